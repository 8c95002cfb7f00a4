import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { handleSignup } from "@/lib/signup/handler";
import { renderAdminEmail, renderApplicantEmail } from "@/lib/signup/emails";
import type { Submission } from "@/lib/signup/schema";
import { startFakeResend, type FakeResend } from "../../support/fake-resend";
import { postJson, settleConfirmations, testRuntime, tokenFor } from "../../support/signup-runtime";
import { sampleSubmission } from "../../support/submissions";

/*
 * Hostile text in a signup (CR/LF with a Bcc: line, tags, comments, entities, quotes)
 * through the real route, templates and transports: subjects stay one line, no header can
 * be injected, the HTML shows the text instead of running it, and the plain text keeps it.
 */

let fake: FakeResend;
beforeAll(async () => {
  fake = await startFakeResend({ apiKey: "re_safety_test" });
});
afterEach(async () => {
  await settleConfirmations();
  fake.reset();
});
afterAll(() => fake.close());

const ADMIN = "admin@example.com";
const resendEnv = () => ({
  RESEND_API_KEY: "re_safety_test",
  RESEND_BASE_URL: fake.url,
  SIGNUP_ADMIN_EMAIL: ADMIN,
  SIGNUP_RATE_LIMIT: "100",
});

const INJECTED_HEADER = "Bcc: x@evil.test";
const HOSTILE = {
  firstName: `Eve\r\n${INJECTED_HEADER}\r\nX-Priority: 1`,
  lastName: `<script>alert(1)</script><!-- hidden --> &amp; &lt;b&gt; " onmouseover="alert(2)`,
  phone: `555\r\n${INJECTED_HEADER}`,
  businessName: `Acme\n${INJECTED_HEADER}\n<b>bold</b><img src=x onerror=alert(3)>`,
  message: `Line one\r\n${INJECTED_HEADER}\r\nSubject: free money\r\n\r\n<script>alert('m')</script>\n<!-- comment -->\n&lt;i&gt; &amp; &#x3C;a href="https://evil.test"&#x3E;`,
};
// What the schema makes of the single-line fields: every CR/LF run folded to one space.
const FOLDED_FIRST = `Eve ${INJECTED_HEADER} X-Priority: 1`;

const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u;

type Rendered = { to: string[]; subject: string; text: string; html: string; extra?: Record<string, unknown> };

/** The checks every message gets, whatever the transport. */
function expectSafe(message: Rendered | undefined, recipient: string) {
  if (!message) throw new Error(`no message to ${recipient}`);
  expect(message.to).toEqual([recipient]);
  // One line: nothing in the subject can start a header or a body.
  expect(message.subject).not.toMatch(CONTROL);
  expect(message.subject.length).toBeLessThanOrEqual(200);
  // No extra fields reach the provider: no cc, bcc or custom headers.
  if (message.extra) expect(message.extra).toEqual({});
  // Plain text: no carriage returns, and no line of the body is an injected header.
  expect(message.text).not.toContain("\r");
  expect(message.text).not.toMatch(/^(bcc|cc|to|subject|x-priority):/im);
  expectInertHtml(message.html);
}

/** User text in the HTML is text: no injected element, attribute or comment survives as markup. */
function expectInertHtml(html: string) {
  for (const [tag] of html.matchAll(/<[^>]*>/g)) {
    if (tag.startsWith("<!--")) {
      // React's own markers (`<!-- -->`, `<!--$-->`) only.
      expect(tag).not.toMatch(/hidden|comment/);
      continue;
    }
    expect(tag).not.toMatch(/^<\/?(script|img|b|a|i|svg|iframe|object)\b/i);
    expect(tag).not.toMatch(/\son\w+=|evil\.test|alert/i);
  }
}

async function submit(
  role: "notary" | "client" | "contact",
  overrides: Record<string, unknown>,
  env: Record<string, string> = resendEnv(),
  outboxDir?: string,
) {
  const runtime = await testRuntime(env, outboxDir);
  const submission = sampleSubmission(role, { ...overrides, challenge: await tokenFor(runtime) });
  const response = await handleSignup(postJson(submission), runtime.deps);
  // The applicant confirmation follows the answer.
  await runtime.deps.confirmations.idle();
  return { response, submission, runtime };
}

