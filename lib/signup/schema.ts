// zod/mini: the same zod 4 engine with a tree-shakable API, so the wizard ships ~6 KB of it, not ~23 KB.
import * as z from "zod/mini";
import { STATE_CODES } from "./states";

/*
 * The one schema for a signup submission, shared by the wizard and POST /api/signup.
 * Client-safe: no server-only imports. It trims and bounds every string, folds
 * single-line fields onto one line, checks the email's shape and every enum, and
 * rejects unknown fields (at every level).
 */

export const ROLES = ["notary", "client", "contact"] as const;
export type Role = (typeof ROLES)[number];

export const EXPERIENCE = ["new", "1-3", ">3"] as const;
export const CERTIFICATE_TYPES = ["identrust", "other"] as const;
export const NOTARY_TYPES = ["traditional", "ron"] as const;
export const INDUSTRIES = ["attorney", "title_escrow", "lender", "business", "individual"] as const;
export const USES = ["re", "legal", "business", "personal"] as const;
export const CONTACT_METHODS = ["email", "phone", "text", "any"] as const;
export const URGENCIES = ["low", "medium", "high", "asap"] as const;
export const BEST_TIMES = ["morning", "afternoon", "evening", "anytime"] as const;

/** Upper bounds of every string field (characters, after trimming). */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 32,
  businessName: 200,
  message: 5000,
  challenge: 8192,
} as const;

/** The request body limit of POST /api/signup; larger bodies are refused before parsing. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Messages the person sees (SPEC section 8 and the HTTP contract). */
export const SIGNUP_MESSAGES = {
  verification: "Please complete the security verification.",
  sendFailed: "Failed to send email. Please try again or contact support.",
  generic: "Something went wrong. Please try again.",
  invalid: "Please check the highlighted fields.",
  malformed: "The request body must be a JSON object.",
  unsupportedType: "Send the signup as JSON (Content-Type: application/json).",
  tooLarge: "The signup is too large.",
  rateLimited: "Too many signups from your network. Please try again later.",
  unavailable: "The signup service is temporarily unavailable. Please try again in a minute.",
} as const;

// Whitespace and control characters (C0, DEL, C1, line/paragraph separators).
const SINGLE_LINE_JUNK = /[\s\u0000-\u001F\u007F-\u009F]+/gu;
const MULTI_LINE_JUNK = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/gu;

/** Any run of whitespace or control characters becomes one space; then trimmed. */
export function toSingleLine(value: string): string {
  return value.replace(SINGLE_LINE_JUNK, " ").trim();
}

function toMultiLine(value: string): string {
  return value
    .replace(/\r\n?|[\u2028\u2029]/g, "\n")
    .replace(MULTI_LINE_JUNK, "")
    .trim();
}

const text = z.string({ error: "Must be text." });
const atMost = (max: number) => z.maxLength(max, { error: `Use at most ${max} characters.` });
/** Turns "" into undefined, so optional fields are either a value or absent. */
const emptyToUndefined = <T,>(value: T | "" | undefined) => (value === "" ? undefined : value);

const requiredLine = (label: string, max: number) =>
  z.pipe(z.pipe(text, z.transform(toSingleLine)), z.string().check(z.minLength(1, { error: `Enter your ${label}.` }), atMost(max)));

const optionalLine = (max: number) =>
  z.pipe(z.optional(z.pipe(z.pipe(text, z.transform(toSingleLine)), z.string().check(atMost(max)))), z.transform(emptyToUndefined<string>));

const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(z.optional(z.enum(["", ...values], { error: "Choose one of the listed options." })), z.transform((value) => (value === "" ? undefined : (value as T[number] | undefined))));

const flag = z._default(z.boolean({ error: "Must be true or false." }), false);

const email = z.pipe(
  z.pipe(text, z.transform((value) => value.trim())),
  z.pipe(
    z.string().check(z.minLength(1, { error: "Enter your email address." }), atMost(LIMITS.email)),
    z.email({ error: "Enter a valid email address, like name@example.com." }),
  ),
);

const common = {
  /** Made by the wizard when the form opens; Resend idempotency keys derive from it. */
  id: z.uuid({ error: "Missing or malformed submission id." }),
  /** The bot-challenge token; checked by the route (403 when missing or invalid), not here. */
  challenge: z.optional(z.string().check(z.maxLength(LIMITS.challenge))),
  firstName: requiredLine("first name", LIMITS.name),
  lastName: requiredLine("last name", LIMITS.name),
  email,
  phone: optionalLine(LIMITS.phone),
  state: optionalChoice(STATE_CODES),
};

export const notarySubmissionSchema = z.strictObject({
  role: z.literal("notary"),
  ...common,
  commissionState: optionalChoice(STATE_CODES),
  experience: optionalChoice(EXPERIENCE),
  certificateType: optionalChoice(CERTIFICATE_TYPES),
  notaryTypes: z._default(z.strictObject({ traditional: flag, ron: flag }), { traditional: false, ron: false }),
  priorityListing: flag,
});

export const clientSubmissionSchema = z.strictObject({
  role: z.literal("client"),
  ...common,
  businessName: optionalLine(LIMITS.businessName),
  industry: optionalChoice(INDUSTRIES),
  uses: z._default(z.strictObject({ re: flag, legal: flag, business: flag, personal: flag }), { re: false, legal: false, business: false, personal: false }),
  discountedEarlyAccess: flag,
});

export const contactSubmissionSchema = z.strictObject({
  role: z.literal("contact"),
  ...common,
  message: z.pipe(z.optional(z.pipe(z.pipe(text, z.transform(toMultiLine)), z.string().check(atMost(LIMITS.message)))), z.transform(emptyToUndefined<string>)),
  preferredContact: optionalChoice(CONTACT_METHODS),
  urgency: optionalChoice(URGENCIES),
  bestTime: optionalChoice(BEST_TIMES),
});

export const signupSchema = z.discriminatedUnion("role", [notarySubmissionSchema, clientSubmissionSchema, contactSubmissionSchema], {
  error: "Choose a role: notary, client or contact.",
});

/** What the wizard sends. */
export type SignupInput = z.input<typeof signupSchema>;
/** What the server works with after parsing. */
export type Submission = z.output<typeof signupSchema>;
export type SubmissionOf<R extends Role> = Extract<Submission, { role: R }>;

export type FieldIssue = { path: string; message: string };

/** Zod issues as `{path, message}` pairs; unknown keys are reported one by one. */
export function toFieldIssues(error: z.core.$ZodError): FieldIssue[] {
  return error.issues.flatMap((issue) => {
    const base = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ path: base ? `${base}.${key}` : key, message: "Unknown field." }));
    }
    return [{ path: base, message: issue.message }];
  });
}
