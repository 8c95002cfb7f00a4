import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAltchaProvider } from "@/lib/signup/challenge/altcha";
import { handleSignup } from "@/lib/signup/handler";
import { LIMITS, MAX_BODY_BYTES, SIGNUP_MESSAGES } from "@/lib/signup/schema";
import { EASY_ALTCHA, freshToken } from "../../support/altcha";
import { startFakeResend, type FakeResend } from "../../support/fake-resend";
import { postJson, TEST_SITE_ORIGIN, testRuntime, tokenFor } from "../../support/signup-runtime";
import { sampleSubmission } from "../../support/submissions";

/*
 * Property-based fuzzing of POST /api/signup's handler (fast-check): well over a thousand
 * generated malformed or hostile requests against the real handler, schema, challenge
 * verifier, replay store and a real HTTP fake of Resend. Whatever arrives: no 5xx, nothing
 * is delivered, and every answer is JSON with a clear `error` message.
 */

const HMAC_KEY = "fuzz-test-key";
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_601);

let fake: FakeResend;
let runtime: Awaited<ReturnType<typeof testRuntime>>;
let payloads = 0;
/** Tokens that must never get through: used once already, expired, signed with another key, tampered. */
let badTokens: Record<"replayed" | "expired" | "foreignKey" | "tampered" | "wrongNonce", string>;

beforeAll(async () => {
  fake = await startFakeResend({ apiKey: "re_fuzz" });
  runtime = await testRuntime({
    RESEND_API_KEY: "re_fuzz",
    RESEND_BASE_URL: fake.url,
    ALTCHA_HMAC_KEY: HMAC_KEY,
    SIGNUP_RATE_LIMIT: "1000000",
    SIGNUP_GLOBAL_RATE_LIMIT: "1000000",
  });
  // One real signup spends a token: its replays are part of the fuzz.
  const replayed = await tokenFor(runtime);
  expect((await handleSignup(postJson(sampleSubmission("notary", { challenge: replayed })), runtime.deps)).status).toBe(
    200,
  );
  // Its confirmation follows the answer: let it land before the fake is cleared.
  await runtime.deps.confirmations.idle();
  fake.reset();

  const expired = await freshToken(
    createAltchaProvider({ hmacKey: HMAC_KEY, difficulty: EASY_ALTCHA, expirySeconds: -60 }),
  );
  const foreignKey = await freshToken(createAltchaProvider({ hmacKey: "someone-elses-key", difficulty: EASY_ALTCHA }));
  const decode = (token: string) =>
    JSON.parse(Buffer.from(token, "base64").toString("utf8")) as {
      challenge: { parameters: Record<string, unknown> };
      solution: { derivedKey: string };
    };
  const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString("base64");
  const tampered = decode(await tokenFor(runtime));
  // The derived key is the proof (the counter is not checked again): change its last digit.
  tampered.solution.derivedKey = tampered.solution.derivedKey.replace(/.$/, (digit) => (digit === "0" ? "1" : "0"));
  const wrongNonce = decode(await tokenFor(runtime));
  wrongNonce.challenge.parameters.nonce = "00".repeat(16);
  badTokens = { replayed, expired, foreignKey, tampered: encode(tampered), wrongNonce: encode(wrongNonce) };
});

afterAll(async () => {
  await fake.close();
});

type Probe = { body: string | Uint8Array<ArrayBuffer>; headers?: Record<string, string | undefined>; method?: string };

const CLIENT_ERRORS = new Set([400, 403, 405, 413, 415, 422]);

/** Sends one generated request and checks the invariants. */
async function probe({ body, headers = {}, method = "POST" }: Probe): Promise<number> {
  payloads += 1;
  const request =
    method === "POST"
      ? postJson(typeof body === "string" ? body : "", headers)
      : new Request(`${TEST_SITE_ORIGIN}/api/signup`, { method, headers: { origin: TEST_SITE_ORIGIN } });
  const response = await handleSignup(
    typeof body === "string" || method !== "POST" ? request : new Request(request, { body }),
    runtime.deps,
  );
  expect(response.status).toBeLessThan(500);
  expect(CLIENT_ERRORS.has(response.status), `status ${response.status}`).toBe(true);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const json = (await response.json()) as { error?: unknown; issues?: unknown; ok?: unknown };
  expect(json.ok).toBeUndefined();
  expect(typeof json.error).toBe("string");
  expect((json.error as string).length).toBeGreaterThan(10);
  expect(Object.values(SIGNUP_MESSAGES)).toContain(json.error);
  if (response.status === 422) {
    expect(Array.isArray(json.issues) && json.issues.length).toBeTruthy();
    for (const issue of json.issues as { path: unknown; message: unknown }[]) {
      expect(typeof issue.path).toBe("string");
      expect(typeof issue.message === "string" && issue.message.length > 0).toBe(true);
    }
  }
  // Nothing is ever sent.
  expect(fake.requests()).toHaveLength(0);
  return response.status;
}

