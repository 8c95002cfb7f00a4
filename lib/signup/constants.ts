/*
 * The signup's constants, free of zod: the wizard imports these eagerly and loads the
 * schema (lib/signup/schema.ts) only when a form opens.
 */

export const ROLES = ["notary", "client", "contact"] as const;
export type Role = (typeof ROLES)[number];

export const EXPERIENCE = ["new", "1-3", ">3"] as const;
export const CERTIFICATE_TYPES = ["identrust", "other"] as const;
export const NOTARY_TYPES = ["traditional", "ron"] as const;
export const INDUSTRIES = ["attorney", "title_escrow", "lender", "business", "individual"] as const;
export const USES = ["re", "legal", "business", "personal"] as const;
export const CONTACT_METHODS = ["email", "phone", "text", "any"] as const;
/** The contact methods that include a phone call or a text: the form asks for one-to-one consent before either. */
export const CALL_OR_TEXT_METHODS: readonly string[] = ["phone", "text", "any"];
/**
 * Whether the form asks for consent to calls and texts: the Contact us form, with a contact
 * method (as submitted, or as the form holds it) that includes a call or a text.
 */
export const asksForPhoneConsent = (role: string, method: string | undefined): boolean =>
  role === "contact" && CALL_OR_TEXT_METHODS.includes(method ?? "");
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

/** After this long still solving the challenge, the wizard says it is taking longer than usual (a second is usual). */
export const CHALLENGE_SLOW_MS = 8_000;

/** How long the wizard waits for POST /api/signup; the route's own budget stays well below it (lib/signup/deliver.ts). */
export const SIGNUP_SUBMIT_TIMEOUT_MS = 30_000;

/* The messages the person sees, per language: lib/signup/messages.ts. */
