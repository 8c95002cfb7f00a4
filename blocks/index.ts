import type { ComponentType } from "react";
import type { BlockOf, BlockType } from "@/lib/content";
import type { Lang } from "@/lib/i18n";
import type { BlockMarkdown } from "@/lib/markdown/blocks";
import { ApiRequestLogBlock } from "./api-request-log/component";
import { apiRequestLogMarkdown } from "./api-request-log/markdown";
import { apiRequestLogProjection } from "./api-request-log/query";
import { CallToActionBlock } from "./call-to-action/component";
import { callToActionMarkdown } from "./call-to-action/markdown";
import { callToActionProjection } from "./call-to-action/query";
import { CardGridBlock } from "./card-grid/component";
import { cardGridMarkdown } from "./card-grid/markdown";
import { cardGridProjection } from "./card-grid/query";
import { ChecklistBlock } from "./checklist/component";
import { checklistMarkdown } from "./checklist/markdown";
import { checklistProjection } from "./checklist/query";
import { CodeSampleBlock } from "./code-sample/component";
import { codeSampleMarkdown } from "./code-sample/markdown";
import { codeSampleProjection } from "./code-sample/query";
import { FaqBlock } from "./faq/component";
import { faqMarkdown } from "./faq/markdown";
import { faqProjection } from "./faq/query";
import { HeroBlock } from "./hero/component";
import { heroMarkdown } from "./hero/markdown";
import { heroProjection } from "./hero/query";
import { IntegrationsBlock } from "./integrations/component";
import { integrationsMarkdown } from "./integrations/markdown";
import { integrationsProjection } from "./integrations/query";
import { LogoStripBlock } from "./logo-strip/component";
import { logoStripMarkdown } from "./logo-strip/markdown";
import { logoStripProjection } from "./logo-strip/query";
import { LongFormBlock } from "./long-form/component";
import { longFormMarkdown } from "./long-form/markdown";
import { longFormProjection } from "./long-form/query";
import { NotaryQueueBlock } from "./notary-queue/component";
import { notaryQueueMarkdown } from "./notary-queue/markdown";
import { notaryQueueProjection } from "./notary-queue/query";
import { PricingBlock } from "./pricing/component";
import { pricingMarkdown } from "./pricing/markdown";
import { pricingProjection } from "./pricing/query";
import { RequirementsBlock } from "./requirements/component";
import { requirementsMarkdown } from "./requirements/markdown";
import { requirementsProjection } from "./requirements/query";
import { ResourcesBlock } from "./resources/component";
import { resourcesMarkdown } from "./resources/markdown";
import { resourcesProjection } from "./resources/query";
import { StateCoverageBlock } from "./state-coverage/component";
import { stateCoverageMarkdown } from "./state-coverage/markdown";
import { stateCoverageProjection } from "./state-coverage/query";
import { StatsBlock } from "./stats/component";
import { statsMarkdown } from "./stats/markdown";
import { statsProjection } from "./stats/query";
import { StepsBlock } from "./steps/component";
import { stepsMarkdown } from "./steps/markdown";
import { stepsProjection } from "./steps/query";
import { TestimonialsBlock } from "./testimonials/component";
import { testimonialsMarkdown } from "./testimonials/markdown";
import { testimonialsProjection } from "./testimonials/query";
import { TopBannerBlock } from "./top-banner/component";
import { topBannerMarkdown } from "./top-banner/markdown";
import { topBannerProjection } from "./top-banner/query";

/*
 * Every block of a page, for the site. A block lives in one folder, blocks/<name>/: its Studio schema
 * (schema.ts), its GROQ projection (query.ts), its component (component.tsx), its Markdown
 * (markdown.ts), a test fixture (fixture.ts) and its tests. Two lists name it: this file (component,
 * Markdown and projection) and blocks/schemas.ts (the Studio's, which must not load components).
 * TypeScript fails when a block type of the schema has no entry here or an entry lacks a part, and a
 * block's component and fixture fail to type-check when its projection is missing from the union.
 * Only the routes that render blocks may import this file (lib/pages.ts): a client part of a block
 * imported from the layout would ship on every page (tests/unit/client-boundary.test.ts).
 */

/** The part a block plays on the page and in its Markdown rendition. */
export type BlockDefinition<K extends BlockType> = {
  /**
   * `leading` is true for the block that opens the page (after a top banner): long-form text makes
   * its heading the h1. `lang` is the page's language, for the words the block writes itself
   * (lib/ui-text.ts); a block without any ignores it.
   */
  component: ComponentType<{ block: BlockOf<K>; leading?: boolean; lang: Lang }>;
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

/** The page queries' `blocks` field (lib/sanity/page-queries.ts); TypeGen types each block from its folder's query.ts. */
export const blocksProjection = /* groq */ `"blocks": coalesce(blocks[]{
  _key, _type, anchor,
  ${topBannerProjection},
  ${heroProjection},
  ${logoStripProjection},
  ${stepsProjection},
  ${checklistProjection},
  ${cardGridProjection},
  ${statsProjection},
  ${integrationsProjection},
  ${testimonialsProjection},
  ${resourcesProjection},
  ${requirementsProjection},
  ${stateCoverageProjection},
  ${notaryQueueProjection},
  ${apiRequestLogProjection},
  ${codeSampleProjection},
  ${longFormProjection},
  ${faqProjection},
  ${pricingProjection},
  ${callToActionProjection}
}, [])` as const;
