import type { ComponentType } from "react";
import type { BlockOf, BlockType } from "@/lib/content";
import { CallToActionBlock } from "./call-to-action-block";
import { CardGridBlock } from "./card-grid-block";
import { HeroBlock } from "./hero-block";
import { PricingBlock } from "./pricing-block";
import { StepsBlock } from "./steps-block";
import { TestimonialsBlock } from "./testimonials-block";

/** One component per block type; TypeScript fails the build when a schema block has no component. */
export const blockRegistry = {
  hero: HeroBlock,
  steps: StepsBlock,
  cardGrid: CardGridBlock,
  testimonials: TestimonialsBlock,
  pricing: PricingBlock,
  callToAction: CallToActionBlock,
} satisfies { [K in BlockType]: ComponentType<{ block: BlockOf<K> }> };