// ---- generators ----

const role = fc.constantFrom("notary" as const, "client" as const, "contact" as const);
const validSubmission = role.map((r) => sampleSubmission(r) as Record<string, unknown>);

/** Strings people and bots type: control characters, every unicode plane, lone surrogates, markup, huge runs. */
const hostileString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "\r\nBcc: x@evil.test",
    "\u202E\u2066evil",
    "\uD800",
    "\uDFFF\uD800",
    "<script>alert(1)</script>",
    "<!-- -->",
    "&amp;&#0;&#x0;",
    "${7*7}{{7*7}}",
    "' OR 1=1 --",
    "../../etc/passwd",
    "%00%0d%0a",
    "\u200B\uFEFF",
    "𝓐𝓭𝓪",
    "NaN",
    "__proto__",
  ),
  fc.integer({ min: LIMITS.message - 2, max: LIMITS.challenge + 10 }).map((n) => "x".repeat(n)),
);

/** Any JSON value, deeply nested ones included. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    -0,
    [],
    {},
    [[]],
    { length: 1 },
    { toString: "x" },
    { __proto__: null },
  ),
  fc.integer({ min: 1, max: 400 }).map((depth) => {
    let value: unknown = "deep";
    for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
    return value;
  }),
);

const fieldName = fc.oneof(
  fc.constantFrom(
    "id",
    "role",
    "firstName",
    "lastName",
    "email",
    "phone",
    "state",
    "challenge",
    "commissionState",
    "experience",
    "certificateType",
    "notaryTypes",
    "priorityListing",
    "businessName",
    "industry",
    "uses",
    "discountedEarlyAccess",
    "message",
    "preferredContact",
    "urgency",
    "bestTime",
  ),
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "hasOwnProperty",
    "toString",
    "valueOf",
    "isAdmin",
    "admin",
    "to",
    "bcc",
    "cc",
    "headers",
    "from",
    "replyTo",
    "subject",
    "html",
    "",
  ),
  fc.string({ maxLength: 12 }),
);

/** JSON text of an object, written key by key: keeps `__proto__` as a plain key and allows duplicate keys. */
function objectText(entries: [string, unknown][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}`).join(",")}}`;
}

