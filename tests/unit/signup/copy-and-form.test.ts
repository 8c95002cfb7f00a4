import { describe, expect, it } from "vitest";
import { queryDataset } from "@/lib/sanity/bundled";
import { earlyAccessPageQuery } from "@/lib/sanity/queries";
import { DEFAULT_SIGNUP_COPY, shareMailto, withDefaults, type SignupCopy } from "@/lib/signup/copy";
import { canSubmit, EMPTY_FORM, fieldForIssuePath, newSubmissionId, toSubmission } from "@/lib/signup/form";
import { signupSchema } from "@/lib/signup/schema";
import { readDataset } from "../../support/dataset";

describe("the wizard's copy", () => {
  it("is bundled in content/ with exactly the code's defaults", async () => {
    const page = (await queryDataset(await readDataset(), earlyAccessPageQuery, { lang: "en" })) as Record<
      string,
      unknown
    > | null;
    expect(page).not.toBeNull();
    const { _id, _updatedAt, title, seo, language, translations, ...copy } = page ?? {};
    expect(_id).toBe("earlyAccessPage");
    expect(language).toBe("en");
    expect(translations).toEqual(expect.any(Array));
    expect(title).toBeTruthy();
    expect(_updatedAt).toEqual(expect.any(String));
    expect(seo).toMatchObject({ title: expect.any(String) });
    expect(copy).toEqual(DEFAULT_SIGNUP_COPY);
  });

  it("promises contacts an answer within 24 hours, and says Get Early Access / Send Message", () => {
    expect(DEFAULT_SIGNUP_COPY.thankYou.contactBody).toMatch(/24 hours/);
    expect(DEFAULT_SIGNUP_COPY.roles.notary.submitLabel).toBe("Get Early Access");
    expect(DEFAULT_SIGNUP_COPY.roles.client.submitLabel).toBe("Get Early Access");
    expect(DEFAULT_SIGNUP_COPY.roles.contact.submitLabel).toBe("Send Message");
    expect(DEFAULT_SIGNUP_COPY.thankYou.shareLabel).toBe("Share via Email");
    expect(DEFAULT_SIGNUP_COPY.thankYou.homeLabel).toBe("Back to Home");
  });

  it("takes content over the defaults, field by field; missing, null or blank fall back", () => {
    const merged = withDefaults<SignupCopy>(DEFAULT_SIGNUP_COPY, {
      choice: { heading: "Be first", intro: "  " },
      roles: { notary: { label: null }, contact: null },
      thankYou: undefined,
    });
    expect(merged.choice.heading).toBe("Be first");
    expect(merged.choice.intro).toBe(DEFAULT_SIGNUP_COPY.choice.intro);
    expect(merged.roles.notary.label).toBe(DEFAULT_SIGNUP_COPY.roles.notary.label);
    expect(merged.roles.contact).toEqual(DEFAULT_SIGNUP_COPY.roles.contact);
    expect(merged.thankYou).toEqual(DEFAULT_SIGNUP_COPY.thankYou);
    expect(withDefaults(DEFAULT_SIGNUP_COPY, null)).toEqual(DEFAULT_SIGNUP_COPY);
  });

  it("builds the share link with a prefilled subject and body", () => {
    const href = shareMailto(
      { shareSubject: "Join me & others", shareBody: "Sign up: {url}" },
      "https://example.com/early-access",
    );
    expect(href).toBe(
      "mailto:?subject=Join%20me%20%26%20others&body=Sign%20up%3A%20https%3A%2F%2Fexample.com%2Fearly-access",
    );
  });
});

describe("the wizard's form logic", () => {
  it("gates the submit button on trimmed names, email and a challenge token", () => {
    const filled = { firstName: "Ada", lastName: "L", email: "a@b.co" };
    expect(canSubmit(filled, "token")).toBe(true);
    expect(canSubmit(filled, null)).toBe(false);
    expect(canSubmit({ ...filled, firstName: "  " }, "token")).toBe(false);
    expect(canSubmit({ ...filled, lastName: "" }, "token")).toBe(false);
    expect(canSubmit({ ...filled, email: "\t" }, "token")).toBe(false);
    // No format checks in the gating (SPEC section 5): the schema checks on submit.
    expect(canSubmit({ ...filled, email: "not-an-email" }, "token")).toBe(true);
  });

  it("sends only the chosen role's fields, and the result passes the shared schema", () => {
    const form = {
      ...EMPTY_FORM,
      firstName: "Ada",
      lastName: "L",
      email: "a@b.co",
      message: "Hi",
      businessName: "Biz",
      commissionState: "TX",
      notaryRon: true,
      useLegal: true,
    };
    const notary = toSubmission("notary", form, newSubmissionId(), "t");
    expect(notary).toMatchObject({
      role: "notary",
      commissionState: "TX",
      notaryTypes: { traditional: false, ron: true },
    });
    expect(notary).not.toHaveProperty("message");
    expect(notary).not.toHaveProperty("businessName");
    const client = toSubmission("client", form, newSubmissionId(), "t");
    expect(client).toMatchObject({
      role: "client",
      businessName: "Biz",
      uses: { re: false, legal: true, business: false, personal: false },
    });
    const contact = toSubmission("contact", form, newSubmissionId(), "t");
    expect(contact).toMatchObject({ role: "contact", message: "Hi" });
    for (const body of [notary, client, contact]) expect(signupSchema.safeParse(body).success).toBe(true);
  });

  it("makes random version-4 submission ids", () => {
    const ids = new Set(Array.from({ length: 100 }, newSubmissionId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("maps server issue paths to form fields", () => {
    expect(fieldForIssuePath("email")).toBe("email");
    expect(fieldForIssuePath("notaryTypes.ron")).toBe("notaryRon");
    expect(fieldForIssuePath("uses.personal")).toBe("usePersonal");
    expect(fieldForIssuePath("isAdmin")).toBeNull();
  });
});
