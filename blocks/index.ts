import type { ComponentType } from "react";
import type { BlockOf, BlockType } from "@/lib/content";
import type { BlockMarkdown } from "@/lib/markdown/blocks";
import { TopBannerBlock } from "./top-banner/component";
import { topBannerMarkdown } from "./top-banner/markdown";
import { HeroBlock } from "./hero/component";
import { heroMarkdown } from "./hero/markdown";
import { LogoStripBlock } from "./logo-strip/component";
import { logoStripMarkdown } from "./logo-strip/markdown";
import { StepsBlock } from "./steps/component";
import { stepsMarkdown } from "./steps/markdown";
import { ChecklistBlock } from "./checklist/component";
import { checklistMarkdown } from "./checklist/markdown";
import { CardGridBlock } from "./card-grid/component";
import { cardGridMarkdown } from "./card-grid/markdown";
import { StatsBlock } from "./stats/component";
import { statsMarkdown } from "./stats/markdown";
import { IntegrationsBlock } from "./integrations/component";
import { integrationsMarkdown } from "./integrations/markdown";
import { TestimonialsBlock } from "./testimonials/component";
import { testimonialsMarkdown } from "./testimonials/markdown";
import { ResourcesBlock } from "./resources/component";
import { resourcesMarkdown } from "./resources/markdown";
import { RequirementsBlock } from "./requirements/component";
import { requirementsMarkdown } from "./requirements/markdown";
import { StateCoverageBlock } from "./state-coverage/component";
import { stateCoverageMarkdown } from "./state-coverage/markdown";
import { NotaryQueueBlock } from "./notary-queue/component";
import { notaryQueueMarkdown } from "./notary-queue/markdown";
import { ApiRequestLogBlock } from "./api-request-log/component";
import { apiRequestLogMarkdown } from "./api-request-log/markdown";
import { CodeSampleBlock } from "./code-sample/component";
import { codeSampleMarkdown } from "./code-sample/markdown";
import { LongFormBlock } from "./long-form/component";
import { longFormMarkdown } from "./long-form/markdown";
import { FaqBlock } from "./faq/component";
import { faqMarkdown } from "./faq/markdown";
import { PricingBlock } from "./pricing/component";
import { pricingMarkdown } from "./pricing/markdown";
import { CallToActionBlock } from "./call-to-action/component";
import { callToActionMarkdown } from "./call-to-action/markdown";

/*
 * Every block of a page, for the site. A block lives in one folder, blocks/<name>/: its Studio schema
 * (schema.ts), its GROQ projection (query.ts), its component (component.tsx), its Markdown
 * (markdown.ts), a test fixture (fixture.ts) and its tests. Three lists name it: this one (component
 * and Markdown), blocks/query.ts (the projection) and blocks/schemas.ts (the Studio's schema); they
 * are three files because each is read by something that must not load the others (the Studio, the
 * page query that every page's layout reaches). TypeScript fails when a block type of the schema has
 * no entry here or an entry lacks a part, and a block's component and fixture fail to type-check
 * when its projection is missing from blocks/query.ts.
 */

/** The part a block plays on the page and in its Markdown rendition. */
export type BlockDefinition<K extends BlockType> = {
  /** `leading` is true for the block that opens the page (after a top banner): long-form text makes its heading the h1. */
  component: ComponentType<{ block: BlockOf<K>; leading?: boolean }>;
  markdown: BlockMarkdown<K>;
};

export const blockDefinitions = {
  topBanner: { component: TopBannerBlock, markdown: topBannerMarkdown },
  hero: { component: HeroBlock, markdown: heroMarkdown },
  logoStrip: { component: LogoStripBlock, markdown: logoStripMarkdown },
  steps: { component: StepsBlock, markdown: stepsMarkdown },
  checklist: { component: ChecklistBlock, markdown: checklistMarkdown },
  cardGrid: { component: CardGridBlock, markdown: cardGridMarkdown },
  stats: { component: StatsBlock, markdown: statsMarkdown },
  integrations: { component: IntegrationsBlock, markdown: integrationsMarkdown },
  testimonials: { component: TestimonialsBlock, markdown: testimonialsMarkdown },
  resources: { component: ResourcesBlock, markdown: resourcesMarkdown },
  requirements: { component: RequirementsBlock, markdown: requirementsMarkdown },
  stateCoverage: { component: StateCoverageBlock, markdown: stateCoverageMarkdown },
  notaryQueue: { component: NotaryQueueBlock, markdown: notaryQueueMarkdown },
  apiRequestLog: { component: ApiRequestLogBlock, markdown: apiRequestLogMarkdown },
  codeSample: { component: CodeSampleBlock, markdown: codeSampleMarkdown },
  longForm: { component: LongFormBlock, markdown: longFormMarkdown },
  faq: { component: FaqBlock, markdown: faqMarkdown },
  pricing: { component: PricingBlock, markdown: pricingMarkdown },
  callToAction: { component: CallToActionBlock, markdown: callToActionMarkdown },
} satisfies { [K in BlockType]: BlockDefinition<K> };
