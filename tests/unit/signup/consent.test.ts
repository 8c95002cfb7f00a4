import { validateDocument, type ValidationClient } from "@sanity/validation";
import { vercelStegaCombine } from "@vercel/stega";
import { createSchema } from "sanity";
import { describe, expect, it } from "vitest";
import { schemaTypes } from "@/schemas";
import { callOrTextWithoutConsent, cleanConsent } from "@/lib/signup/consent";
import { consentTexts, contentRevision } from "@/lib/signup/content";
import { DEFAULT_SIGNUP_COPY } from "@/lib/signup/copy";
import { idempotencyBase } from "@/lib/signup/deliver";
import { EMPTY_FORM, toSubmission } from "@/lib/signup/form";
import { signupSchema, type Submission } from "@/lib/signup/schema";
import { readDataset } from "../../support/dataset";
import { sampleSubmission } from "../../support/submissions";

const now = new Date("2026-11-27T12:00:00.000Z");
const notice = { revision: "sha256-0123456789abcdef", page: "/early-access", shownAt: "2026-11-27T11:58:00.000Z" };
const phone = { text: "I agree that Notavo Technologies may call me or text me.", revision: "sha256-fedcba9876543210" };
const recent = () => new Date(Date.now() - 60_000).toISOString();

describe("cleaning the consent record the wizard sends", () => {
  it("keeps a well-formed record: the notice, and the phone consent's exact words and revision", () => {
    expect(cleanConsent({ notice, phone }, now)).toEqual({ notice, phone });
    expect(cleanConsent({ notice }, now)).toEqual({ notice });
  });

  it("is no record at all without a valid notice (revision, page on this site, time not in the future)", () => {
    for (const bad of [
      { ...notice, revision: "" },
      { ...notice, revision: "has space" },
      { ...notice, revision: "x".repeat(65) },
      { ...notice, revision: "<script>" },
      { ...notice, page: "javascript:alert(1)" },
      { ...notice, page: "https://evil.example/early-access" },
      { ...notice, page: "/early-access?utm_source=x" },
      { ...notice, shownAt: "2026-11-28T12:00:00.000Z" },
      { ...notice, shownAt: "not a time" },
      { ...notice, shownAt: 1764244800000 },
      "notice",
      null,
      [notice],
    ])
      expect(cleanConsent({ notice: bad, phone }, now), JSON.stringify(bad)).toBeUndefined();
    for (const value of [undefined, null, "yes", 1, true, [], { phone }])
      expect(cleanConsent(value, now)).toBeUndefined();
  });

  it("leaves out a phone consent whose words or revision are malformed: nobody may then call or text", () => {
    for (const bad of [
      { ...phone, text: "" },
      { ...phone, text: "x".repeat(1001) },
      { ...phone, text: "I agree\u0000" },
      { ...phone, text: "I agree \u202Eseton" },
      { ...phone, text: ["I agree"] },
      { ...phone, revision: undefined },
      { ...phone, revision: "two words" },
      "yes",
      true,
    ])
      expect(cleanConsent({ notice, phone: bad }, now), JSON.stringify(bad)?.slice(0, 60)).toEqual({ notice });
    expect(cleanConsent({ notice, phone: { ...phone, text: ` ${phone.text}\n` } }, now)?.phone?.text).toBe(phone.text);
  });

  it("keeps a phone consent only where the form shows its box: Contact us with a call, a text or any method", () => {
    const consent = { notice: { ...notice, shownAt: recent() }, phone };
    for (const method of ["phone", "text", "any"]) {
      const parsed = signupSchema.parse(sampleSubmission("contact", { preferredContact: method, consent }));
      expect(parsed.consent?.phone, method).toEqual(phone);
    }
    for (const overrides of [{ preferredContact: "email" }, { preferredContact: "" }, {}]) {
      const input = { ...sampleSubmission("contact", { consent }), preferredContact: undefined, ...overrides };
      expect(signupSchema.parse(input).consent, JSON.stringify(overrides)).toEqual({ notice: consent.notice });
    }
    for (const role of ["notary", "client"] as const)
      expect(signupSchema.parse(sampleSubmission(role, { consent })).consent, role).toEqual({ notice: consent.notice });
  });

  it("never makes the schema refuse a signup", () => {
    for (const consent of [
      null,
      1,
      "x",
      [],
      { notice: "x" },
      { notice, phone: 5 },
      { notice: { page: "x".repeat(60_000) } },
    ])
      expect(signupSchema.safeParse(sampleSubmission("contact", { consent })).success).toBe(true);
  });

  it("tells when a call or a text was asked for without consent (then only an email may answer)", () => {
    const contact = (preferredContact: string | undefined, withPhone: boolean) =>
      ({
        role: "contact",
        preferredContact,
        consent: { notice, ...(withPhone ? { phone } : {}) },
      }) as Submission;
    expect(callOrTextWithoutConsent(contact("phone", false))).toBe(true);
    expect(callOrTextWithoutConsent(contact("text", false))).toBe(true);
    expect(callOrTextWithoutConsent(contact("any", false))).toBe(true);
    expect(callOrTextWithoutConsent(contact("phone", true))).toBe(false);
    expect(callOrTextWithoutConsent(contact("email", false))).toBe(false);
    expect(callOrTextWithoutConsent(contact(undefined, false))).toBe(false);
    expect(callOrTextWithoutConsent({ role: "notary" } as Submission)).toBe(false);
  });
});

