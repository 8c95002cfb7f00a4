// zod/mini: the zod 4 engine with a tree-shakable API (a fraction of classic zod in the browser).
import * as z from "zod/mini";
import { DEFAULT_LANGUAGE, LANGUAGES, type Lang } from "@/lib/routing/paths";
import {
  BEST_TIMES,
  CERTIFICATE_TYPES,
  CONTACT_METHODS,
  EXPERIENCE,
  INDUSTRIES,
  LIMITS,
  URGENCIES,
  type Role,
} from "./constants";
import { cleanAttribution } from "./attribution";
import { cleanConsent, keepPhoneConsentWhereAsked } from "./consent";
import { signupText, type SignupMessages } from "./messages";
import { STATE_CODES } from "./states";

/*
 * The one schema for a signup submission, shared by the wizard and POST /api/signup.
 * Client-safe: no server-only imports. It trims and bounds every string, removes
 * bidirectional controls and invisible word splitters, folds single-line fields onto one
 * line, checks the email's shape and every enum, and rejects unknown fields (at every level).
 * What a signup carries besides the form (`attribution`, `consent`: lib/signup/record.ts) is
 * cleaned instead, never refused: whatever is malformed in them is dropped (lib/signup/attribution.ts,
 * lib/signup/consent.ts).
 * Its issue messages are in the submission's language: `signupSchemaFor(lang)` (the catalogue
 * is lib/signup/messages.ts); `signupSchema` is the English one.
 */

export {
  BEST_TIMES,
  CERTIFICATE_TYPES,
  CONTACT_METHODS,
  EXPERIENCE,
  INDUSTRIES,
  LIMITS,
  MAX_BODY_BYTES,
  NOTARY_TYPES,
  ROLES,
  URGENCIES,
  USES,
  type Role,
} from "./constants";
export { SIGNUP_MESSAGES } from "./messages";

// Whitespace and control characters (C0, DEL, C1, line/paragraph separators).
const SINGLE_LINE_JUNK = /[\s\u0000-\u001F\u007F-\u009F]+/gu;
const MULTI_LINE_JUNK = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/gu;
/**
 * Invisible characters that change how the text around them reads, never needed in a name,
 * a phone number or a message: the bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), the directional marks (U+200E, U+200F, U+061C), and the
 * zero-width space, word joiner and byte-order mark (U+200B, U+2060, U+FEFF) that split
 * words invisibly. With U+202E, "moc.elpmaxe" shows as "example.com". Zero-width
 * (non-)joiners, needed by some scripts and emoji, stay.
 */
export const INVISIBLE_FORMATTING = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/gu;

/** Removes the bidirectional controls and invisible word splitters listed in `INVISIBLE_FORMATTING`. */
export function withoutInvisibleFormatting(value: string): string {
  return value.replace(INVISIBLE_FORMATTING, "");
}

/** Bidi controls removed; any run of whitespace or control characters becomes one space; then trimmed. */
export function toSingleLine(value: string): string {
  return withoutInvisibleFormatting(value).replace(SINGLE_LINE_JUNK, " ").trim();
}

function toMultiLine(value: string): string {
  return withoutInvisibleFormatting(value)
    .replace(/\r\n?|[\u2028\u2029]/g, "\n")
    .replace(MULTI_LINE_JUNK, "")
    .trim();
}

/** Turns "" into undefined, so optional fields are either a value or absent. */
const emptyToUndefined = <T>(value: T | "" | undefined) => (value === "" ? undefined : value);

