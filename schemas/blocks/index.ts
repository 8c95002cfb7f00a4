import { callToAction } from "./call-to-action";
import { cardGrid } from "./card-grid";
import { hero } from "./hero";
import { pricing } from "./pricing";
import { steps } from "./steps";
import { testimonials } from "./testimonials";

/** Every block an editor can add to a page, in the order the insert menu lists them. */
export const blockTypes = [hero, steps, cardGrid, testimonials, pricing, callToAction];
