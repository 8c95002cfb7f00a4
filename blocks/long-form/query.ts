import { sectionFields } from "@/lib/sanity/fragments";

export const longFormProjection = /* groq */ `_type == "longForm" => {
  ${sectionFields}, lastUpdated, lastUpdatedLabel, "toc": coalesce(toc, true), tocLabel,
  "body": coalesce(body, [])
}`;
