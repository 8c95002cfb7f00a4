import { describe, expect, it } from "vitest";
import { renderAdminEmail, renderApplicantEmail, subjectLine } from "@/lib/signup/emails";
import { INVISIBLE_FORMATTING, signupSchema, toSingleLine } from "@/lib/signup/schema";
import { sampleSubmission } from "../../support/submissions";

/*
 * Bidirectional overrides, embeddings and isolates (and the invisible marks around them)
 * rearrange how the text after them is shown: "\u202Emoc.elpmaxe" reads "example.com".
 * The one schema (wizard and server) removes them from every free-text field, and
 * `toSingleLine` (subjects, names in emails) removes them again.
 */

const BIDI = [
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\u200E",
  "\u200F",
  "\u061C",
];
const SPLITTERS = ["\u200B", "\u2060", "\uFEFF"];
const ANY_INVISIBLE = new RegExp(INVISIBLE_FORMATTING.source, "u");
const OVERRIDES_AND_ISOLATES = /[\u202A-\u202E\u2066-\u2069]/u;

describe("bidirectional controls in signup text", () => {
  it("are removed from names, phone, business name and message by the schema", () => {
    for (const mark of [...BIDI, ...SPLITTERS]) {
      const code = `U+${mark.codePointAt(0)?.toString(16).toUpperCase()}`;
      const client = signupSchema.parse(
        sampleSubmission("client", {
          firstName: `Eve${mark}lyn`,
          lastName: `${mark}Smith${mark}`,
          phone: `555${mark}0100`,
          businessName: `Acme${mark} LLC`,
        }),
      );
      expect(client.firstName, code).toBe("Evelyn");
      expect(client.lastName, code).toBe("Smith");
      expect(client.phone, code).toBe("5550100");
      expect(client.role === "client" && client.businessName, code).toBe("Acme LLC");
      const contact = signupSchema.parse(sampleSubmission("contact", { message: `line one${mark}\nline${mark} two` }));
      expect(contact.role === "contact" && contact.message, code).toBe("line one\nline two");
    }
  });

  it("turn the attack from the issue into plain text: the override no longer reverses what follows", () => {
    const parsed = signupSchema.parse(
      sampleSubmission("notary", {
        firstName: "Visit \u202Emoc.elpmaxe\u202C to claim",
        lastName: "\u2067Admin\u2069",
      }),
    );
    expect(parsed.firstName).toBe("Visit moc.elpmaxe to claim");
    expect(parsed.lastName).toBe("Admin");
    expect(parsed.firstName).not.toMatch(ANY_INVISIBLE);
  });

  it("are removed from the email address too (pasted with an invisible mark, it is still the address)", () => {
    expect(signupSchema.parse(sampleSubmission("notary", { email: "\u200Bada@example.com\u202C" })).email).toBe(
      "ada@example.com",
    );
    expect(signupSchema.safeParse(sampleSubmission("notary", { email: "ada@exa\u202Emple.com" })).success).toBe(true);
  });

  it("leave what scripts need: letters of right-to-left languages and zero-width joiners", () => {
    const parsed = signupSchema.parse(
      sampleSubmission("notary", { firstName: "דוד", lastName: "👩\u200D💻 محمد\u200Cی" }),
    );
    expect(parsed.firstName).toBe("דוד");
    expect(parsed.lastName).toBe("👩\u200D💻 محمد\u200Cی");
  });

  it("never reach a subject or an email body, even from values that skipped the schema", async () => {
    expect(toSingleLine("a\u202Eb\u2066c\u2069 d\u200F")).toBe("abc d");
    expect(subjectLine(`[Brand] New NOTARY signup: \u202Eevil\u202C`)).toBe("[Brand] New NOTARY signup: evil");
    const raw = {
      ...signupSchema.parse(sampleSubmission("notary")),
      firstName: "Eve\u202Eevil",
      lastName: "\u2066Smith\u2069",
    };
    const context = { from: "a@example.com", adminEmail: "admin@example.com", brand: "Notavo" };
    const admin = await renderAdminEmail(raw, { ...context, submittedAt: new Date("2026-01-01T00:00:00Z") });
    expect(admin.subject).toBe("[Notavo] New NOTARY signup: Eveevil Smith");
    const applicant = await renderApplicantEmail(raw, context);
    for (const part of [admin.subject, admin.text, applicant.subject, applicant.text])
      expect(part).not.toMatch(ANY_INVISIBLE);
    // The HTML's preview line is padded with zero-width characters by React Email itself; no override or isolate is there.
    for (const html of [admin.html, applicant.html]) expect(html).not.toMatch(OVERRIDES_AND_ISOLATES);
    expect(admin.html).toContain("Eveevil");
  });
});
