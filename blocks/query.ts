// The page queries' `blocks` field: every block's projection, from its folder. Kept apart from
// blocks/index.ts, which imports the components: the layout's query reaches this file, and a client
// component imported here would ship on every page.
import { apiRequestLogProjection } from "./api-request-log/query";
import { callToActionProjection } from "./call-to-action/query";
import { cardGridProjection } from "./card-grid/query";
import { checklistProjection } from "./checklist/query";
import { codeSampleProjection } from "./code-sample/query";
import { faqProjection } from "./faq/query";
import { heroProjection } from "./hero/query";
import { integrationsProjection } from "./integrations/query";
import { logoStripProjection } from "./logo-strip/query";
import { longFormProjection } from "./long-form/query";
import { notaryQueueProjection } from "./notary-queue/query";
import { pricingProjection } from "./pricing/query";
import { requirementsProjection } from "./requirements/query";
import { resourcesProjection } from "./resources/query";
import { stateCoverageProjection } from "./state-coverage/query";
import { statsProjection } from "./stats/query";
import { stepsProjection } from "./steps/query";
import { testimonialsProjection } from "./testimonials/query";
import { topBannerProjection } from "./top-banner/query";


/** TypeGen types each block from its folder's query.ts. */
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
}, [])`;
