import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { readLimitedBody } from "@/lib/platform/http/limited-body";
import { clientAddress, handleSignup } from "@/lib/signup/handler";
import { MAX_BODY_BYTES, SIGNUP_MESSAGES } from "@/lib/signup/schema";
import { startFakeResend, type FakeResend } from "../../support/fake-resend";
import { postJson, settleConfirmations, TEST_SITE_ORIGIN, testRuntime, tokenFor } from "../../support/signup-runtime";
import { sampleSubmission } from "../../support/submissions";
import { forgetProcessSingleton } from "@/lib/platform/singleton";

let fake: FakeResend;
beforeAll(async () => {
  fake = await startFakeResend({ apiKey: "re_route_test" });
});
// Confirmations go out after the answer: let them land before the next test's fake is clean.
afterEach(async () => {
  await settleConfirmations();
  fake.reset();
});
afterAll(() => fake.close());

const resendEnv = () => ({
  RESEND_API_KEY: "re_route_test",
  RESEND_BASE_URL: fake.url,
  SIGNUP_ADMIN_EMAIL: "admin@example.com",
});

describe("POST /api/signup: where the request comes from", () => {
  it("accepts the site's own origin (NEXT_PUBLIC_SITE_URL), the request's own origin, and a request without Origin", async () => {
    const runtime = await testRuntime({ ...resendEnv(), SIGNUP_RATE_LIMIT: "20" });
    const accepted: Record<string, string | undefined>[] = [
      { origin: TEST_SITE_ORIGIN },
      // The browser tests: the server on another host and port than the configured site URL.
      { origin: "http://127.0.0.1:3100", host: "127.0.0.1:3100" },
      // Behind a proxy that terminates TLS for another domain.
      {
        origin: "https://signup.example.org",
        host: "10.0.0.5:3000",
        "x-forwarded-host": "signup.example.org",
        "x-forwarded-proto": "https",
      },
      {
        origin: "https://signup.example.org",
        "x-forwarded-host": "signup.example.org, proxy.internal",
        "x-forwarded-proto": "https,http",
      },
      // Default ports and letter case do not matter.
      { origin: "HTTP://LOCALHOST:3000" },
      {
        origin: "https://signup.example.org",
        "x-forwarded-host": "signup.example.org:443",
        "x-forwarded-proto": "https",
      },
      // A client that is not a web page (no Origin): the challenge and the limits still apply.
      { origin: undefined },
    ];
    for (const headers of accepted) {
      const response = await handleSignup(
        postJson(sampleSubmission("notary", { challenge: await tokenFor(runtime) }), headers),
        runtime.deps,
      );
      expect(response.status, JSON.stringify(headers)).toBe(200);
    }
    expect(fake.messages().filter((message) => message.to[0] === "admin@example.com")).toHaveLength(accepted.length);
  });

  it("refuses any other Origin with 403 and a clear message, before reading the body or spending the token", async () => {
    const runtime = await testRuntime(resendEnv());
    const warnings: string[] = [];
    runtime.deps.log = { info: () => undefined, warn: (line: string) => warnings.push(line), error: () => undefined };
    const challenge = await tokenFor(runtime);
    const refused: Record<string, string | undefined>[] = [
      { origin: "https://evil.example" },
      { origin: "http://localhost:3001" },
      { origin: "https://localhost:3000" },
      { origin: "http://localhost:3000.evil.example" },
      { origin: "null" },
      { origin: "" },
      { origin: "not a url" },
      { origin: "file:///tmp/form.html" },
      { origin: "http://evil.example", host: "127.0.0.1:3100" },
      // The forwarded host wins over Host: a proxy for signup.example.org does not make evil.example ours.
      {
        origin: "http://127.0.0.1:3100",
        host: "127.0.0.1:3100",
        "x-forwarded-host": "signup.example.org",
        "x-forwarded-proto": "https",
      },
      { origin: "http://signup.example.org", "x-forwarded-host": "signup.example.org", "x-forwarded-proto": "https" },
      { origin: "https://evil.example", "x-forwarded-host": "evil.example/path", "x-forwarded-proto": "https" },
    ];
    for (const headers of refused) {
      const response = await handleSignup(postJson(sampleSubmission("client", { challenge }), headers), runtime.deps);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ error: SIGNUP_MESSAGES.foreignOrigin });
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    // Refused before the content type and the body are looked at.
    const plain = await handleSignup(
      postJson("role=client", { origin: "https://evil.example", "content-type": "text/plain" }),
      runtime.deps,
    );
    expect(plain.status).toBe(403);
    expect(fake.requests()).toHaveLength(0);
    expect(warnings.join("\n")).toContain("https://evil.example");
    // The token was never looked at: the real page can still use it.
    expect((await handleSignup(postJson(sampleSubmission("client", { challenge })), runtime.deps)).status).toBe(200);
  });

  it("trusts NEXT_PUBLIC_SITE_URL's origin whatever host the server is reached on", async () => {
    const runtime = await testRuntime({ ...resendEnv(), NEXT_PUBLIC_SITE_URL: "https://www.notavo.example/some/path" });
    expect(runtime.deps.siteOrigin).toBe("https://www.notavo.example");
    const ok = await handleSignup(
      postJson(sampleSubmission("notary", { challenge: await tokenFor(runtime) }), {
        origin: "https://www.notavo.example",
        host: "10.0.0.5:3000",
        "x-forwarded-proto": "http",
      }),
      runtime.deps,
    );
    expect(ok.status).toBe(200);
    // The test default (http://localhost:3000) is no longer the site, but is still the request's own origin.
    expect(
      (await handleSignup(postJson(sampleSubmission("notary", { challenge: await tokenFor(runtime) })), runtime.deps))
        .status,
    ).toBe(200);
    const foreign = await handleSignup(
      postJson(sampleSubmission("notary", { challenge: await tokenFor(runtime) }), {
        origin: "https://notavo.example",
      }),
      runtime.deps,
    );
    expect(foreign.status).toBe(403);
  });

  it("answers every method but POST with 405 and Allow: POST, from the route module and the handler", async () => {
    const route = await import("@/app/api/signup/route");
    const runtime = await testRuntime(resendEnv());
    for (const method of ["GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS"] as const) {
      const request = new Request(`${TEST_SITE_ORIGIN}/api/signup`, {
        method,
        headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
      });
      for (const response of [route[method](request), await handleSignup(request, runtime.deps)]) {
        expect(response.status, method).toBe(405);
        expect(response.headers.get("allow"), method).toBe("POST");
        expect(response.headers.get("access-control-allow-origin"), method).toBeNull();
        if (method === "HEAD") expect(response.body, method).toBeNull();
        else expect(await response.json(), method).toEqual({ error: SIGNUP_MESSAGES.methodNotAllowed });
      }
    }
    expect(
      Object.keys(route)
        .filter((name) => /^[A-Z]+$/.test(name))
        .sort(),
    ).toEqual(["DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT"]);
    expect(fake.requests()).toHaveLength(0);
  });
});