describe("what the page gives the wizard to record", () => {
  it("names the company in the consent, and gives each text a revision that follows its words only", () => {
    const texts = consentTexts(DEFAULT_SIGNUP_COPY.form, "Notavo Technologies");
    expect(texts.phone.text).toContain("I agree that Notavo Technologies may call me or text me");
    expect(texts.phone.text).not.toContain("{company}");
    expect(texts.noticeRevision).toMatch(/^sha256-[0-9a-f]{16}$/);
    expect(texts.phone.revision).toBe(contentRevision(DEFAULT_SIGNUP_COPY.form.phoneConsent));
    // The cleaning keeps both, as they are.
    expect(cleanConsent({ notice: { ...notice, revision: texts.noticeRevision }, phone: texts.phone }, now)).toEqual({
      notice: { ...notice, revision: texts.noticeRevision },
      phone: texts.phone,
    });

    const reworded = { ...DEFAULT_SIGNUP_COPY.form, collectionNotice: "Other words. {privacyLink}" };
    expect(consentTexts(reworded, "Notavo Technologies").noticeRevision).not.toBe(texts.noticeRevision);
    const otherLink = { ...DEFAULT_SIGNUP_COPY.form, privacyHref: "/privacy-2027" };
    expect(consentTexts(otherLink, "Notavo Technologies").noticeRevision).not.toBe(texts.noticeRevision);
    const otherButton = { ...DEFAULT_SIGNUP_COPY.form, backLabel: "Go back" };
    expect(consentTexts(otherButton, "Notavo Technologies")).toEqual(texts);
  });

  it("records no stega: a draft's invisible characters are cleaned from the words and the revisions", () => {
    const texts = consentTexts(DEFAULT_SIGNUP_COPY.form, "Notavo Technologies");
    const stega = (text: string) => vercelStegaCombine(text, { origin: "sanity.io", href: "/studio/intent/edit" });
    const draft = {
      ...DEFAULT_SIGNUP_COPY.form,
      collectionNotice: stega(DEFAULT_SIGNUP_COPY.form.collectionNotice),
      phoneConsent: stega(DEFAULT_SIGNUP_COPY.form.phoneConsent),
    };
    expect(draft.phoneConsent).not.toBe(DEFAULT_SIGNUP_COPY.form.phoneConsent);
    expect(consentTexts(draft, stega("Notavo Technologies"))).toEqual(texts);
  });
});

