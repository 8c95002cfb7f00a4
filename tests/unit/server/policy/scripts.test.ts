import { describe, expect, it } from "vitest";
import { deferredScripts } from "@/server/html";
import { createCompressor } from "@/server/policy/encoding";
import { deferPageScripts } from "@/server/policy/scripts";

const PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/app.js" async=""></script></head><body><main><p>Notarize online.</p></main></body></html>`;
const page = (status = 200, contentType = "text/html; charset=utf-8") => ({ status, headers: { "content-type": contentType }, body: Buffer.from(PAGE) });

describe("deferPageScripts", () => {
  it("moves an HTML page's scripts into the loader, whatever its status, headers unchanged", () => {
    const { cache } = createCompressor();
    for (const status of [200, 404]) {
      const out = deferPageScripts(page(status), cache, null);
      expect(out.status).toBe(status);
      expect(out.headers).toEqual({ "content-type": "text/html; charset=utf-8" });
      expect(deferredScripts(out.body.toString("utf8"))).toEqual(["/_next/static/chunks/app.js"]);
    }
    // Without a version nothing is kept.
    expect(cache.size).toBe(0);
  });

  it("rewrites a version once, then serves it from the cache", () => {
    const { cache } = createCompressor();
    const first = deferPageScripts(page(), cache, "text/html\n\"v1\"");
    expect(cache.get("text/html\n\"v1\"\nhtml")).toBe(first.body);
    const again = deferPageScripts({ ...page(), body: Buffer.from("ignored") }, cache, "text/html\n\"v1\"");
    expect(again.body).toBe(first.body);
  });

  it("leaves other bodies alone", () => {
    const { cache } = createCompressor();
    const script = page(200, "application/javascript");
    expect(deferPageScripts(script, cache, "v")).toBe(script);
  });
});
