import { sectionFields } from "@/lib/sanity/fragments";

export const checklistProjection = /* groq */ `_type == "checklist" => {
  ${sectionFields}, listTitle, note,
  "items": coalesce(items, [])
}`;
