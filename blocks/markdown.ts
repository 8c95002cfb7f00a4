import type { BlockType } from "@/lib/pages/site";
import type { BlockMarkdown } from "./types";
import { apiRequestLogMarkdown } from "./api-request-log/markdown";
import { callToActionMarkdown } from "./call-to-action/markdown";
import { cardGridMarkdown } from "./card-grid/markdown";
import { checklistMarkdown } from "./checklist/markdown";
import { codeSampleMarkdown } from "./code-sample/markdown";
import { faqMarkdown } from "./faq/markdown";
import { heroMarkdown } from "./hero/markdown";
import { integrationsMarkdown } from "./integrations/markdown";
import { logoStripMarkdown } from "./logo-strip/markdown";
import { longFormMarkdown } from "./long-form/markdown";
import { notaryQueueMarkdown } from "./notary-queue/markdown";
import { pricingMarkdown } from "./pricing/markdown";
import { requirementsMarkdown } from "./requirements/markdown";
import { resourcesMarkdown } from "./resources/markdown";
import { stateCoverageMarkdown } from "./state-coverage/markdown";
import { statsMarkdown } from "./stats/markdown";
import { stepsMarkdown } from "./steps/markdown";
import { testimonialsMarkdown } from "./testimonials/markdown";
import { topBannerMarkdown } from "./top-banner/markdown";

/*
 * Every block's Markdown function, by block type: the registry a page's Markdown rendition is
 * written from (lib/markdown/blocks.ts). It loads no component. TypeScript fails when a block type of
 * the schema has no entry.
 */
export const blockMarkdown = {
  topBanner: topBannerMarkdown,
  hero: heroMarkdown,
  logoStrip: logoStripMarkdown,
  steps: stepsMarkdown,
  checklist: checklistMarkdown,
  cardGrid: cardGridMarkdown,
  stats: statsMarkdown,
  integrations: integrationsMarkdown,
  testimonials: testimonialsMarkdown,
  resources: resourcesMarkdown,
  requirements: requirementsMarkdown,
  stateCoverage: stateCoverageMarkdown,
  notaryQueue: notaryQueueMarkdown,
  apiRequestLog: apiRequestLogMarkdown,
  codeSample: codeSampleMarkdown,
  longForm: longFormMarkdown,
  faq: faqMarkdown,
  pricing: pricingMarkdown,
  callToAction: callToActionMarkdown,
} satisfies { [K in BlockType]: BlockMarkdown<K> };