describe("the wizard's request body", () => {
  const form = { ...EMPTY_FORM, firstName: "Ada", lastName: "L", email: "ada@example.com", phoneConsent: true };
  const record = {
    attribution: { first: { landing: "/", lang: "en" as const, at: recent() } },
    notice,
    phoneConsent: phone,
  };

  it("sends the attribution and the notice, and the phone consent only when its box is shown and ticked", () => {
    const body = toSubmission("contact", { ...form, preferredContact: "text" }, "id", "token", "en", record);
    expect(body).toMatchObject({ attribution: record.attribution, consent: { notice, phone } });
    for (const [role, preferredContact, phoneConsent] of [
      ["contact", "email", true],
      ["contact", "", true],
      ["contact", "phone", false],
      ["notary", "phone", true],
      ["client", "any", true],
    ] as const) {
      const other = toSubmission(role, { ...form, preferredContact, phoneConsent }, "id", "token", "en", record);
      expect(other.consent, `${role} ${preferredContact} ${phoneConsent}`).toEqual({ notice });
    }
    expect(toSubmission("contact", form, "id", "token")).not.toHaveProperty("consent");
    expect(toSubmission("contact", form, "id", "token")).not.toHaveProperty("attribution");
  });
});

describe("the idempotency key", () => {
  const base = sampleSubmission("contact", { id: crypto.randomUUID(), preferredContact: "phone" });
  const key = (overrides: Record<string, unknown>) => idempotencyBase(signupSchema.parse({ ...base, ...overrides }));

  it("stays the same for a retry whose attribution or notice record changed, and is the key a signup without them had", () => {
    const without = key({});
    expect(key({ attribution: { first: { landing: "/", lang: "en", at: recent() } } })).toBe(without);
    expect(key({ attribution: { last: { landing: "/es", lang: "es", at: recent(), source: "x" } } })).toBe(without);
    expect(key({ consent: { notice: { ...notice, shownAt: recent() } } })).toBe(without);
    expect(key({ consent: { notice: { ...notice, shownAt: recent(), revision: "sha256-1111111111111111" } } })).toBe(
      without,
    );
  });

  it("changes when the person ticks the consent to calls and texts (a new message, like a corrected field)", () => {
    const consent = { notice: { ...notice, shownAt: recent() }, phone };
    expect(key({ consent })).not.toBe(key({}));
    expect(key({ consent })).toBe(
      key({ consent: { ...consent, notice: { ...consent.notice, page: "/es/acceso-anticipado" } } }),
    );
  });
});

describe("the consent to calls and texts in the Studio", () => {
  const schema = createSchema({ name: "default", types: schemaTypes });
  const client = { fetch: async () => null, withConfig: () => client } as unknown as ValidationClient;

  async function markers(form: Record<string, unknown>) {
    const page = (await readDataset()).find((document) => document._id === "earlyAccessPage") as Record<
      string,
      unknown
    >;
    const result = await validateDocument({
      document: {
        _createdAt: "2026-01-01T00:00:00Z",
        _updatedAt: "2026-01-01T00:00:00Z",
        _rev: "x",
        ...page,
        form: { ...(page.form as object), ...form },
      } as never,
      schema,
      client,
      getDocumentExists: async () => true,
    });
    return result.markers
      .filter((marker) => marker.path.join(".").startsWith("form.phoneConsent"))
      .map((marker) => `${marker.level} ${marker.path.join(".")}: ${marker.message}`);
  }

  it("must name the company, and warns until counsel has reviewed it", async () => {
    expect(await markers({})).toEqual([
      expect.stringMatching(/^warning form\.phoneConsentNeedsCounselReview: .*have counsel review/),
    ]);
    expect(
      await markers({ phoneConsent: "I agree that you may call me.", phoneConsentNeedsCounselReview: false }),
    ).toEqual([expect.stringMatching(/^error form\.phoneConsent: Include \{company\}/)]);
    expect(await markers({ phoneConsentNeedsCounselReview: false })).toEqual([]);
  });
});
