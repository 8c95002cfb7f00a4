import { describe, expect, it } from "vitest";
import { deferredPayload, deferredScripts } from "@/server/html";
import { createCompressor } from "@/server/policy/encoding";
import { deferPageScripts, PAYLOAD_PARAM } from "@/server/policy/scripts";
import type { PolicyRequest } from "@/server/policy/types";

const PAYLOAD = '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:[\\"$\\",\\"p\\",null,{}]\\n"])</script>';
const PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/app.js" async=""></script></head><body><main><p>Notarize online.</p></main>${PAYLOAD}</body></html>`;
const SECURITY = { "x-content-type-options": "nosniff", "content-security-policy": "default-src 'self'" };
const page = (status = 200, contentType = "text/html; charset=utf-8", body = PAGE) => ({ status, headers: { "content-type": contentType, etag: '"v1"', ...SECURITY }, body: Buffer.from(body) });
const VERSION = 'text/html\n"v1"';
const get = (query = ""): PolicyRequest => ({ method: "GET", path: "/solutions/notaries", query, headers: {} });

describe("deferPageScripts", () => {
  it("moves a page rendered per request's scripts into the loader, whatever its status, its payload inline and its headers unchanged", () => {
    const { cache } = createCompressor();
    for (const status of [200, 404]) {
      const out = deferPageScripts(get(), page(status), cache, null);
      expect(out.status).toBe(status);
      expect(out.headers).toEqual(page().headers);
      const html = out.body.toString("utf8");
      expect(deferredScripts(html)).toEqual(["/_next/static/chunks/app.js"]);
      expect(html).toContain(PAYLOAD);
      expect(deferredPayload(html)).toBeNull();
    }
    // Without a version nothing is kept.
    expect(cache.size).toBe(0);
  });

  it("takes a prerendered page's payload out, gives the loader its address, and rewrites the version once", () => {
    const { cache } = createCompressor();
    const first = deferPageScripts(get(), page(), cache, VERSION);
    const html = first.body.toString("utf8");
    expect(html).not.toContain(PAYLOAD.slice(0, 40));
    expect(html).not.toContain("__next_f.push([1");
    expect(deferredPayload(html)).toMatch(new RegExp(`^\\?${PAYLOAD_PARAM}=[\\w-]{22}$`));
    expect(cache.get(`${VERSION}\nhtml`)).toBe(first.body);
    const again = deferPageScripts(get(), { ...page(), body: Buffer.from("ignored") }, cache, VERSION);
    expect(again.body).toBe(first.body);
  });

  it("answers the payload's address with the payload as JSON, immutable, with the page's other headers", () => {
    const { cache } = createCompressor();
    const address = deferredPayload(deferPageScripts(get(), page(), cache, VERSION).body.toString("utf8")) ?? "";
    // From the cache, and made again when the cache has let it go.
    for (const fresh of [false, true]) {
      if (fresh) cache.clear();
      const out = deferPageScripts(get(address.slice(1)), page(), cache, VERSION);
      expect(out.status).toBe(200);
      expect(out.headers).toMatchObject({ ...SECURITY, "content-type": "application/json; charset=utf-8", "cache-control": "public, max-age=31536000, immutable" });
      expect(out.headers.etag).toBe(`"${address.split("=")[1]}"`);
      expect(JSON.parse(out.body.toString("utf8"))).toEqual([[0], [1, '0:["$","p",null,{}]\n']]);
    }
  });

  it("sends an outdated payload address to the current one, and answers 404 where there is no payload", () => {
    const { cache } = createCompressor();
    const address = deferredPayload(deferPageScripts(get(), page(), cache, VERSION).body.toString("utf8")) ?? "";
    const moved = deferPageScripts(get(`${PAYLOAD_PARAM}=old&utm_source=x`), page(), cache, VERSION);
    expect(moved).toMatchObject({ status: 307, headers: { ...SECURITY, location: address, "cache-control": "no-store" } });
    expect(moved.body.length).toBe(0);
    const none = [
      deferPageScripts(get(`${PAYLOAD_PARAM}=x`), page(), cache, null), // rendered per request: its payload is inline
      deferPageScripts(get(`${PAYLOAD_PARAM}=x`), page(404), cache, null),
      deferPageScripts(get(`${PAYLOAD_PARAM}=x`), page(200, "text/html", "<html><body>no payload</body></html>"), cache, 'text/html\n"v2"'),
      deferPageScripts(get(`${PAYLOAD_PARAM}=x`), page(200, "application/javascript"), cache, "v"),
    ];
    for (const out of none) {
      expect(out.status).toBe(404);
      expect(out.headers).toMatchObject({ ...SECURITY, "cache-control": "no-store" });
    }
  });

  it("keeps one page and one payload per version, whatever payload addresses are asked for", () => {
    const { cache } = createCompressor();
    deferPageScripts(get(), page(), cache, VERSION);
    for (let i = 0; i < 100; i += 1) expect(deferPageScripts(get(`${PAYLOAD_PARAM}=made-up-${i}&fbclid=${i}`), page(), cache, VERSION).status).toBe(307);
    expect([...cache.keys()].sort()).toEqual([`${VERSION}\nhtml`, `${VERSION}\npayload`]);
  });

  it("leaves other bodies alone", () => {
    const { cache } = createCompressor();
    const script = page(200, "application/javascript");
    expect(deferPageScripts(get(), script, cache, "v")).toBe(script);
  });
});
