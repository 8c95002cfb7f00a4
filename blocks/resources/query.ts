import { sectionFields } from "@/lib/sanity/fragments";

export const resourcesProjection = /* groq */ `_type == "resources" => {
  ${sectionFields}, note,
  "items": coalesce(items[]{_key, kind, title, summary, meta}, [])
}`;
