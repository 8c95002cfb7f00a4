import { apiRequestLogSchema } from "./api-request-log/schema";
import { callToActionSchema } from "./call-to-action/schema";
import { cardGridSchema } from "./card-grid/schema";
import { checklistSchema } from "./checklist/schema";
import { codeSampleSchema } from "./code-sample/schema";
import { faqSchema } from "./faq/schema";
import { heroSchema } from "./hero/schema";
import { integrationsSchema } from "./integrations/schema";
import { logoStripSchema } from "./logo-strip/schema";
import { longFormSchema } from "./long-form/schema";
import { notaryQueueSchema } from "./notary-queue/schema";
import { pricingSchema } from "./pricing/schema";
import { requirementsSchema } from "./requirements/schema";
import { resourcesSchema } from "./resources/schema";
import { stateCoverageSchema } from "./state-coverage/schema";
import { statsSchema } from "./stats/schema";
import { stepsSchema } from "./steps/schema";
import { testimonialsSchema } from "./testimonials/schema";
import { topBannerSchema } from "./top-banner/schema";

/**
 * Every block an editor can add to a page, for the Studio, in the order its insert menu lists them
 * (the site's registries, blocks/components.ts, markdown.ts and projections.ts, keep this order).
 * It imports only the blocks' schemas: the Studio loads no component.
 */
export const blockSchemas = [
  topBannerSchema,
  heroSchema,
  logoStripSchema,
  stepsSchema,
  checklistSchema,
  cardGridSchema,
  statsSchema,
  integrationsSchema,
  testimonialsSchema,
  resourcesSchema,
  requirementsSchema,
  stateCoverageSchema,
  notaryQueueSchema,
  apiRequestLogSchema,
  codeSampleSchema,
  longFormSchema,
  faqSchema,
  pricingSchema,
  callToActionSchema,
];
