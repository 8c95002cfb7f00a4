import { ctaFields } from "@/lib/sanity/fragments";

export const topBannerProjection = /* groq */ `_type == "topBanner" => {
  badge, message, cta{${ctaFields}}
}`;
