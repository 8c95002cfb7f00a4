import { sectionFields } from "@/lib/sanity/fragments";

export const stepsProjection = /* groq */ `_type == "steps" => {
  ${sectionFields},
  "items": coalesce(items[]{_key, title, body, icon}, [])
}`;
