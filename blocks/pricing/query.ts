import { ctaFields, sectionFields } from "@/lib/sanity/fragments";

export const pricingProjection = /* groq */ `_type == "pricing" => {
  ${sectionFields}, planName, pricePrefix, price, priceUnit, note,
  "features": coalesce(features, []),
  cta{${ctaFields}},
  detailsCta{${ctaFields}}
}`;
