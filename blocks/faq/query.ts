import { sectionFields } from "@/lib/sanity/fragments";

export const faqProjection = /* groq */ `_type == "faq" => {
  ${sectionFields},
  "items": coalesce(items[]{_key, question, answer}, [])
}`;