const badTokenName = fc.constantFrom(
  "replayed" as const,
  "expired" as const,
  "foreignKey" as const,
  "tampered" as const,
  "wrongNonce" as const,
);
const hostileToken = fc.oneof(
  badTokenName.map((name) => badTokens[name]),
  fc.constantFrom(
    undefined,
    "",
    "   ",
    "null",
    "e30=",
    Buffer.from('{"challenge":{},"solution":{}}').toString("base64"),
    Buffer.from('{"__proto__":{"verified":true}}').toString("base64"),
  ),
  fc.string({ maxLength: 64 }),
  fc.base64String({ maxLength: 200 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => Buffer.from(JSON.stringify(value) ?? "").toString("base64")),
  // A real token with one field changed.
  fc
    .tuple(
      badTokenName,
      fc.constantFrom("algorithm", "salt", "cost", "keyLength", "keyPrefix", "expiresAt", "signature"),
      hostileValue,
    )
    .map(([name, field, value]) => {
      const payload = JSON.parse(Buffer.from(badTokens[name], "base64").toString("utf8")) as {
        challenge: { parameters: Record<string, unknown>; signature: unknown };
      };
      if (field === "signature") payload.challenge.signature = value;
      else payload.challenge.parameters[field] = value;
      return Buffer.from(JSON.stringify(payload)).toString("base64");
    }),
);

describe("POST /api/signup under fuzzing (fast-check)", () => {
  it("any body at all: malformed JSON, non-objects, deep nesting, invalid UTF-8, oversized (500 runs)", async () => {
    const deep = fc
      .integer({ min: 100, max: 30_000 })
      .chain((depth) =>
        fc.constantFrom(
          `${"[".repeat(depth)}${"]".repeat(depth)}`,
          `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
          `${"[".repeat(depth)}`,
        ),
      );
    const huge = fc
      .tuple(validSubmission, fc.integer({ min: MAX_BODY_BYTES - 200, max: 4 * MAX_BODY_BYTES }))
      .map(([submission, size]) => JSON.stringify({ ...submission, message: "é".repeat(size / 2) }));
    const bytes = fc.uint8Array({ maxLength: 300 }).map((array) => Uint8Array.from([0x7b, ...array, 0x7d]));
    const body = fc.oneof(
      fc.string({ unit: "binary", maxLength: 200 }),
      fc.json({ maxDepth: 5 }),
      fc.jsonValue().map((value) => JSON.stringify(value) ?? ""),
      deep,
      huge,
      bytes,
    );
    await fc.assert(
      fc.asyncProperty(body, async (generated) => {
        await probe({ body: generated });
      }),
      { numRuns: 500, seed: SEED },
    );
  });

  it("a submission with hostile fields, prototype keys, duplicates and extras, and an unusable token (800 runs)", async () => {
    const mutated = fc
      .tuple(validSubmission, fc.array(fc.tuple(fieldName, hostileValue), { minLength: 1, maxLength: 6 }), hostileToken)
      .map(([submission, changes, challenge]) => {
        const entries: [string, unknown][] = [...Object.entries(submission), ...changes];
        if (challenge !== undefined) entries.push(["challenge", challenge]);
        return objectText(entries);
      });
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(mutated, async (body) => {
        const status = await probe({ body });
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
      { numRuns: 800, seed: SEED + 1 },
    );
    // The schema refused most; the rest reached the challenge check (403).
    expect(statuses.get(422)).toBeGreaterThan(400);
    expect([...statuses.keys()].every((status) => [400, 403, 413, 422].includes(status))).toBe(true);
    // No prototype was polluted along the way.
    expect(Object.prototype).not.toHaveProperty("polluted");
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("a perfectly valid submission with a replayed, expired, foreign, tampered or forged token is always 403 (150 runs)", async () => {
    const submission = fc
      .tuple(validSubmission, hostileToken)
      .map(([value, challenge]) => JSON.stringify({ ...value, challenge }));
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(submission, async (body) => {
        const status = await probe({ body });
        // The token is the only thing wrong (unless it is longer than the schema allows: 422).
        expect([403, 422]).toContain(status);
        if (status === 403) refused += 1;
      }),
      { numRuns: 150, seed: SEED + 2 },
    );
    expect(refused).toBeGreaterThan(120);
  });

  it("the wrong envelope: content types, origins and methods (200 runs)", async () => {
    const valid = validSubmission.map((value) => JSON.stringify({ ...value, challenge: badTokens.replayed }));
    const contentType = fc.oneof(
      fc.constantFrom(
        undefined,
        "",
        "text/plain",
        "text/json",
        "application/jsonx",
        "application/json-patch+json",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/ld+json",
        "json",
        "*/*",
        "application/json, text/plain",
        "application/json\tx",
      ),
      // What a header can carry (Headers refuses CR, LF, NUL and non-Latin-1).
      fc
        .string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 30 })
        .filter((value) => value.split(";")[0]?.trim().toLowerCase() !== "application/json"),
    );
    const origin = fc.oneof(
      fc.webUrl({ withQueryParameters: false, withFragments: false }),
      fc.constantFrom(
        "null",
        "",
        "file://",
        "http://localhost:3000.evil.test",
        "https://localhost:3000",
        "http://localhost:3001",
        "chrome-extension://abc",
      ),
    );
    type Envelope = Probe & { body: string; expected: number };
    const envelope = fc.oneof(
      fc
        .tuple(valid, contentType)
        .map(([body, type]): Envelope => ({ body, headers: { "content-type": type }, expected: 415 })),
      fc
        .tuple(
          valid,
          origin.filter((value) => value !== TEST_SITE_ORIGIN),
        )
        .map(([body, value]): Envelope => ({ body, headers: { origin: value }, expected: 403 })),
      fc
        .tuple(valid, fc.constantFrom("GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS"))
        .map(([body, method]): Envelope => ({ body, method, expected: 405 })),
    );
    await fc.assert(
      fc.asyncProperty(envelope, async ({ body, headers, method, expected }) => {
        if (method === "HEAD") {
          // No body to read: checked here instead of in probe().
          payloads += 1;
          const response = await handleSignup(new Request(`${TEST_SITE_ORIGIN}/api/signup`, { method }), runtime.deps);
          expect(response.status).toBe(405);
          expect(response.headers.get("allow")).toBe("POST");
          return;
        }
        expect(await probe({ body, headers, method })).toBe(expected);
      }),
      { numRuns: 200, seed: SEED + 3 },
    );
  });

  it("a fresh, valid token never carries an invalid body through (100 runs)", async () => {
    const invalid = fc.tuple(
      validSubmission,
      fc.constantFrom<[string, unknown]>(
        ["firstName", 42],
        ["lastName", ""],
        ["email", "not-an-email"],
        ["email", "a@b.c\r\nBcc: x@evil.test"],
        ["role", "admin"],
        ["id", "1"],
        ["state", "DC"],
        ["notaryTypes", { ron: "yes" }],
        ["__proto__", { isAdmin: true }],
        ["constructor", {}],
        ["extra", 1],
        ["message", "x".repeat(LIMITS.message + 1)],
      ),
    );
    await fc.assert(
      fc.asyncProperty(invalid, async ([submission, [field, value]]) => {
        const challenge = await tokenFor(runtime);
        expect(
          await probe({ body: objectText([...Object.entries(submission), [field, value], ["challenge", challenge]]) }),
        ).toBe(422);
      }),
      { numRuns: 100, seed: SEED + 4 },
    );
  });

  it("generated at least 1,000 payloads, and delivered nothing", () => {
    expect(payloads).toBeGreaterThanOrEqual(1_000);
    expect(fake.messages()).toEqual([]);
  });
});
