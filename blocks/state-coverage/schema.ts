import { EarthAmericasIcon } from "@sanity/icons/EarthAmericas";
import { defineField } from "sanity";
import { STATE_COVERAGE_COPY } from "@/lib/states/coverage";
import { defineBlock } from "../define-block";

/** A required-ish text field with the block's default words as its initial value. */
const text = (
  name: string,
  title: string,
  initialValue: string,
  description?: string,
  placeholders: readonly string[] = [],
) =>
  defineField({
    name,
    title,
    type: "string",
    description,
    initialValue,
    validation: (rule) =>
      rule.max(200).custom((value: string | undefined) => {
        const missing = placeholders.filter((placeholder) => value && !value.includes(placeholder));
        return missing.length === 0
          ? true
          : `Keep ${missing.join(" and ")} in the text: the site puts the number there`;
      }),
  });

const group = <T extends Record<string, string>>(
  name: string,
  title: string,
  defaults: T,
  titles: Record<keyof T, string>,
  placeholders: Partial<Record<keyof T, readonly string[]>> = {},
) =>
  defineField({
    name,
    title,
    type: "object",
    options: { collapsible: true, collapsed: true },
    fields: Object.entries(defaults).map(([key, value]) =>
      text(key, titles[key as keyof T], value, undefined, placeholders[key as keyof T]),
    ),
  });

const { filter, columns } = STATE_COVERAGE_COPY;

/**
 * Where a notary can notarize remotely: every `ronState` document as a compact table (the state,
 * linked to its page, its status, in force since, the law) with a filter, and a summary count from
 * the same documents. What a notary needs, with its sources, is on each state's page.
 * The states are not chosen here: the block always shows all of them, as Studio's *State RON coverage* holds them.
 */
export const stateCoverageSchema = defineBlock({
  name: "stateCoverage",
  title: "State RON coverage",
  icon: EarthAmericasIcon,
  tone: "white",
  fields: [
    text(
      "summary",
      "Summary",
      STATE_COVERAGE_COPY.summary,
      "The sentence with the count of states with a permanent RON law in force, counted from the state documents: {count} is where the number goes.",
      ["{count}"],
    ),
    text(
      "tableCaption",
      "Table caption",
      STATE_COVERAGE_COPY.tableCaption,
      "Names the table for screen readers and above it on the page.",
    ),
    defineField({
      name: "note",
      type: "text",
      rows: 2,
      initialValue: STATE_COVERAGE_COPY.note,
      description: "Small print under the table.",
      validation: (rule) => rule.max(400),
    }),
    group(
      "filter",
      "Filter",
      filter,
      {
        searchLabel: "Search label",
        searchPlaceholder: "Search placeholder",
        statusLabel: "Status label",
        allStatuses: "All statuses option",
        resultTemplate: "Result count ({count} shown of {total})",
        noMatch: "No state matches",
      },
      { resultTemplate: ["{count}", "{total}"] },
    ),
    group("columns", "Column headings", columns, {
      state: "State",
      status: "Status",
      effectiveDate: "Effective date",
      citation: "Citation",
    }),
  ],
});
