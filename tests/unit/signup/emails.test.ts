import { describe, expect, it } from "vitest";
import { renderAdminEmail, renderApplicantEmail, subjectLine } from "@/lib/signup/emails";
import { signupSchema } from "@/lib/signup/schema";
import { sampleSubmission } from "../../support/submissions";

const context = { from: "Early Access <ea@example.com>", adminEmail: "admin@example.com", brand: "Notavo" };
const submittedAt = new Date("2026-03-04T05:06:07Z");

describe("the admin notification", () => {
  it("has the role upper-cased and the name in a single-line subject, and every field with the time in text and HTML", async () => {
    const submission = signupSchema.parse(sampleSubmission("notary", { firstName: "Grace", lastName: "Hopper" }));
    const message = await renderAdminEmail(submission, { ...context, submittedAt });
    expect(message.to).toBe("admin@example.com");
    expect(message.from).toBe(context.from);
    expect(message.replyTo).toBe(submission.email);
    expect(message.subject).toBe("[Notavo] New NOTARY signup: Grace Hopper");
    for (const body of [message.text, message.html]) {
      for (const expected of [
        "Grace",
        "Hopper",
        submission.email,
        "+1 (555) 010-0000",
        "Texas (TX)",
        "California (CA)",
        "1–3 years",
        "IdenTrust",
        "Traditional notary, Remote online notary (RON)",
        "Yes",
        "2026-03-04 05:06:07 UTC",
        submission.id,
      ]) {
        expect(body).toContain(expected);
      }
    }
  });

  it("lists each role's own fields, saying what was left out", async () => {
    const client = signupSchema.parse(sampleSubmission("client"));
    const clientText = (await renderAdminEmail(client, { ...context, submittedAt })).text;
    for (const expected of [
      "Analytical Engines LLC",
      "Title / escrow",
      "Real estate, Business",
      "discounted early-access pricing",
    ])
      expect(clientText).toContain(expected);
    const contact = signupSchema.parse(sampleSubmission("contact", { phone: "", state: "" }));
    const contactMessage = await renderAdminEmail(contact, { ...context, submittedAt });
    expect(contactMessage.subject).toMatch(/New CONTACT signup/);
    for (const expected of [
      "We need 40 closings a month.",
      "Phone call",
      "As soon as possible",
      "Afternoon (12 PM–5 PM)",
      "Not provided",
    ])
      expect(contactMessage.text).toContain(expected);
  });

  it("escapes user text in the HTML", async () => {
    const submission = signupSchema.parse(
      sampleSubmission("contact", {
        firstName: "<img src=x onerror=alert(1)>",
        message: "<script>alert('x')</script> & more",
      }),
    );
    const { html } = await renderAdminEmail(submission, { ...context, submittedAt });
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;");
  });

  it("keeps subjects on one bounded line whatever the input", () => {
    expect(subjectLine("a\r\nBcc: evil@example.com\u2028b")).toBe("a Bcc: evil@example.com b");
    expect(subjectLine("x".repeat(500))).toHaveLength(200);
  });
});

describe("the applicant confirmation", () => {
  it("goes to the applicant and repeats nothing anyone typed, not even the first name", async () => {
    const submission = signupSchema.parse(
      sampleSubmission("contact", { firstName: "Visit evil.example to claim", message: "Visit https://spam.example" }),
    );
    const message = await renderApplicantEmail(submission, context);
    expect(message.to).toBe(submission.email);
    expect(message.subject).toBe("We received your message to Notavo");
    expect(message.text).toContain("within 24 hours on business days");
    for (const body of [message.text, message.html]) {
      for (const typed of ["evil.example", "Visit", "spam.example", submission.lastName, submission.email, "Hi "])
        expect(body, typed).not.toContain(typed);
    }
  });

  it("says someone used this address, what to do if it was not them, and promises only one such email a window", async () => {
    for (const role of ["notary", "client", "contact"] as const) {
      const { text } = await renderApplicantEmail(signupSchema.parse(sampleSubmission(role)), {
        ...context,
        recipientWindowSeconds: 86_400,
      });
      expect(text, role).toMatch(/Someone .+ gave this email address/);
      expect(text, role).toContain(
        "If this wasn't you: someone else typed your address. You don't need to do anything: ignore this email.",
      );
      expect(text, role).toContain("We send at most one of these confirmations to an address in a day.");
      expect(text, role).not.toMatch(/won't write again/);
    }
    const { text } = await renderApplicantEmail(signupSchema.parse(sampleSubmission("client")), {
      ...context,
      recipientWindowSeconds: 7_200,
    });
    expect(text).toContain("to an address in 2 hours.");
  });

  it("welcomes notaries and clients to the list (fixed subjects)", async () => {
    for (const role of ["notary", "client"] as const) {
      const message = await renderApplicantEmail(signupSchema.parse(sampleSubmission(role)), context);
      expect(message.subject).toBe("You're on the Notavo early-access list");
    }
  });
});