describe("POST /api/signup: what the client sends", () => {
  it("refuses a body that is not JSON with 415", async () => {
    const runtime = await testRuntime(resendEnv());
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""]) {
      const response = await handleSignup(
        new Request("http://localhost/api/signup", {
          method: "POST",
          headers: type ? { "content-type": type } : {},
          body: "role=notary",
        }),
        runtime.deps,
      );
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({ error: SIGNUP_MESSAGES.unsupportedType });
    }
    expect(
      (await handleSignup(postJson("{}", { "content-type": "Application/JSON; charset=utf-8" }), runtime.deps)).status,
    ).toBe(422);
  });

  it("answers malformed JSON, invalid UTF-8 and non-objects with 400 {error, issues}", async () => {
    const runtime = await testRuntime(resendEnv());
    for (const body of ["{", "", "nul", "[1,2]", "null", "42", '"text"']) {
      const response = await handleSignup(postJson(body), runtime.deps);
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ error: SIGNUP_MESSAGES.malformed, issues: [] });
    }
    const invalidUtf8 = new Request("http://localhost/api/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Uint8Array([0x7b, 0xff, 0x7d]),
    });
    expect((await handleSignup(invalidUtf8, runtime.deps)).status).toBe(400);
  });

  it("refuses a body over 64 KB with 413 before parsing, by header or by counting", async () => {
    const runtime = await testRuntime(resendEnv());
    const big = JSON.stringify({ ...sampleSubmission("contact"), message: "x".repeat(MAX_BODY_BYTES) });
    const declared = await handleSignup(postJson(big), runtime.deps);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: SIGNUP_MESSAGES.tooLarge });

    // Streamed without a Content-Length: stops reading at the limit.
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 16 * 1024;
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
        if (pulled > 10 * MAX_BODY_BYTES) controller.close();
      },
    });
    const streamed = new Request("http://localhost/api/signup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect((await handleSignup(streamed, runtime.deps)).status).toBe(413);
    expect(pulled).toBeLessThan(2 * MAX_BODY_BYTES);
    const exact = await readLimitedBody(
      new Request("http://localhost", { method: "POST", body: " ".repeat(MAX_BODY_BYTES) }),
      MAX_BODY_BYTES,
    );
    expect(exact.ok).toBe(true);
  });

  it("answers bad enums, unknown fields and missing names with 422 and the issues", async () => {
    const runtime = await testRuntime(resendEnv());
    const response = await handleSignup(
      postJson({
        ...sampleSubmission("notary", { experience: "5+", state: "DC", firstName: " " }),
        isAdmin: true,
        challenge: "x",
      }),
      runtime.deps,
    );
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error).toBe(SIGNUP_MESSAGES.invalid);
    expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      "experience",
      "firstName",
      "isAdmin",
      "state",
    ]);
    expect(fake.requests()).toHaveLength(0);
  });

  it("answers a missing, empty or invalid challenge with 403 and the security message", async () => {
    const runtime = await testRuntime(resendEnv());
    for (const challenge of [
      undefined,
      "",
      "   ",
      "bogus",
      Buffer.from('{"challenge":null,"solution":null,"test":true}').toString("base64"),
    ]) {
      const response = await handleSignup(postJson(sampleSubmission("notary", { challenge })), runtime.deps);
      expect(response.status, String(challenge)).toBe(403);
      expect(await response.json()).toEqual({ error: "Please complete the security verification." });
    }
    expect(fake.requests()).toHaveLength(0);
  });

  it("accepts each challenge token once: a replay is 403", async () => {
    const runtime = await testRuntime(resendEnv());
    const challenge = await tokenFor(runtime);
    expect((await handleSignup(postJson(sampleSubmission("client", { challenge })), runtime.deps)).status).toBe(200);
    const replay = await handleSignup(postJson(sampleSubmission("client", { challenge })), runtime.deps);
    expect(replay.status).toBe(403);
    expect(await replay.json()).toEqual({ error: SIGNUP_MESSAGES.verification });
    // Two requests racing with one token: exactly one gets through.
    const raced = await tokenFor(runtime);
    const statuses = await Promise.all(
      [1, 2, 3].map(() =>
        handleSignup(postJson(sampleSubmission("client", { challenge: raced })), runtime.deps).then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([200, 403, 403]);
  });

  it("never answers 500, whatever the body (property)", async () => {
    const runtime = await testRuntime(resendEnv());
    const valid = sampleSubmission("notary");
    const arbitraryBody = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .dictionary(fc.constantFrom(...Object.keys(valid), "role", "x", "__proto__", "constructor"), fc.jsonValue())
        .map((value) => JSON.stringify({ ...valid, ...value })),
    );
    await fc.assert(
      fc.asyncProperty(arbitraryBody, async (body) => {
        const response = await handleSignup(postJson(body), runtime.deps);
        expect([400, 403, 413, 415, 422]).toContain(response.status);
        const json = await response.json();
        expect(typeof json.error).toBe("string");
      }),
      { numRuns: 150 },
    );
  });
});

