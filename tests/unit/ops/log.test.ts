import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger, throttledLog, withoutPersonalData } from "@/lib/platform/log";

/** A logger writing to memory, and its lines so far. */
function capture(format: "text" | "json", level = "info") {
  const stream = new PassThrough();
  let text = "";
  stream.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  const log = createLogger({ format, level, destination: stream });
  return { log, lines: () => text.split("\n").filter(Boolean) };
}

describe("the logger (lib/platform/log.ts)", () => {
  it("JSON: one object per line with level, time, component, the fields and the message", () => {
    const { log, lines } = capture("json");
    log.child({ component: "signup", requestId: "req-1" }).info("admin email sent", { signupId: "s-1" });
    expect(lines()).toHaveLength(1);
    const entry = JSON.parse(lines()[0] ?? "");
    expect(entry).toMatchObject({
      level: "info",
      component: "signup",
      requestId: "req-1",
      signupId: "s-1",
      msg: "admin email sent",
    });
    expect(new Date(entry.time).toISOString()).toBe(entry.time);
    expect(entry.pid).toBe(process.pid);
  });

  it("JSON: an error keeps its type, message and stack", () => {
    const { log, lines } = capture("json");
    log.error("request failed", { err: new TypeError("bad input") });
    const entry = JSON.parse(lines()[0] ?? "");
    expect(entry.err).toMatchObject({ type: "TypeError", message: "bad input" });
    expect(entry.err.stack).toContain("TypeError: bad input");
  });

  it("text: one readable line per event, an error included", () => {
    const { log, lines } = capture("text");
    log.child({ component: "server" }).warn("shutting down", { requests: 3 });
    log.error("request failed", { err: new Error("boom") });
    expect(lines()).toHaveLength(2);
    expect(lines()[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: server: shutting down \{"requests":3\}$/);
    expect(lines()[1]).toMatch(/ERROR: request failed \{"error":"Error: boom \(at .+\)"\}$/);
  });

  it("never writes a person's data passed as a field, at the top or one level down", () => {
    for (const format of ["json", "text"] as const) {
      const { log, lines } = capture(format);
      log.info("signup", {
        email: "ada@example.com",
        phone: "+1 555 010 0199",
        firstName: "Ada",
        lastName: "Lovelace",
        message: "Hello there",
        submission: { email: "ada@example.com", to: "ada@example.com" },
      });
      const all = lines().join("\n");
      for (const value of ["ada@example.com", "555 010 0199", "Ada", "Lovelace", "Hello there"])
        expect(all).not.toContain(value);
      expect(all).toContain("[personal data]");
    }
  });

  it("leaves out what is below its level", () => {
    const { log, lines } = capture("json", "info");
    log.debug("probe");
    log.info("request");
    expect(lines().map((line) => JSON.parse(line).msg)).toEqual(["request"]);
  });

  it("takes email addresses and phone numbers out of outside text (a provider's error message)", () => {
    expect(withoutPersonalData("Invalid `to` field: ada.lovelace+x@example.co.uk is not allowed")).toBe(
      "Invalid `to` field: [email] is not allowed",
    );
    expect(withoutPersonalData("call +1 (555) 010-0199 now")).toBe("call [phone] now");
    expect(withoutPersonalData("validation_error (422) after 2 attempt(s)")).toBe(
      "validation_error (422) after 2 attempt(s)",
    );
  });
});

describe("throttledLog (lib/platform/log.ts)", () => {
  afterEach(() => vi.useRealTimers());

  it("writes at most one line per interval, and says how many it left out", () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const lines: string[] = [];
    const log = throttledLog(60_000, (line) => lines.push(line));
    log("Redis error: down");
    log("Redis error: down");
    vi.advanceTimersByTime(59_999);
    log("Redis error: down");
    expect(lines).toEqual(["Redis error: down"]);
    vi.advanceTimersByTime(1);
    log("Redis error: still down");
    log("Redis error: still down");
    vi.advanceTimersByTime(60_000);
    log("Redis error: back?");
    expect(lines).toEqual([
      "Redis error: down",
      "Redis error: still down (and 2 more since the last report)",
      "Redis error: back? (and 1 more since the last report)",
    ]);
  });
});
