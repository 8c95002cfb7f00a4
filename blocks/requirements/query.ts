import { sectionFields } from "@/lib/sanity/fragments";

export const requirementsProjection = /* groq */ `_type == "requirements" => {
  ${sectionFields}, note,
  "items": coalesce(items[]{_key, icon, title, body}, [])
}`;
