import type { BlockType } from "@/lib/pages/site";
import type { BlockComponent } from "./types";
import { ApiRequestLogBlock } from "./api-request-log/component";
import { CallToActionBlock } from "./call-to-action/component";
import { CardGridBlock } from "./card-grid/component";
import { ChecklistBlock } from "./checklist/component";
import { CodeSampleBlock } from "./code-sample/component";
import { FaqBlock } from "./faq/component";
import { HeroBlock } from "./hero/component";
import { IntegrationsBlock } from "./integrations/component";
import { LogoStripBlock } from "./logo-strip/component";
import { LongFormBlock } from "./long-form/component";
import { NotaryQueueBlock } from "./notary-queue/component";
import { PricingBlock } from "./pricing/component";
import { RequirementsBlock } from "./requirements/component";
import { ResourcesBlock } from "./resources/component";
import { StateCoverageBlock } from "./state-coverage/component";
import { StatsBlock } from "./stats/component";
import { StepsBlock } from "./steps/component";
import { TestimonialsBlock } from "./testimonials/component";
import { TopBannerBlock } from "./top-banner/component";

/*
 * Every block's component, by block type: the registry the page template renders from
 * (blocks/page-blocks.tsx). TypeScript fails when a block type of the schema has no entry. Only the
 * page template imports this file, and only the routes that render blocks import the template: a
 * client part of a block imported from the layout would ship on every page
 * (tests/unit/client-boundary.test.ts).
 */
export const blockComponents = {
  topBanner: TopBannerBlock,
  hero: HeroBlock,
  logoStrip: LogoStripBlock,
  steps: StepsBlock,
  checklist: ChecklistBlock,
  cardGrid: CardGridBlock,
  stats: StatsBlock,
  integrations: IntegrationsBlock,
  testimonials: TestimonialsBlock,
  resources: ResourcesBlock,
  requirements: RequirementsBlock,
  stateCoverage: StateCoverageBlock,
  notaryQueue: NotaryQueueBlock,
  apiRequestLog: ApiRequestLogBlock,
  codeSample: CodeSampleBlock,
  longForm: LongFormBlock,
  faq: FaqBlock,
  pricing: PricingBlock,
  callToAction: CallToActionBlock,
} satisfies { [K in BlockType]: BlockComponent<K> };
