import { apiRequestLog } from "./api-request-log";
import { callToAction } from "./call-to-action";
import { cardGrid } from "./card-grid";
import { checklist } from "./checklist";
import { codeSample } from "./code-sample";
import { faq } from "./faq";
import { hero } from "./hero";
import { integrations } from "./integrations";
import { logoStrip } from "./logo-strip";
import { longForm } from "./long-form";
import { notaryQueue } from "./notary-queue";
import { pricing } from "./pricing";
import { requirements } from "./requirements";
import { resources } from "./resources";
import { stateCoverage } from "./state-coverage";
import { stats } from "./stats";
import { steps } from "./steps";
import { testimonials } from "./testimonials";
import { topBanner } from "./top-banner";

/** Every block an editor can add to a page, in the order the insert menu lists them. */
export const blockTypes = [
  topBanner,
  hero,
  logoStrip,
  steps,
  checklist,
  cardGrid,
  stats,
  integrations,
  testimonials,
  resources,
  requirements,
  stateCoverage,
  notaryQueue,
  apiRequestLog,
  codeSample,
  longForm,
  faq,
  pricing,
  callToAction,
];
