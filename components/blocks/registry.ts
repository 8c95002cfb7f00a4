import type { ComponentType } from "react";
import type { BlockOf, BlockType } from "@/lib/content";
import { ApiRequestLogBlock } from "./api-request-log-block";
import { CallToActionBlock } from "./call-to-action-block";
import { CardGridBlock } from "./card-grid-block";
import { ChecklistBlock } from "./checklist-block";
import { CodeSampleBlock } from "./code-sample-block";
import { FaqBlock } from "./faq-block";
import { HeroBlock } from "./hero-block";
import { IntegrationsBlock } from "./integrations-block";
import { LogoStripBlock } from "./logo-strip-block";
import { LongFormBlock } from "./long-form-block";
import { NotaryQueueBlock } from "./notary-queue-block";
import { PricingBlock } from "./pricing-block";
import { RequirementsBlock } from "./requirements-block";
import { ResourcesBlock } from "./resources-block";
import { StateCoverageBlock } from "./state-coverage-block";
import { StatsBlock } from "./stats-block";
import { StepsBlock } from "./steps-block";
import { TestimonialsBlock } from "./testimonials-block";
import { TopBannerBlock } from "./top-banner-block";

/**
 * One component per block type; TypeScript fails the build when a schema block has no component.
 * A block may take `leading`: true for the block that opens the page (after a top banner), which
 * long-form text uses to make its heading the page's h1.
 */
export const blockRegistry = {
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
} satisfies { [K in BlockType]: ComponentType<{ block: BlockOf<K>; leading?: boolean }> };
