import type { SignupCopy } from "./copy";
import type { BEST_TIMES, CERTIFICATE_TYPES, CONTACT_METHODS, EXPERIENCE, INDUSTRIES, URGENCIES } from "./constants";

type Options = SignupCopy["options"];

/**
 * The single-choice fields: each submitted value, in form order, and the key of its label in
 * the copy's `options`. The wizard's radio groups and the admin email's summary both read this.
 */
export const CHOICES = {
  experience: { new: "new", "1-3": "oneToThree", ">3": "moreThanThree" },
  certificateType: { identrust: "identrust", other: "other" },
  industry: {
    attorney: "attorney",
    title_escrow: "titleEscrow",
    lender: "lender",
    business: "business",
    individual: "individual",
  },
  preferredContact: { email: "email", phone: "phone", text: "text", any: "any" },
  urgency: { low: "low", medium: "medium", high: "high", asap: "asap" },
  bestTime: { morning: "morning", afternoon: "afternoon", evening: "evening", anytime: "anytime" },
} as const satisfies {
  experience: Record<(typeof EXPERIENCE)[number], keyof Options["experience"]>;
  certificateType: Record<(typeof CERTIFICATE_TYPES)[number], keyof Options["certificateType"]>;
  industry: Record<(typeof INDUSTRIES)[number], keyof Options["industry"]>;
  preferredContact: Record<(typeof CONTACT_METHODS)[number], keyof Options["preferredContact"]>;
  urgency: Record<(typeof URGENCIES)[number], keyof Options["urgency"]>;
  bestTime: Record<(typeof BEST_TIMES)[number], keyof Options["bestTime"]>;
};

export type ChoiceField = keyof typeof CHOICES;

/** `[value, label]` pairs for a radio group, in form order. */
export function choiceOptions(field: ChoiceField, options: Options): [string, string][] {
  const labels = options[field] as Record<string, string>;
  return Object.entries(CHOICES[field]).map(([value, key]) => [value, labels[key] ?? value]);
}

/** The label of a submitted value (the value itself if the copy has none). */
export function choiceLabel(field: ChoiceField, value: string, options: Options): string {
  const key = (CHOICES[field] as Record<string, string>)[value];
  return (key ? (options[field] as Record<string, string>)[key] : undefined) ?? value;
}
