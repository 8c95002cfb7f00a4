import { describe, expect, it } from "vitest";
import { absoluteUrl } from "@/lib/seo/metadata";
import { DEFAULT_SIGNUP_COPY } from "@/lib/signup/copy";
import { privacyLine, renderAdminEmail, renderApplicantEmail } from "@/lib/signup/emails";
import { signupSchema } from "@/lib/signup/schema";
import { testRuntime } from "../../support/signup-runtime";
import { sampleSubmission } from "../../support/submissions";

/* The applicant confirmation points to the privacy notice by its absolute address. */

const context = { from: "Early Access <ea@example.com>", adminEmail: "admin@example.com", brand: "Notavo" };
const SITE = "https://notavo.example";

describe("the confirmation's privacy line", () => {
  it("names the privacy notice with its absolute address in the HTML and the text, for every role", async () => {
    const url = absoluteUrl("/privacy");
    expect(url).toMatch(/^https?:\/\/[^/]+\/privacy$/);
    for (const role of ["notary", "client", "contact"] as const) {
      const { html, text } = await renderApplicantEmail(signupSchema.parse(sampleSubmission(role)), context);
      expect(text, role).toContain(
        `Read our privacy notice (${url}) to see what we keep from the early-access page, for how long, and how to use your privacy rights.`,
      );
      expect(html, role).toContain(`Read our privacy notice (${url}) to see what we keep`);
    }
  });

  it("makes a path absolute on the site's address and keeps an https address as it is", () => {
    const form = DEFAULT_SIGNUP_COPY.form;
    expect(privacyLine(form, SITE)).toEqual({
      note: form.confirmationPrivacyNote,
      label: "privacy notice",
      url: `${SITE}/privacy`,
    });
    expect(privacyLine({ ...form, privacyHref: "/legal/privacy#signup" }, `${SITE}/`).url).toBe(
      `${SITE}/legal/privacy#signup`,
    );
    expect(privacyLine({ ...form, privacyHref: "https://legal.example.com/privacy" }, SITE).url).toBe(
      "https://legal.example.com/privacy",
    );
    // An address Studio would refuse never reaches an email: the default path is used instead.
    for (const href of ["javascript:alert(1)", "//evil.example/privacy", "http://example.com/privacy"])
      expect(privacyLine({ ...form, privacyHref: href }, SITE).url, href).toBe(`${SITE}/privacy`);
  });

  it("takes its words from content, escaped, and still repeats nothing anyone typed", async () => {
    const submission = signupSchema.parse(
      sampleSubmission("contact", {
        firstName: "<img src=x onerror=alert(1)>",
        lastName: "Visit evil.example",
        message: "<script>alert('x')</script> & more",
      }),
    );
    const privacy = {
      note: "How we handle data <b>& more</b>: our {privacyLink}",
      label: "Privacy & data",
      url: `${SITE}/privacy`,
    };
    const { html, text } = await renderApplicantEmail(submission, { ...context, privacy });
    expect(text).toContain(`How we handle data <b>& more</b>: our Privacy & data (${SITE}/privacy)`);
    expect(html).toContain(
      `How we handle data &lt;b&gt;&amp; more&lt;/b&gt;: our Privacy &amp; data (${SITE}/privacy)`,
    );
    for (const body of [html, text]) {
      for (const typed of ["<img", "onerror", "evil.example", "<script>", "alert(", submission.email])
        expect(body, typed).not.toContain(typed);
    }
    // No markup link at all: mail clients link the written-out address themselves.
    expect(html).not.toMatch(/<a\b/i);
  });

  it("is not in the admin notification", async () => {
    const admin = await renderAdminEmail(signupSchema.parse(sampleSubmission("notary")), {
      ...context,
      submittedAt: new Date("2026-03-04T05:06:07Z"),
    });
    for (const body of [admin.html, admin.text]) expect(body).not.toContain("/privacy");
  });
});

describe("the signup runtime's email context", () => {
  it("builds the privacy line from the early-access page's copy on NEXT_PUBLIC_SITE_URL", async () => {
    const runtime = await testRuntime({ NEXT_PUBLIC_SITE_URL: SITE });
    expect((await runtime.deps.emailContext("en")).privacy).toEqual({
      note: DEFAULT_SIGNUP_COPY.form.confirmationPrivacyNote,
      label: DEFAULT_SIGNUP_COPY.form.privacyLinkLabel,
      url: `${SITE}/privacy`,
    });
  });

  it("follows an editor's address and words", async () => {
    const form = {
      ...DEFAULT_SIGNUP_COPY.form,
      privacyHref: "https://legal.example.com/privacy",
      privacyLinkLabel: "data notice",
    };
    const runtime = await testRuntime({ NEXT_PUBLIC_SITE_URL: SITE }, undefined, { formCopy: async () => form });
    expect((await runtime.deps.emailContext("en")).privacy).toMatchObject({
      label: "data notice",
      url: "https://legal.example.com/privacy",
    });
  });
});
