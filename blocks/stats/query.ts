import { sectionFields } from "@/lib/sanity/fragments";

export const statsProjection = /* groq */ `_type == "stats" => {
  ${sectionFields}, note,
  "items": coalesce(items[]{_key, value, label}, [])
}`;
