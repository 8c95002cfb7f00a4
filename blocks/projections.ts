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

/*
 * The page queries' `blocks` field (lib/sanity/page-queries.ts): every block's projection
 * (blocks/<name>/query.ts) in one union. TypeGen types each block from it, so a block whose
 * projection is missing here has only `_key`, `_type` and `anchor`, and its component and fixture
 * fail to type-check. It is GROQ text only: the queries load no component and no Markdown.
 */
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
