import { ctaFields } from "@/lib/sanity/fragments";

export const callToActionProjection = /* groq */ `_type == "callToAction" => {
  eyebrow, heading, intro,
  "ctas": coalesce(ctas[]{${ctaFields}}, [])
}`;
