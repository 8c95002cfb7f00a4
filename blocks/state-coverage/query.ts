import { ronStateRowsInLanguage, sectionFields, statusLabelFields } from "@/lib/sanity/fragments";

/**
 * The coverage block carries every state (alphabetically in the page's language), so the page's
 * query has them, and Site settings' status labels in that language (each may be null:
 * lib/text/ui-text.ts has the defaults); pages fetch with the `ronState` and `siteSettings` tags.
 */
export const stateCoverageProjection = /* groq */ `_type == "stateCoverage" => {
  ${sectionFields}, summary, tableCaption, note,
  filter{searchLabel, searchPlaceholder, statusLabel, allStatuses, resultTemplate, noMatch},
  columns{state, status, effectiveDate, citation},
  "states": ${ronStateRowsInLanguage},
  "statusLabels": *[_id == "siteSettings"][0].statusLabels${statusLabelFields}
}` as const;
