import { sectionFields, ronStateFields } from "@/lib/sanity/fragments";

/** The coverage block carries every state (alphabetically), so the page's query has them; pages fetch with the `ronState` tag. */
export const stateCoverageProjection = /* groq */ `_type == "stateCoverage" => {
  ${sectionFields}, summary, tableCaption, sourceLinkText, note,
  filter{searchLabel, searchPlaceholder, statusLabel, allStatuses, resultTemplate, noMatch},
  columns{state, status, effectiveDate, citation, requirements, source, lastVerified},
  requirementLabels{training, trainingHours, exam, certificate, eo, bond, registration, fee, required, notRequired, notRecorded},
  "states": *[_type == "ronState"] | order(name asc){${ronStateFields}}
}`;
