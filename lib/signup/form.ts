import type { Lang } from "@/lib/routing/paths";
import { asksForPhoneConsent, type Role } from "./constants";
import type { Attribution, ConsentRecord } from "./record";
import type { SignupInput } from "./schema";

/**
 * The wizard's form state: every field of every role, as the inputs hold them.
 * Client-safe. `toSubmission` picks the chosen role's fields for the request.
 */
export type SignupForm = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  state: string;
  commissionState: string;
  experience: string;
  certificateType: string;
  notaryTraditional: boolean;
  notaryRon: boolean;
  priorityListing: boolean;
  businessName: string;
  industry: string;
  useRe: boolean;
  useLegal: boolean;
  useBusiness: boolean;
  usePersonal: boolean;
  discountedEarlyAccess: boolean;
  message: string;
  preferredContact: string;
  /** The consent to calls and texts (Contact us, when the method includes a call or a text); never ticked in advance. */
  phoneConsent: boolean;
  urgency: string;
  bestTime: string;
};

export type TextField = { [K in keyof SignupForm]: SignupForm[K] extends string ? K : never }[keyof SignupForm];
export type FlagField = { [K in keyof SignupForm]: SignupForm[K] extends boolean ? K : never }[keyof SignupForm];

export const EMPTY_FORM: SignupForm = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  state: "",
  commissionState: "",
  experience: "",
  certificateType: "",
  notaryTraditional: false,
  notaryRon: false,
  priorityListing: false,
  businessName: "",
  industry: "",
  useRe: false,
  useLegal: false,
  useBusiness: false,
  usePersonal: false,
  discountedEarlyAccess: false,
  message: "",
  preferredContact: "",
  phoneConsent: false,
  urgency: "",
  bestTime: "",
};

/** SPEC section 5: first name, last name and email non-empty after trimming, and a challenge token. */
export function canSubmit(form: Pick<SignupForm, "firstName" | "lastName" | "email">, token: string | null): boolean {
  return Boolean(token) && [form.firstName, form.lastName, form.email].every((value) => value.trim() !== "");
}

// Select values are plain strings in the form; the schema checks them on both sides.
const choice = (value: string) => value as never;

/** What a signup carries besides the form: the browser's attribution, the notice as shown, the consent to calls and texts as the box shows it. */
export type SubmissionRecord = {
  attribution?: Attribution;
  notice?: ConsentRecord["notice"];
  phoneConsent?: NonNullable<ConsentRecord["phone"]>;
};

/**
 * The request body for the chosen role (only that role's fields), with the wizard's language and
 * the signup's record; the phone consent only when its box is shown and ticked.
 */
export function toSubmission(
  role: Role,
  form: SignupForm,
  id: string,
  challenge: string,
  lang: Lang = "en",
  { attribution, notice, phoneConsent }: SubmissionRecord = {},
): SignupInput {
  const phone =
    phoneConsent && form.phoneConsent && asksForPhoneConsent(role, form.preferredContact)
      ? { phone: phoneConsent }
      : {};
  const common = {
    id,
    challenge,
    lang,
    ...(attribution ? { attribution } : {}),
    ...(notice ? { consent: { notice, ...phone } } : {}),
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    phone: form.phone,
    state: choice(form.state),
  };
  switch (role) {
    case "notary":
      return {
        role,
        ...common,
        commissionState: choice(form.commissionState),
        experience: choice(form.experience),
        certificateType: choice(form.certificateType),
        notaryTypes: { traditional: form.notaryTraditional, ron: form.notaryRon },
        priorityListing: form.priorityListing,
      };
    case "client":
      return {
        role,
        ...common,
        businessName: form.businessName,
        industry: choice(form.industry),
        uses: { re: form.useRe, legal: form.useLegal, business: form.useBusiness, personal: form.usePersonal },
        discountedEarlyAccess: form.discountedEarlyAccess,
      };
    case "contact":
      return {
        role,
        ...common,
        message: form.message,
        preferredContact: choice(form.preferredContact),
        urgency: choice(form.urgency),
        bestTime: choice(form.bestTime),
      };
  }
}

/** Which form field a server issue path points at (for linking errors to inputs). */
export function fieldForIssuePath(path: string): keyof SignupForm | null {
  const map: Record<string, keyof SignupForm> = {
    "notaryTypes.traditional": "notaryTraditional",
    "notaryTypes.ron": "notaryRon",
    "uses.re": "useRe",
    "uses.legal": "useLegal",
    "uses.business": "useBusiness",
    "uses.personal": "usePersonal",
  };
  if (path in map) return map[path] ?? null;
  return path in EMPTY_FORM ? (path as keyof SignupForm) : null;
}

/**
 * A random RFC 4122 version-4 id. Uses getRandomValues, which (unlike
 * crypto.randomUUID) also exists outside secure contexts.
 */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