describe("POST /api/signup: the emails", () => {
  it("sends the admin notification first, then the applicant confirmation, and answers {ok: true}", async () => {
    const runtime = await testRuntime(resendEnv());
    const submission = sampleSubmission("notary", {
      firstName: "Grace",
      lastName: "Hopper",
      challenge: await tokenFor(runtime),
    });
    const response = await handleSignup(postJson(submission), runtime.deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get("cache-control")).toBe("no-store");
    // The confirmation follows the answer.
    await runtime.deps.confirmations.idle();
    const [admin, applicant, ...rest] = fake.messages();
    expect(rest).toEqual([]);
    expect(admin).toMatchObject({
      to: ["admin@example.com"],
      subject: "[Notavo] New NOTARY signup: Grace Hopper",
      replyTo: [submission.email],
    });
    expect(admin?.text).toContain("Remote online notary (RON)");
    expect(admin?.idempotencyKey).toMatch(new RegExp(`^signup-${submission.id}-[0-9a-f]{16}-admin$`));
    expect(applicant).toMatchObject({ to: [submission.email], subject: "You're on the Notavo early-access list" });
    expect(applicant?.idempotencyKey).toMatch(/-applicant$/);
  });

  it("answers 502 with the provider message when the admin email is refused, and sends no applicant email", async () => {
    const runtime = await testRuntime(resendEnv());
    fake.refuseNext(1, 422, "validation_error");
    const response = await handleSignup(
      postJson(sampleSubmission("client", { challenge: await tokenFor(runtime) })),
      runtime.deps,
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: "Failed to send email. Please try again or contact support." });
    expect(fake.messages()).toEqual([]);
    expect(fake.requests()).toHaveLength(1);
  });

  it("still answers {ok: true} when only the applicant email is refused (logged as an error, not shown)", async () => {
    const runtime = await testRuntime(resendEnv());
    const errors: string[] = [];
    runtime.deps.log = { info: () => undefined, warn: () => undefined, error: (line: string) => errors.push(line) };
    const response = await handleSignup(
      postJson(
        sampleSubmission("contact", { email: "refuse-applicant@example.com", challenge: await tokenFor(runtime) }),
      ),
      runtime.deps,
    );
    expect(response.status).toBe(200);
    await runtime.deps.confirmations.idle();
    expect(fake.messages().map((message) => message.to[0])).toEqual(["admin@example.com"]);
    // A 422 is final: one attempt, then the failure is logged.
    expect(errors.join("\n")).toMatch(
      /applicant confirmation not delivered after 1 attempt\(s\).*validation_error \(422\)/,
    );
  });

  it("sends each email once for a doubled submission (same id, new tokens), in parallel or one after the other", async () => {
    const runtime = await testRuntime(resendEnv());
    const submission = sampleSubmission("client");
    fake.setDelay(30);
    const parallel = await Promise.all(
      [1, 2].map(async () =>
        handleSignup(postJson({ ...submission, challenge: await tokenFor(runtime) }), runtime.deps),
      ),
    );
    expect(parallel.map((response) => response.status)).toEqual([200, 200]);
    const later = await handleSignup(postJson({ ...submission, challenge: await tokenFor(runtime) }), runtime.deps);
    expect(later.status).toBe(200);
    await runtime.deps.confirmations.idle();
    const messages = fake.messages();
    expect(messages.map((message) => message.to[0]).sort()).toEqual(
      ["admin@example.com", String(submission.email)].sort(),
    );
    expect(fake.requests().length).toBeGreaterThan(2);
  });

  it("treats a corrected resubmission (same id, changed field) as a new message", async () => {
    const runtime = await testRuntime(resendEnv());
    const submission = sampleSubmission("notary");
    await handleSignup(postJson({ ...submission, challenge: await tokenFor(runtime) }), runtime.deps);
    await handleSignup(
      postJson({ ...submission, phone: "+1 555 999 0000", challenge: await tokenFor(runtime) }),
      runtime.deps,
    );
    expect(fake.messages().filter((message) => message.to[0] === "admin@example.com")).toHaveLength(2);
  });

  it("without RESEND_API_KEY writes both messages to the outbox, once per submission", async () => {
    const runtime = await testRuntime({});
    expect(runtime.deps.transport.kind).toBe("outbox");
    const submission = sampleSubmission("contact", { lastName: "Outbox" });
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await handleSignup(postJson({ ...submission, challenge: await tokenFor(runtime) }), runtime.deps)).status,
      ).toBe(200);
    }
    await runtime.deps.confirmations.idle();
    const files = (await readdir(runtime.outboxDir)).sort();
    expect(files).toHaveLength(2);
    const stored = await Promise.all(
      files.map(async (file) => JSON.parse(await readFile(path.join(runtime.outboxDir, file), "utf8"))),
    );
    const admin = stored.find((message) => message.to === "signups@localhost.test");
    const applicant = stored.find((message) => message.to === submission.email);
    expect(admin).toMatchObject({
      subject: "[Notavo] New CONTACT signup: Ada Outbox",
      text: expect.stringContaining("We need 40 closings a month."),
      html: expect.stringContaining("<html"),
    });
    expect(applicant).toMatchObject({
      subject: "We received your message to Notavo",
      text: expect.stringContaining("within 24 hours"),
    });
    expect(fake.requests()).toHaveLength(0);
  });
});

