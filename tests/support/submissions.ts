import type { SignupInput } from "@/lib/signup/schema";

let counter = 0;

/** A v4 uuid that differs per call. */
export function uuid(): string {
  return crypto.randomUUID();
}

/** A complete valid submission of each role (every field filled). */
export function sampleSubmission(
  role: "notary" | "client" | "contact",
  overrides: Record<string, unknown> = {},
): SignupInput {
  counter += 1;
  const common = {
    id: uuid(),
    firstName: "Ada",
    lastName: `Lovelace${counter}`,
    email: `ada${counter}@example.com`,
    phone: "+1 (555) 010-0000",
    state: "TX",
  };
  const byRole = {
    notary: {
      role: "notary",
      ...common,
      commissionState: "CA",
      experience: "1-3",
      certificateType: "identrust",
      notaryTypes: { traditional: true, ron: true },
      priorityListing: true,
    },
    client: {
      role: "client",
      ...common,
      businessName: "Analytical Engines LLC",
      industry: "title_escrow",
      uses: { re: true, legal: false, business: true, personal: false },
      discountedEarlyAccess: true,
    },
    contact: {
      role: "contact",
      ...common,
      message: "Hello\nWe need 40 closings a month.",
      preferredContact: "phone",
      urgency: "asap",
      bestTime: "afternoon",
    },
  } as const;
  return { ...byRole[role], ...overrides } as SignupInput;
}
