import { sectionFields } from "@/lib/sanity/fragments";

export const integrationsProjection = /* groq */ `_type == "integrations" => {
  ${sectionFields}, note,
  "items": coalesce(items[]{_key, icon, name, description, badge}, [])
}`;