describe("POST /api/signup: rate limits", () => {
  it("allows 5 signups per client per window, then 429 with Retry-After", async () => {
    const runtime = await testRuntime({ ...resendEnv(), SIGNUP_RATE_LIMIT: "5", SIGNUP_RATE_WINDOW_S: "600" });
    const send = async (ip: string) =>
      handleSignup(
        postJson(sampleSubmission("notary", { challenge: await tokenFor(runtime) }), { "x-forwarded-for": ip }),
        runtime.deps,
      );
    for (let i = 0; i < 5; i += 1) expect((await send("198.51.100.1")).status).toBe(200);
    const limited = await send("198.51.100.1");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(590);
    expect((await limited.json()).error).toMatch(/Please try again in 10 minutes/);
    // The first X-Forwarded-For entry is the client: another client is unaffected.
    expect((await send("198.51.100.2, 10.0.0.1")).status).toBe(200);
    expect(fake.messages().filter((message) => message.to[0] === "admin@example.com")).toHaveLength(6);
  });

  it("past the global level (forged or real addresses) refuses nobody: the signups are accepted and their emails deferred, not lost", async () => {
    const runtime = await testRuntime({ ...resendEnv(), SIGNUP_RATE_LIMIT: "5", SIGNUP_GLOBAL_RATE_LIMIT: "3" });
    const statuses: number[] = [];
    const emails: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const email = `global-${i}-${Date.now()}@example.com`;
      emails.push(email);
      const response = await handleSignup(
        postJson(sampleSubmission("notary", { email, challenge: await tokenFor(runtime) }), {
          "x-forwarded-for": `203.0.113.${i}`,
        }),
        runtime.deps,
      );
      statuses.push(response.status);
    }
    // Before: [200, 200, 200, 429, 429] with Retry-After for the rest of the window.
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    await settleConfirmations();
    const admins = () => fake.messages().filter((message) => message.to[0] === "admin@example.com");
    expect(admins()).toHaveLength(3);
    expect(await runtime.deps.deferred.size("admin")).toBe(2);
    // The drainer's next rounds: one digest with both, and their confirmations.
    await runtime.drainer.tick({ all: true });
    const digest = admins().find((message) => message.subject.includes("digest"));
    expect(digest?.subject).toBe("[Notavo] Signup digest: 2 new signups");
    for (const email of emails.slice(3)) expect(digest?.text).toContain(email);
    for (const email of emails)
      expect(
        fake.messages().filter((message) => message.to[0] === email),
        email,
      ).toHaveLength(1);
    expect(await runtime.deps.deferred.size("confirm")).toBe(0);
  });

  it("reads the client from X-Forwarded-For", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": " 203.0.113.5 , 10.0.0.2" }))).toBe("203.0.113.5");
    expect(clientAddress(new Headers())).toBeNull();
  });
});