describe("hostile text in a signup, through the route and the fake Resend", () => {
  it("notary: the name with CR/LF and a Bcc: line is one line in the admin subject and text, and nowhere in the confirmation", async () => {
    const { response, submission } = await submit("notary", {
      firstName: HOSTILE.firstName,
      lastName: HOSTILE.lastName,
      phone: HOSTILE.phone,
    });
    expect(response.status).toBe(200);
    const [admin, applicant, ...rest] = fake.messages();
    expect(rest).toEqual([]);
    expectSafe(admin, ADMIN);
    expectSafe(applicant, String(submission.email));
    expect(admin?.replyTo).toEqual([submission.email]);
    expect(fake.requests().flatMap((request) => request.to)).not.toContain("x@evil.test");

    const lastName = HOSTILE.lastName;
    expect(admin?.subject).toBe(`[Notavo] New NOTARY signup: ${FOLDED_FIRST} ${lastName}`);
    // The text keeps what was typed, on its own labelled line.
    expect(admin?.text).toContain(`First name: ${FOLDED_FIRST}\n`);
    expect(admin?.text).toContain(`Last name: ${lastName}\n`);
    expect(admin?.text).toContain(`Phone: 555 ${INJECTED_HEADER}\n`);
    // The HTML shows it escaped.
    expect(admin?.html).toContain(FOLDED_FIRST);
    expect(admin?.html).toContain(
      "&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- hidden --&gt; &amp;amp; &amp;lt;b&amp;gt; &quot; onmouseover=&quot;alert(2)",
    );
    // The applicant's message repeats nothing anyone typed, not even the first name; its subject is fixed.
    expect(applicant?.subject).toBe("You're on the Notavo early-access list");
    for (const body of [applicant?.text, applicant?.html]) {
      for (const typed of ["Eve", INJECTED_HEADER, "X-Priority", "script", "onmouseover", "Hi "])
        expect(body, typed).not.toContain(typed);
    }
  });

  it("client: a business name with line breaks and tags is folded into one escaped line", async () => {
    const { response, submission } = await submit("client", {
      firstName: "<b>Bold</b>\nBcc: x@evil.test",
      businessName: HOSTILE.businessName,
    });
    expect(response.status).toBe(200);
    const [admin, applicant] = fake.messages();
    expectSafe(admin, ADMIN);
    expectSafe(applicant, String(submission.email));
    expect(admin?.subject).toBe(
      `[Notavo] New CLIENT signup: <b>Bold</b> Bcc: x@evil.test ${String(submission.lastName)}`,
    );
    expect(admin?.text).toContain(`Business name: Acme ${INJECTED_HEADER} <b>bold</b><img src=x onerror=alert(3)>\n`);
    expect(admin?.html).toContain("Acme Bcc: x@evil.test &lt;b&gt;bold&lt;/b&gt;&lt;img src=x onerror=alert(3)&gt;");
    for (const body of [applicant?.text, applicant?.html])
      for (const typed of ["Bold", "evil.test", "Acme"]) expect(body, typed).not.toContain(typed);
  });

  it("contact: a multi-line message keeps its lines, indented under its label, and escaped in the HTML", async () => {
    const { response, submission } = await submit("contact", {
      firstName: HOSTILE.firstName,
      message: HOSTILE.message,
    });
    expect(response.status).toBe(200);
    const [admin, applicant] = fake.messages();
    expectSafe(admin, ADMIN);
    expectSafe(applicant, String(submission.email));
    expect(admin?.text).toContain(
      [
        "Message:",
        "  Line one",
        `  ${INJECTED_HEADER}`,
        "  Subject: free money",
        "  ",
        "  <script>alert('m')</script>",
        "  <!-- comment -->",
        '  &lt;i&gt; &amp; &#x3C;a href="https://evil.test"&#x3E;',
      ].join("\n"),
    );
    expect(admin?.html).toContain("&lt;script&gt;alert(&#x27;m&#x27;)&lt;/script&gt;");
    expect(admin?.html).toContain("&lt;!-- comment --&gt;");
    expect(admin?.html).toContain(
      "&amp;lt;i&amp;gt; &amp;amp; &amp;#x3C;a href=&quot;https://evil.test&quot;&amp;#x3E;",
    );
    // Nothing of the message reaches the applicant.
    expect(applicant?.text).not.toContain("Line one");
    expect(applicant?.html).not.toContain("evil.test&quot;");
    expect(applicant?.subject).toBe("We received your message to Notavo");
  });

  it("refuses an email address carrying a header (it becomes the applicant's To and the admin's Reply-To)", async () => {
    for (const email of [
      `eve@example.com\r\n${INJECTED_HEADER}`,
      `eve@example.com\n${INJECTED_HEADER}`,
      "eve@example.com, x@evil.test",
      "Eve <eve@example.com>",
      "eve@example.com\u2028bcc@evil.test",
    ]) {
      const { response } = await submit("notary", { email });
      expect(response.status, JSON.stringify(email)).toBe(422);
      expect((await response.json()).issues).toEqual([expect.objectContaining({ path: "email" })]);
    }
    expect(fake.requests()).toEqual([]);
  });
});

