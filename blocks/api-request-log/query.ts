import { sectionFields } from "@/lib/sanity/fragments";

export const apiRequestLogProjection = /* groq */ `_type == "apiRequestLog" => {
  ${sectionFields}, cardTitle, caption,
  "highlights": coalesce(highlights, []),
  "items": coalesce(items[]{_key, method, endpoint, status, time}, [])
}`;