describe("POST /api/signup: server-side failures", () => {
  it("answers 503, not 500, when a dependency throws, and logs it", async () => {
    const runtime = await testRuntime(resendEnv());
    const errors: unknown[] = [];
    runtime.deps.log = {
      info: () => undefined,
      warn: () => undefined,
      error: (...args: unknown[]) => errors.push(args),
    };
    runtime.deps.replay = { kind: "memory", claim: async () => Promise.reject(new Error("store down")) };
    const response = await handleSignup(
      postJson(sampleSubmission("notary", { challenge: await tokenFor(runtime) })),
      runtime.deps,
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(errors).toHaveLength(1);
  });
});

describe("the route modules, wired from the environment", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("GET /api/challenge issues a challenge that POST /api/signup accepts (production difficulty, Resend fake)", async () => {
    vi.stubEnv("RESEND_API_KEY", "re_route_test");
    vi.stubEnv("RESEND_BASE_URL", fake.url);
    vi.stubEnv("ALTCHA_HMAC_KEY", "wired-key");
    vi.stubEnv("SIGNUP_ADMIN_EMAIL", "wired-admin@example.com");
    vi.resetModules();
    // A fresh runtime for this environment (it is one per process, lib/platform/singleton.ts).
    forgetProcessSingleton("signup.runtime");
    const { GET } = await import("@/app/api/challenge/route");
    const { POST } = await import("@/app/api/signup/route");
    const challengeResponse = await GET(
      new Request("http://localhost:3000/api/challenge", { headers: { "x-forwarded-for": "198.51.100.7" } }),
    );
    expect(challengeResponse.status).toBe(200);
    expect(challengeResponse.headers.get("cache-control")).toBe("no-store");
    const { solveToToken } = await import("../../support/altcha");
    const challenge = await solveToToken(await challengeResponse.json());
    const response = await POST(postJson(sampleSubmission("client", { challenge })));
    expect(response.status).toBe(200);
    expect(fake.messages().map((message) => message.to[0])).toContain("wired-admin@example.com");
    forgetProcessSingleton("signup.runtime");
  });
});
