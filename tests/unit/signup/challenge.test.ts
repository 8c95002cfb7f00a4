import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ALTCHA_EXPIRY_SECONDS, createAltchaProvider, DEFAULT_ALTCHA_DIFFICULTY } from "@/lib/signup/challenge/altcha";
import { challengeConfig, usesTurnstile } from "@/lib/signup/challenge/config";
import { whenAvailable } from "@/lib/signup/challenge/poll";
import { createTurnstileProvider } from "@/lib/signup/challenge/turnstile";
import { ChallengeUnavailableError } from "@/lib/signup/challenge/types";
import { EASY_ALTCHA, freshToken, solveToToken } from "../../support/altcha";

const ip = { ip: "203.0.113.9" };

describe("ALTCHA", () => {
  const provider = createAltchaProvider({ hmacKey: "test-hmac-key", difficulty: EASY_ALTCHA });

  it("issues signed PBKDF2 challenges that expire after 300 s", async () => {
    const before = Date.now() / 1000;
    const challenge = await provider.createChallenge();
    expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt).toBeGreaterThanOrEqual(Math.floor(before + ALTCHA_EXPIRY_SECONDS));
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000 + ALTCHA_EXPIRY_SECONDS));
  });

  it("accepts a solved challenge and names one replay record per challenge", async () => {
    const challenge = await provider.createChallenge();
    const token = await solveToToken(challenge);
    const check = await provider.verify(token, ip);
    expect(check).toEqual({
      ok: true,
      replayKey: `altcha:${challenge.parameters.nonce}`,
      ttlSeconds: expect.any(Number),
    });
    expect(check.ok && check.ttlSeconds).toBeGreaterThan(ALTCHA_EXPIRY_SECONDS - 5);
    expect(check.ok && check.ttlSeconds).toBeLessThanOrEqual(ALTCHA_EXPIRY_SECONDS + 6);
  });

  it("refuses garbage, a wrong solution, a tampered challenge, another key's challenge and an expired one", async () => {
    for (const token of [
      "",
      "not base64 at all",
      Buffer.from("{}").toString("base64"),
      Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString("base64"),
    ]) {
      expect(await provider.verify(token, ip), token).toMatchObject({ ok: false });
    }
    const challenge = await provider.createChallenge();
    const payload = JSON.parse(Buffer.from(await solveToToken(challenge), "base64").toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
    expect(
      await provider.verify(encode({ ...payload, solution: { ...payload.solution, derivedKey: "00".repeat(32) } }), ip),
    ).toMatchObject({ ok: false, reason: "ALTCHA invalid solution" });
    const tampered = {
      ...payload,
      challenge: {
        ...payload.challenge,
        parameters: { ...payload.challenge.parameters, expiresAt: payload.challenge.parameters.expiresAt + 3600 },
      },
    };
    expect(await provider.verify(encode(tampered), ip)).toMatchObject({
      ok: false,
      reason: "ALTCHA invalid signature",
    });

    const other = createAltchaProvider({ hmacKey: "another-key", difficulty: EASY_ALTCHA });
    expect(await provider.verify(await freshToken(other), ip)).toMatchObject({
      ok: false,
      reason: "ALTCHA invalid signature",
    });

    const shortLived = createAltchaProvider({ hmacKey: "test-hmac-key", difficulty: EASY_ALTCHA, expirySeconds: 1 });
    const token = await freshToken(shortLived);
    // The challenge's expiry is checked against Date.now(): the clock moves on, nobody waits.
    vi.useFakeTimers();
    try {
      await vi.advanceTimersByTimeAsync(2100);
      expect(await shortLived.verify(token, ip)).toMatchObject({ ok: false, reason: "ALTCHA expired" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("solves the production difficulty in reasonable time and verifies it", async () => {
    const production = createAltchaProvider({ hmacKey: "test-hmac-key" });
    expect(DEFAULT_ALTCHA_DIFFICULTY.cost).toBeGreaterThanOrEqual(1000);
    const started = performance.now();
    const token = await freshToken(production);
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(await production.verify(token, ip)).toMatchObject({ ok: true });
  });
});

describe("Turnstile", () => {
  let server: Server;
  let url: string;
  const seen: URLSearchParams[] = [];
  let mode: "ok" | "reject" | "broken" | "garbage" = "ok";

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      let body = "";
      for await (const chunk of request) body += chunk;
      seen.push(new URLSearchParams(body));
      if (mode === "broken") return response.writeHead(500).end();
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        mode === "garbage"
          ? "[]"
          : JSON.stringify(
              mode === "ok"
                ? { success: true, "error-codes": [] }
                : { success: false, "error-codes": ["timeout-or-duplicate"] },
            ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    mode = "ok";
    seen.length = 0;
  });

  const provider = () => createTurnstileProvider({ secretKey: "turnstile-secret", verifyUrl: url });

  it("checks every token with siteverify (secret, token, client address) and keys the replay record on the token", async () => {
    const check = await provider().verify("token-abc", ip);
    expect(check).toMatchObject({
      ok: true,
      replayKey: expect.stringMatching(/^turnstile:[0-9a-f]{64}$/),
      ttlSeconds: expect.any(Number),
    });
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({
      secret: "turnstile-secret",
      response: "token-abc",
      remoteip: "203.0.113.9",
    });
    const again = await provider().verify("token-abc", ip);
    expect(again.ok && check.ok && again.replayKey === check.replayKey).toBe(true);
  });

  it("refuses what siteverify refuses, and overlong tokens without asking", async () => {
    mode = "reject";
    expect(await provider().verify("token", ip)).toEqual({ ok: false, reason: "Turnstile: timeout-or-duplicate" });
    expect(await provider().verify("x".repeat(3000), ip)).toMatchObject({ ok: false });
    expect(seen).toHaveLength(1);
  });

  it("reports an unreachable or broken siteverify as unavailable (the server's problem)", async () => {
    mode = "broken";
    await expect(provider().verify("token", ip)).rejects.toBeInstanceOf(ChallengeUnavailableError);
    mode = "garbage";
    await expect(provider().verify("token", ip)).rejects.toBeInstanceOf(ChallengeUnavailableError);
    await expect(
      createTurnstileProvider({ secretKey: "s", verifyUrl: "http://127.0.0.1:9/" }).verify("token", ip),
    ).rejects.toBeInstanceOf(ChallengeUnavailableError);
  });
});

describe("choosing the provider", () => {
  it("uses Turnstile only with both keys, and never hands the secret to the wizard", () => {
    expect(usesTurnstile({ NEXT_PUBLIC_TURNSTILE_SITE_KEY: "site", TURNSTILE_SECRET_KEY: "secret" })).toBe(true);
    expect(challengeConfig({ NEXT_PUBLIC_TURNSTILE_SITE_KEY: "site", TURNSTILE_SECRET_KEY: "secret" })).toEqual({
      provider: "turnstile",
      siteKey: "site",
    });
    expect(challengeConfig({ NEXT_PUBLIC_TURNSTILE_SITE_KEY: "site", TURNSTILE_SECRET_KEY: undefined })).toEqual({
      provider: "altcha",
      challengeUrl: "/api/challenge",
    });
    expect(challengeConfig({ NEXT_PUBLIC_TURNSTILE_SITE_KEY: undefined, TURNSTILE_SECRET_KEY: "secret" })).toEqual({
      provider: "altcha",
      challengeUrl: "/api/challenge",
    });
  });
});

describe("waiting for the widget script", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("first looks after 100 ms, then every second until the script is there", () => {
    vi.useFakeTimers();
    const script: { global?: string } = {};
    const probe = vi.fn(() => script.global);
    const ready = vi.fn();
    whenAvailable(probe, ready);
    vi.advanceTimersByTime(99);
    expect(probe).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(probe).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(probe).toHaveBeenCalledTimes(3);
    script.global = "turnstile";
    vi.advanceTimersByTime(1000);
    expect(ready).toHaveBeenCalledWith("turnstile");
    vi.advanceTimersByTime(5000);
    expect(probe).toHaveBeenCalledTimes(4);
  });

  it("stops when cancelled", () => {
    vi.useFakeTimers();
    const probe = vi.fn(() => undefined);
    const stop = whenAvailable(probe, vi.fn());
    vi.advanceTimersByTime(1100);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(probe).toHaveBeenCalledTimes(2);
  });
});
