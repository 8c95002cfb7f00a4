import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createOutboxTransport } from "@/lib/platform/email/outbox";
import { createResendTransport } from "@/lib/platform/email/resend";
import type { EmailMessage } from "@/lib/platform/email/types";
import { startFakeResend, type FakeResend } from "../../support/fake-resend";

const message: EmailMessage = {
  from: "a@example.com",
  to: "b@example.com",
  subject: "Hello",
  text: "Hi",
  html: "<p>Hi</p>",
};

describe("the outbox transport", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("writes one JSON file per message with the rendered text and HTML, and logs its file name only (no personal data)", async () => {
    const lines: string[] = [];
    const outbox = createOutboxTransport({ dir, log: (line) => lines.push(line) });
    const outcome = await outbox.send(message, { idempotencyKey: "signup-1-admin" });
    expect(outcome).toMatchObject({ ok: true, duplicate: false });
    const stored = JSON.parse(await readFile(path.join(dir, "signup-1-admin.json"), "utf8"));
    expect(stored).toMatchObject({ ...message, idempotencyKey: "signup-1-admin" });
    expect(lines).toEqual(["outbox: wrote " + path.relative(process.cwd(), path.join(dir, "signup-1-admin.json"))]);
    for (const value of [message.to, message.subject, message.text]) expect(lines.join("\n")).not.toContain(value);
  });

  it("writes a repeated idempotency key once, also when the sends overlap", async () => {
    const outbox = createOutboxTransport({ dir, log: () => undefined });
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => outbox.send(message, { idempotencyKey: "signup-2-admin" })),
    );
    expect(outcomes.filter((outcome) => outcome.ok && !outcome.duplicate)).toHaveLength(1);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    const files = (await readdir(dir)).filter((name) => name.startsWith("signup-2"));
    expect(files).toEqual(["signup-2-admin.json"]);
    expect((await readdir(dir)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("keeps file names safe whatever the key", async () => {
    const outbox = createOutboxTransport({ dir, log: () => undefined });
    await outbox.send(message, { idempotencyKey: "../../etc/passwd" });
    expect(await readdir(dir)).toContain(".._.._etc_passwd.json");
  });

  it("reports a folder it cannot write as a failure", async () => {
    // A path below a regular file can never be a folder.
    const outbox = createOutboxTransport({ dir: path.join(dir, "signup-1-admin.json", "sub"), log: () => undefined });
    expect(await outbox.send(message, { idempotencyKey: "k" })).toMatchObject({ ok: false, name: "outbox_error" });
  });
});

describe("the Resend transport (against a local fake Resend)", () => {
  let fake: FakeResend;
  beforeAll(async () => {
    fake = await startFakeResend({ apiKey: "re_test_key" });
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  const transport = () => createResendTransport({ apiKey: "re_test_key", baseUrl: fake.url, retryDelaysMs: [10, 20] });

  it("sends with the API key and the idempotency key", async () => {
    const outcome = await transport().send({ ...message, replyTo: "r@example.com" }, { idempotencyKey: "k-1" });
    expect(outcome).toMatchObject({ ok: true, duplicate: false });
    expect(fake.messages()).toEqual([
      expect.objectContaining({
        idempotencyKey: "k-1",
        to: ["b@example.com"],
        replyTo: ["r@example.com"],
        subject: "Hello",
        text: "Hi",
        html: "<p>Hi</p>",
      }),
    ]);
  });

  it("sends a repeated key once", async () => {
    const first = await transport().send(message, { idempotencyKey: "k-2" });
    const second = await transport().send(message, { idempotencyKey: "k-2" });
    expect(first.ok && second.ok && first.id === second.id).toBe(true);
    expect(fake.messages()).toHaveLength(1);
  });

  it("counts a key Resend already accepted with another body (a retry with a new timestamp) as sent", async () => {
    await transport().send(message, { idempotencyKey: "k-3" });
    const outcome = await transport().send({ ...message, text: "Hi again" }, { idempotencyKey: "k-3" });
    expect(outcome).toMatchObject({ ok: true, duplicate: true });
    expect(fake.messages()).toHaveLength(1);
  });

  it("waits out a concurrent request with the same key instead of failing or sending twice", async () => {
    fake.setDelay(50);
    const outcomes = await Promise.all([
      transport().send(message, { idempotencyKey: "k-4" }),
      transport().send(message, { idempotencyKey: "k-4" }),
    ]);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(fake.messages()).toHaveLength(1);
    expect(fake.requests().some((request) => request.status === 409)).toBe(true);
  });

  it("reports a refusal without retrying it", async () => {
    fake.refuseNext(1, 422, "validation_error");
    expect(await transport().send(message, { idempotencyKey: "k-5" })).toMatchObject({
      ok: false,
      name: "validation_error",
      status: 422,
    });
    expect(fake.requests()).toHaveLength(1);
    expect(fake.messages()).toHaveLength(0);
  });

  it("retries transient failures (5xx, 429) with the same key", async () => {
    fake.refuseNext(1, 503, "internal_server_error");
    fake.refuseNext(1, 429, "rate_limit_exceeded");
    expect(await transport().send(message, { idempotencyKey: "k-6" })).toMatchObject({ ok: true });
    expect(fake.requests().map((request) => request.status)).toEqual([503, 429, 200]);
    expect(fake.requests().every((request) => request.idempotencyKey === "k-6")).toBe(true);
  });

  it("reports a wrong API key and an unreachable server as failures", async () => {
    const wrongKey = createResendTransport({ apiKey: "re_wrong", baseUrl: fake.url, retryDelaysMs: [] });
    expect(await wrongKey.send(message, { idempotencyKey: "k-7" })).toMatchObject({ ok: false, status: 401 });
    const nowhere = createResendTransport({ apiKey: "re_test_key", baseUrl: "http://127.0.0.1:9", retryDelaysMs: [5] });
    expect(await nowhere.send(message, { idempotencyKey: "k-8" })).toMatchObject({ ok: false, status: null });
  });

  it("gives up on a server that does not answer in time", async () => {
    fake.setDelay(500);
    const slow = createResendTransport({ apiKey: "re_test_key", baseUrl: fake.url, timeoutMs: 100, retryDelaysMs: [] });
    expect(await slow.send(message, { idempotencyKey: "k-9" })).toMatchObject({ ok: false, status: null });
  });
});
