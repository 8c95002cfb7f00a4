import { describe, expect, it } from "vitest";
import { redirectLocationOf, repairRedirect } from "@/server/policy/redirect";

/** A page Next.js 16.4 re-rendered in the background into a redirect: its cache kept the status, not the Location. */
const MOVED = `<!DOCTYPE html><html id="__next_error__"><head></head><body><script>self.__next_f.push([1,"b:E{\\"digest\\":\\"NEXT_REDIRECT;replace;/solutions/hybrid-closings;308;\\"}\\n"])</script></body></html>`;

describe("redirectLocationOf", () => {
  it("reads a redirect's address only from a digest with the response's status, and only a safe one", () => {
    expect(redirectLocationOf(MOVED, 308)).toBe("/solutions/hybrid-closings");
    expect(redirectLocationOf(MOVED, 307)).toBeNull();
    expect(redirectLocationOf('"digest":"NEXT_REDIRECT;replace;/;307;"', 307)).toBe("/");
    expect(redirectLocationOf('\\"NEXT_REDIRECT;push;https://example.com/a?b=1\\\\u0026c=2;307;\\"', 307)).toBe(
      "https://example.com/a?b=1&c=2",
    );
    expect(redirectLocationOf('"NEXT_REDIRECT;replace;//evil.example;307;"', 307)).toBeNull();
    expect(redirectLocationOf('"NEXT_REDIRECT;replace;javascript:alert(1);307;"', 307)).toBeNull();
    expect(redirectLocationOf("<p>No redirect here</p>", 307)).toBeNull();
  });
});

describe("repairRedirect", () => {
  const html = { "content-type": "text/html; charset=utf-8" };
  const moved = (status: number, headers: Record<string, string> = html) => ({
    status,
    headers,
    body: Buffer.from(MOVED),
  });

  it("gives an HTML redirect without a Location the one its flight data names", () => {
    const repaired = repairRedirect(moved(308));
    expect(repaired.status).toBe(308);
    expect(repaired.headers).toEqual({ ...html, location: "/solutions/hybrid-closings" });
    expect(repaired.body.toString()).toBe(MOVED);
  });

  it("leaves alone a redirect that has its Location, another status, a body that is not HTML or names nothing", () => {
    for (const response of [
      moved(308, { ...html, location: "/elsewhere" }),
      moved(200),
      moved(307),
      moved(308, { "content-type": "text/plain" }),
      { status: 308, headers: html, body: Buffer.from("<p>No redirect here</p>") },
    ]) {
      expect(repairRedirect(response)).toBe(response);
    }
  });
});
