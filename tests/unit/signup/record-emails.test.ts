import { describe, expect, it } from "vitest";
import { renderDigest } from "@/lib/signup/deferred-drain";
import { renderAdminEmail, renderApplicantEmail } from "@/lib/signup/emails";
import { signupSchema, signupSchemaFor } from "@/lib/signup/schema";
import { sampleSubmission } from "../../support/submissions";

/*
 * What the emails say about where a signup came from and what the person agreed to: the admin
 * email's Source and Consent sections (HTML, text, and so the digest), and, after a call or a
 * text asked for without consent, the confirmation promising only an email.
 */

const context = { from: "Early Access <ea@example.com>", adminEmail: "admin@example.com", brand: "Notavo" };
const submittedAt = new Date("2026-03-04T05:06:07Z");
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const inText = (iso: string) => `${iso.slice(0, 19).replace("T", " ")} UTC`;

const first = {
  source: "newsletter",
  medium: "email",
  campaign: "spring-launch",
  content: "hero-button",
  landing: "/solutions/notaries",
  lang: "en",
  at: ago(3 * 24 * 60),
};
const last = { referrer: "www.google.com", landing: "/es/notarizacion-en-linea/texas", lang: "es", at: ago(30) };
const notice = { revision: "sha256-0123456789abcdef", page: "/early-access", shownAt: ago(2) };
const phone = { text: "I agree that Notavo Technologies may call me or text me.", revision: "sha256-fedcba9876543210" };

describe("the admin notification's Source section", () => {
  it("names first and last touch: campaign, source, medium, term, content, referrer, landing page, language, time", async () => {
    const submission = signupSchema.parse(sampleSubmission("notary", { attribution: { first, last } }));
    const { text, html, subject } = await renderAdminEmail(submission, { ...context, submittedAt });
    expect(subject).toBe(`[Notavo] New NOTARY signup: ${submission.firstName} ${submission.lastName}`);
    expect(text).toContain(
      [
        "Source",
        "First touch:",
        "  Campaign: spring-launch",
        "  Source: newsletter",
        "  Medium: email",
        "  Term: None",
        "  Content: hero-button",
        "  Referrer: None (a direct visit, or the referring site sent none)",
        "  Landing page: /solutions/notaries",
        "  Language: English",
        `  Time: ${inText(first.at)}`,
        "Last touch:",
        "  Campaign: None",
      ].join("\n"),
    );
    for (const line of [
      "  Referrer: www.google.com",
      "  Landing page: /es/notarizacion-en-linea/texas",
      "  Language: Spanish",
    ])
      expect(text).toContain(line);
    for (const value of [
      "Source",
      "First touch",
      "Last touch",
      "spring-launch",
      "newsletter",
      "/solutions/notaries",
      "www.google.com",
    ])
      expect(html).toContain(value);
  });

  it("shows one visit once when it is both touches, and says when the browser kept none", async () => {
    const both = signupSchema.parse(sampleSubmission("client", { attribution: { first, last: first } }));
    const { text } = await renderAdminEmail(both, { ...context, submittedAt });
    expect(text).toContain("First and last touch:\n  Campaign: spring-launch");
    expect(text).not.toContain("Last touch:");
    const none = signupSchema.parse(sampleSubmission("client"));
    expect((await renderAdminEmail(none, { ...context, submittedAt })).text).toContain(
      "Source\nNot recorded: the browser kept no record of the visit",
    );
  });

  it("escapes what a visitor put in the address, and keeps it on one line", async () => {
    const submission = signupSchema.parse(
      sampleSubmission("client", {
        attribution: { first: { ...first, campaign: "<script>alert(1)</script>", term: "a\r\nBcc: evil@example.com" } },
      }),
    );
    const { html, text, subject } = await renderAdminEmail(submission, { ...context, submittedAt });
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(text).toContain("  Term: a Bcc: evil@example.com");
    expect(subject).not.toMatch(/[\r\n]/);
  });
});

describe("the admin notification's Consent section", () => {
  it("records the notice shown (revision, page, time), and the exact words of the consent to calls and texts", async () => {
    const submission = signupSchema.parse(
      sampleSubmission("contact", { preferredContact: "text", consent: { notice, phone } }),
    );
    for (const body of [(await renderAdminEmail(submission, { ...context, submittedAt })).text]) {
      expect(body).toContain(
        [
          "Consent",
          "Notice at collection: revision sha256-0123456789abcdef",
          "Shown on: /early-access",
          `Shown at: ${inText(notice.shownAt)}`,
          "Calls and texts: Consent given (revision sha256-fedcba9876543210)",
          `Consent text: ${phone.text}`,
        ].join("\n"),
      );
    }
    const { html } = await renderAdminEmail(submission, { ...context, submittedAt });
    for (const value of ["Consent", "sha256-0123456789abcdef", "/early-access", phone.text])
      expect(html).toContain(value);
  });

  it("says not to call or text without that consent, and to reply by email when a call or a text was asked for", async () => {
    const asked = signupSchema.parse(sampleSubmission("contact", { preferredContact: "phone", consent: { notice } }));
    expect((await renderAdminEmail(asked, { ...context, submittedAt })).text).toContain(
      "Calls and texts: No consent: do not call or text; reply by email only",
    );
    const notary = signupSchema.parse(sampleSubmission("notary"));
    const { text } = await renderAdminEmail(notary, { ...context, submittedAt });
    expect(text).toContain("Notice at collection: Not recorded");
    expect(text).toContain("Calls and texts: No consent: do not call or text\n");
  });

  it("reaches the digest too, which lists each signup as its own email would", async () => {
    const submission = signupSchema.parse(
      sampleSubmission("contact", { preferredContact: "any", attribution: { first }, consent: { notice, phone } }),
    );
    const digest = await renderDigest(
      [{ key: "k", submission, submittedAt: submittedAt.toISOString() }],
      { ...context },
      0,
    );
    for (const value of [
      "Campaign: spring-launch",
      "Landing page: /solutions/notaries",
      `Consent text: ${phone.text}`,
    ]) {
      expect(digest.text).toContain(value);
      expect(digest.html).toContain(value);
    }
  });
});

describe("the applicant confirmation after Contact us", () => {
  const confirmation = async (lang: "en" | "es", overrides: Record<string, unknown>) =>
    (
      await renderApplicantEmail(
        signupSchemaFor(lang).parse(sampleSubmission("contact", { lang, ...overrides })),
        context,
      )
    ).text;

  it("promises an answer by email, never a call or a text, when one was asked for without consent", async () => {
    for (const preferredContact of ["phone", "text", "any"]) {
      expect(await confirmation("en", { preferredContact, consent: { notice } })).toContain(
        "A member of our team will reply to this address by email within 24 hours on business days.",
      );
      expect(await confirmation("es", { preferredContact })).toContain(
        "Un miembro de nuestro equipo le responderá por correo electrónico a esta dirección en un plazo de 24 horas en días hábiles.",
      );
    }
  });

  it("keeps its usual words after an email was asked for, or with consent to calls and texts", async () => {
    expect(await confirmation("en", { preferredContact: "email" })).toContain(
      "A member of our team will respond within 24 hours on business days.",
    );
    expect(await confirmation("en", { preferredContact: "phone", consent: { notice, phone } })).toContain(
      "A member of our team will respond within 24 hours on business days.",
    );
    expect(await confirmation("es", { preferredContact: "text", consent: { notice, phone } })).toContain(
      "Un miembro de nuestro equipo le responderá en un plazo de 24 horas en días hábiles.",
    );
  });
});