describe("hostile text in a signup, through the outbox transport", () => {
  it("writes the same single-line subjects and escaped HTML into both messages", async () => {
    const { response, submission, runtime } = await submit(
      "contact",
      { firstName: HOSTILE.firstName, lastName: HOSTILE.lastName, message: HOSTILE.message },
      { SIGNUP_ADMIN_EMAIL: ADMIN },
    );
    expect(response.status).toBe(200);
    expect(runtime.deps.transport.kind).toBe("outbox");
    const files = await readdir(runtime.outboxDir);
    const stored = await Promise.all(
      files.map(
        async (file) =>
          JSON.parse(await readFile(path.join(runtime.outboxDir, file), "utf8")) as Rendered & { to: string },
      ),
    );
    const admin = stored.find((message) => message.to === ADMIN);
    const applicant = stored.find((message) => message.to === submission.email);
    expect(stored).toHaveLength(2);
    for (const [message, recipient] of [
      [admin, ADMIN],
      [applicant, String(submission.email)],
    ] as const) {
      expectSafe(message ? { ...message, to: [message.to] } : undefined, recipient);
    }
    expect(admin?.subject).toBe(`[Notavo] New CONTACT signup: ${FOLDED_FIRST} ${HOSTILE.lastName}`);
    expect(admin?.text).toContain(`  ${INJECTED_HEADER}\n`);
    expect(fake.requests()).toEqual([]);
  });
});

describe("the templates on their own (defence in depth: values that skipped the schema)", () => {
  const context = { from: "Early Access <ea@example.com>", adminEmail: ADMIN, brand: "Notavo\r\nBcc: brand@evil.test" };
  const raw = (role: "notary" | "contact") =>
    ({
      ...sampleSubmission(role),
      firstName: HOSTILE.firstName,
      lastName: `${HOSTILE.lastName}\u2028\u0085Cc: y@evil.test`,
      message: HOSTILE.message,
    }) as unknown as Submission;

  it("keep every subject on one line and escape every value in the HTML", async () => {
    for (const role of ["notary", "contact"] as const) {
      const submission = raw(role);
      const admin = await renderAdminEmail(submission, { ...context, submittedAt: new Date("2026-01-02T03:04:05Z") });
      const applicant = await renderApplicantEmail(submission, context);
      for (const message of [admin, applicant]) {
        expect(message.subject).not.toMatch(CONTROL);
        expectInertHtml(message.html);
      }
      expect(admin.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- hidden --&gt;");
      expect(admin.subject).toMatch(
        /^\[Notavo Bcc: brand@evil\.test\] New (NOTARY|CONTACT) signup: Eve Bcc: x@evil\.test X-Priority: 1 <script>/,
      );
      expect(admin.subject).toContain("Cc: y@evil.test");
      expect(admin.to).toBe(ADMIN);
      expect(applicant.to).toBe(submission.email);
    }
  });
});
