import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineField, defineType } from "sanity";
import { FACT_AMOUNTS, FACT_VALUES, factProblem, type FactKey, type SourcedFact } from "../../lib/states/facts";

/*
 * A fact with its source: a value, what it rests on (citation and https source link) and the day
 * someone checked it. lib/states/facts.ts decides when a fact is known (all four set) and so shown
 * on the site; until then the Studio flags it here. `sourcedFact` is the general type; each of a
 * state's facts (ronState.facts) is the same shape with its own list of values and its own words
 * (sourcedFactField), since a named type cannot take a value list per use.
 */

/** The words an editor sees for each value, by fact. */
const VALUE_TITLES: { [K in FactKey]: Record<(typeof FACT_VALUES)[K][number], string> } = {
  training: { yes: "Required", no: "Not required" },
  exam: { yes: "Required", no: "Not required" },
  bond: { yes: "Required", no: "Not required" },
  eoInsurance: { yes: "Required", no: "Not required" },
  registration: {
    "separate-commission": "A separate commission as an online notary",
    registration: "Registration (or authorization) with the commissioning authority",
    none: "Nothing beyond the ordinary commission",
  },
  technologyProviders: {
    "approved-list": "Only providers the state has approved",
    "standards-only": "Any provider meeting the state's standards",
  },
  recordingRetention: { yes: "The recording must be kept" },
  notaryLocation: { "in-state": "In the state", "in-us": "Anywhere in the United States" },
  signerLocation: {
    anywhere: "Anywhere",
    "in-us": "In the United States",
    "in-state": "In the state",
  },
  signerAbroad: { yes: "Yes", conditions: "Yes, on conditions (say which in the detail)", no: "No" },
};

const AMOUNT_WORDS = {
  usd: {
    title: "Amount (US dollars)",
    description: "The minimum amount the law sets, in US dollars, e.g. 25000. Leave empty when it sets none.",
  },
  years: {
    title: "Years",
    description: "How many years the notary (or the provider) must keep the recording, e.g. 10.",
  },
} as const;

/** The fields of a sourced fact; `key` gives the value its list and the amount its meaning. */
function sourcedFactFields(key?: FactKey) {
  const amount = key ? FACT_AMOUNTS[key] : undefined;
  return [
    defineField({
      name: "value",
      title: "Value",
      type: "string",
      description: "What the law says. Leave empty while you have not found it in a source.",
      options: key
        ? {
            list: (FACT_VALUES[key] as readonly string[]).map((value) => ({
              value,
              title: (VALUE_TITLES[key] as Record<string, string>)[value] ?? value,
            })),
            layout: "radio",
          }
        : undefined,
    }),
    ...(key && !amount
      ? []
      : [
          defineField({
            name: "amount",
            title: amount ? AMOUNT_WORDS[amount.unit].title : "Amount",
            type: "number",
            description: amount
              ? AMOUNT_WORDS[amount.unit].description
              : "A US-dollar amount or a number of years, where the fact has one.",
            hidden: amount ? ({ parent }) => (parent as SourcedFact | undefined)?.value !== amount.when : undefined,
            validation: (rule) => rule.min(0).max(10_000_000),
          }),
        ]),
    defineField({
      name: "detail",
      title: "Detail (English)",
      type: "text",
      rows: 2,
      description:
        "Optional, one short sentence shown after the value, e.g. the conditions, the hours of the course or who approves the providers.",
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: "detailEs",
      title: "Detail (Spanish)",
      type: "text",
      rows: 2,
      description: "The same detail in Spanish. Without it the Spanish page shows the value alone.",
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: "citation",
      title: "Citation",
      type: "string",
      description: "The statute or rule with its section, e.g. Fla. Stat. § 117.225(6).",
      validation: (rule) => rule.max(200),
    }),
    defineField({
      name: "sourceUrl",
      title: "Source link",
      type: "url",
      description:
        "The https address of the page you read the section on (the statute, the rule or the official page).",
      validation: (rule) => rule.uri({ scheme: ["https"] }),
    }),
    defineField({
      name: "checked",
      title: "Checked on",
      type: "date",
      description: "The day you read the section at that link.",
    }),
    defineField({
      name: "needsReview",
      title: "Needs review",
      type: "boolean",
      description:
        "Set when the law may have changed or you are unsure: the fact is still shown, and this list shows it to editors.",
    }),
  ];
}

/** The Studio's warning on a fact with a value but not its citation, source link and check date. */
const factRule = (value: unknown) => factProblem(value as SourcedFact | undefined) ?? true;

export const sourcedFact = defineType({
  name: "sourcedFact",
  title: "Sourced fact",
  type: "object",
  icon: DocumentTextIcon,
  fields: sourcedFactFields(),
  validation: (rule) => rule.custom(factRule).warning(),
  preview: {
    select: { value: "value", citation: "citation" },
    prepare: ({ value, citation }) => ({ title: value || "No value", subtitle: citation || "No source" }),
  },
});

/** One of a state's facts (ronState.facts): the sourced fact's fields with this fact's values and words. */
export const sourcedFactField = (key: FactKey, title: string, description: string) =>
  defineField({
    name: key,
    title,
    type: "object",
    description,
    options: { collapsible: true, collapsed: true },
    fields: sourcedFactFields(key),
    validation: (rule) => rule.custom(factRule).warning(),
  });
