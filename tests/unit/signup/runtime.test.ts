import { describe, expect, it, vi } from "vitest";
import { parseEnv } from "@/lib/platform/env";
import { DEFAULT_ALTCHA_DIFFICULTY } from "@/lib/signup/challenge/altcha";
import { createSignupRuntime, logSignupSetup } from "@/lib/signup/runtime";
import { forgetProcessSingleton } from "@/lib/platform/singleton";

const runtimeFor = (vars: Record<string, string>) =>
  createSignupRuntime(parseEnv(vars), { outboxDir: "/tmp/never-written", brandName: async () => "Notavo" });

describe("the signup runtime, from the environment", () => {
  it("with nothing set: outbox, ALTCHA with a generated key (and a warning), memory stores, 5 per 600 s and 1000 overall", () => {
    const runtime = runtimeFor({});
    expect(runtime.deps.transport.kind).toBe("outbox");
    expect(runtime.deps.challenge.name).toBe("altcha");
    expect(runtime.altcha).not.toBeNull();
    expect(runtime.deps.replay.kind).toBe("memory");
    expect(runtime.deps.limiter.kind).toBe("memory");
    expect(runtime.warnings).toEqual([expect.stringMatching(/ALTCHA_HMAC_KEY is not set/)]);
    const description = runtime.describe().join("\n");
    expect(description).toContain("email transport: outbox folder /tmp/never-written (no RESEND_API_KEY)");
    expect(description).toContain(
      "rate limit: 5 per client per 600 s; past 1000 overall, emails deferred (a digest every 300 s, 60 confirmations a minute, queued in memory, sent before shutdown)",
    );
    expect(description).toContain(
      "PBKDF2 cost 1000, per network doubling every 50 challenges per 600 s up to ×16, for everyone past 5000 signups",
    );
    expect(description).toContain(
      "confirmations: one per recipient per 86400 s, sent after the answer and retried for up to 120 s",
    );
    expect(description).toContain("in-process memory");
    expect(description).toContain("ALTCHA proof of work (GET /api/challenge, PBKDF2 cost 1000,");
  });

  it("ALTCHA_COST sets the proof of work's PBKDF2 iterations: production's by default, a warning below it", async () => {
    expect(parseEnv({}).ALTCHA_COST).toBe(DEFAULT_ALTCHA_DIFFICULTY.cost);
    expect((await runtimeFor({ ALTCHA_HMAC_KEY: "k" }).altcha?.createChallenge())?.parameters.cost).toBe(
      DEFAULT_ALTCHA_DIFFICULTY.cost,
    );
    const cheap = runtimeFor({ ALTCHA_HMAC_KEY: "k", ALTCHA_COST: "10" });
    expect((await cheap.altcha?.createChallenge())?.parameters.cost).toBe(10);
    expect(cheap.warnings).toEqual([expect.stringMatching(/ALTCHA_COST is 10, below the default 1000/)]);
    expect(cheap.describe().join("\n")).toContain("PBKDF2 cost 10");
    expect(runtimeFor({ ALTCHA_HMAC_KEY: "k", ALTCHA_COST: "5000" }).warnings).toEqual([]);
    for (const value of ["0", "-1", "1.5", "many", "2000000"])
      expect(() => parseEnv({ ALTCHA_COST: value }), value).toThrow(/ALTCHA_COST/);
  });

  it("uses Resend with a key, and Turnstile only with both Turnstile keys", () => {
    const runtime = runtimeFor({
      RESEND_API_KEY: "re_x",
      RESEND_BASE_URL: "http://127.0.0.1:9",
      NEXT_PUBLIC_TURNSTILE_SITE_KEY: "site",
      TURNSTILE_SECRET_KEY: "secret",
    });
    expect(runtime.deps.transport.kind).toBe("resend");
    expect(runtime.describe()[0]).toBe("email transport: Resend (http://127.0.0.1:9)");
    expect(runtime.deps.challenge.name).toBe("turnstile");
    expect(runtime.altcha).toBeNull();
    expect(runtime.warnings).toEqual([]);
    const half = runtimeFor({ TURNSTILE_SECRET_KEY: "secret", ALTCHA_HMAC_KEY: "k" });
    expect(half.deps.challenge.name).toBe("altcha");
    expect(half.warnings).toEqual([expect.stringMatching(/Turnstile needs both/)]);
  });

  it("describes the setup without any secret, and logs it in one line at start", () => {
    const secrets = {
      RESEND_API_KEY: "re_secret_value_1",
      ALTCHA_HMAC_KEY: "altcha_secret_value_2",
      TURNSTILE_SECRET_KEY: "turnstile_secret_value_3",
    };
    const runtime = runtimeFor({ ...secrets, RESEND_BASE_URL: "http://127.0.0.1:9" });
    const described = [...runtime.describe(), ...runtime.warnings].join("\n");
    for (const value of Object.values(secrets)) expect(described).not.toContain(value);

    const info = vi.fn();
    const warn = vi.fn();
    forgetProcessSingleton("signup.runtime");
    logSignupSetup({ info, warn });
    forgetProcessSingleton("signup.runtime");
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]?.[0]).toMatch(/^email transport: .+; bot challenge: .+; rate-limit and replay store: /);
  });
});
