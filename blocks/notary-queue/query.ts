import { sectionFields } from "@/lib/sanity/fragments";

export const notaryQueueProjection = /* groq */ `_type == "notaryQueue" => {
  ${sectionFields}, cardTitle, caption,
  "highlights": coalesce(highlights, []),
  "items": coalesce(items[]{_key, id, time, name, type, status, tone}, [])
}`;