/** The schemas of one language: the same rules, that language's issue messages. */
function buildSchemas({ issues }: SignupMessages) {
  const text = z.string({ error: issues.text });
  const atMost = (max: number) => z.maxLength(max, { error: issues.atMost(max) });

  const requiredLine = (missing: string, max: number) =>
    z.pipe(z.pipe(text, z.transform(toSingleLine)), z.string().check(z.minLength(1, { error: missing }), atMost(max)));

  const optionalLine = (max: number) =>
    z.pipe(
      z.optional(z.pipe(z.pipe(text, z.transform(toSingleLine)), z.string().check(atMost(max)))),
      z.transform(emptyToUndefined<string>),
    );

  const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
    z.pipe(
      z.optional(z.enum(["", ...values], { error: issues.choice })),
      z.transform((value) => (value === "" ? undefined : (value as T[number] | undefined))),
    );

  const flag = z._default(z.boolean({ error: issues.flag }), false);

  const email = z.pipe(
    z.pipe(
      text,
      z.transform((value) => withoutInvisibleFormatting(value).trim()),
    ),
    z.pipe(
      z.string().check(z.minLength(1, { error: issues.email }), atMost(LIMITS.email)),
      z.email({ error: issues.emailShape }),
    ),
  );

  const common = {
    /** Made by the wizard when the form opens; Resend idempotency keys derive from it. */
    id: z.uuid({ error: issues.id }),
    /** The bot-challenge token; checked by the route (403 when missing or invalid), not here. */
    challenge: z.optional(z.string().check(z.maxLength(LIMITS.challenge))),
    /**
     * The wizard's language: the server answers in it and the applicant confirmation is written
     * in it. Not part of what identifies a signup (lib/signup/deliver.ts's idempotency base).
     */
    lang: z._default(z.enum(LANGUAGES, { error: issues.lang }), DEFAULT_LANGUAGE),
    firstName: requiredLine(issues.firstName, LIMITS.name),
    lastName: requiredLine(issues.lastName, LIMITS.name),
    email,
    phone: optionalLine(LIMITS.phone),
    state: optionalChoice(STATE_CODES),
    /** Where the person came from (the browser's record): cleaned, never refused. */
    attribution: z.optional(
      z.pipe(
        z.unknown(),
        z.transform((value) => cleanAttribution(value)),
      ),
    ),
    /** The notice shown and the phone consent given: cleaned, never refused. */
    consent: z.optional(
      z.pipe(
        z.unknown(),
        z.transform((value) => cleanConsent(value)),
      ),
    ),
  };

  const notary = z.strictObject({
    role: z.literal("notary"),
    ...common,
    commissionState: optionalChoice(STATE_CODES),
    experience: optionalChoice(EXPERIENCE),
    certificateType: optionalChoice(CERTIFICATE_TYPES),
    notaryTypes: z._default(z.strictObject({ traditional: flag, ron: flag }), { traditional: false, ron: false }),
    priorityListing: flag,
  });

  const client = z.strictObject({
    role: z.literal("client"),
    ...common,
    businessName: optionalLine(LIMITS.businessName),
    industry: optionalChoice(INDUSTRIES),
    uses: z._default(z.strictObject({ re: flag, legal: flag, business: flag, personal: flag }), {
      re: false,
      legal: false,
      business: false,
      personal: false,
    }),
    discountedEarlyAccess: flag,
  });

  const contact = z.strictObject({
    role: z.literal("contact"),
    ...common,
    message: z.pipe(
      z.optional(z.pipe(z.pipe(text, z.transform(toMultiLine)), z.string().check(atMost(LIMITS.message)))),
      z.transform(emptyToUndefined<string>),
    ),
    preferredContact: optionalChoice(CONTACT_METHODS),
    urgency: optionalChoice(URGENCIES),
    bestTime: optionalChoice(BEST_TIMES),
  });

  return {
    notary,
    client,
    contact,
    signup: z.pipe(
      z.discriminatedUnion("role", [notary, client, contact], { error: issues.role }),
      z.transform(keepPhoneConsentWhereAsked),
    ),
  };
}

type Schemas = ReturnType<typeof buildSchemas>;
const built = new Map<Lang, Schemas>();
const schemasFor = (lang: Lang): Schemas => {
  let schemas = built.get(lang);
  if (!schemas) {
    schemas = buildSchemas(signupText(lang));
    built.set(lang, schemas);
  }
  return schemas;
};

/** The submission schema whose issue messages are in `lang` (built on first use, then kept). */
export const signupSchemaFor = (lang: Lang) => schemasFor(lang).signup;

const english = schemasFor(DEFAULT_LANGUAGE);
export const notarySubmissionSchema = english.notary;
export const clientSubmissionSchema = english.client;
export const contactSubmissionSchema = english.contact;
export const signupSchema = english.signup;

/** What the wizard sends. */
export type SignupInput = z.input<typeof signupSchema>;
/** What the server works with after parsing. */
export type Submission = z.output<typeof signupSchema>;
export type SubmissionOf<R extends Role> = Extract<Submission, { role: R }>;

export type FieldIssue = { path: string; message: string };

/** Issues listed in an answer at most: an error answer stays far smaller than the request (under 16 KB). */
export const MAX_LISTED_ISSUES = 20;
/** A listed issue's path is cut to this many characters (a made-up key can be as long as the body). */
export const MAX_ISSUE_PATH = 200;

/** Zod issues as `{path, message}` pairs (in `lang`); unknown keys are reported one by one. */
export function toFieldIssues(error: z.core.$ZodError, lang: Lang = DEFAULT_LANGUAGE): FieldIssue[] {
  const unknownField = signupText(lang).issues.unknownField;
  return error.issues.flatMap((issue) => {
    const base = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ path: base ? `${base}.${key}` : key, message: unknownField }));
    }
    return [{ path: base, message: issue.message }];
  });
}

/**
 * What an answer lists: the first `MAX_LISTED_ISSUES` issues (paths cut to `MAX_ISSUE_PATH`)
 * and how many there were in all. 5,000 unknown keys cost 20 lines, not 5,000.
 */
export function listedIssues(issues: FieldIssue[]): { issues: FieldIssue[]; issueCount: number } {
  return {
    issues: issues.slice(0, MAX_LISTED_ISSUES).map((issue) => ({
      path: issue.path.length > MAX_ISSUE_PATH ? `${issue.path.slice(0, MAX_ISSUE_PATH)}…` : issue.path,
      message: issue.message,
    })),
    issueCount: issues.length,
  };
}
