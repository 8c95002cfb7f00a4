import { describe, expect, it } from "vitest";
import { deferredPayload, deferredScripts } from "@/server/html";
import { createCompressor } from "@/server/policy/encoding";
import { deferPageScripts, PAYLOAD_PARAM } from "@/server/policy/scripts";
import type { PolicyRequest } from "@/server/policy/types";

const PAYLOAD =
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:[\\"$\\",\\"p\\",null,{}]\\n"])</script>';
const PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/app.js" async=""></script></head><body><main><p>Notarize online.</p></main>${PAYLOAD}</body></html>`;
const SECURITY = { "x-content-type-options": "nosniff", "content-security-policy": "default-src 'self'" };
const page = (status = 200, contentType = "text/html; charset=utf-8", body = PAGE) => ({
  status,
  headers: { "content-type": contentType, etag: '"v1"', ...SECURITY },
  body: Buffer.from(body),
});
const VERSION = 'text/html\n"v1"';
/** Next.js's inline payload scripts for a Flight stream written as `chunks`. */
const payloadScripts = (chunks: string[]) =>
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${chunks.map((chunk) => `<script>self.__next_f.push(${JSON.stringify([1, chunk])})</script>`).join("")}`;
/** A store shared by instances, in memory, counting its lookups. */
const memoryStore = () => {
  const entries = new Map<string, Buffer>();
  const store = {
    entries,
    lookups: 0,
    get: async (hash: string) => {
      store.lookups += 1;
      return entries.get(hash) ?? null;
    },
    put: (hash: string, payload: Buffer) => void entries.set(hash, payload),
  };
  return store;
};
const get = (query = ""): PolicyRequest => ({ method: "GET", path: "/solutions/notaries", query, headers: {} });

describe("deferPageScripts", () => {
  it("moves a page rendered per request's scripts into the loader, whatever its status, its payload inline and its headers unchanged", async () => {
    const { cache } = createCompressor();
    for (const status of [200, 404]) {
      const out = await deferPageScripts(get(), page(status), cache, null);
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

  it("takes a prerendered page's payload out, gives the loader its address, and rewrites the version once", async () => {
    const { cache } = createCompressor();
    const first = await deferPageScripts(get(), page(), cache, VERSION);
    const html = first.body.toString("utf8");
    expect(html).not.toContain(PAYLOAD.slice(0, 40));
    expect(html).not.toContain("__next_f.push([1");
    expect(deferredPayload(html)).toMatch(new RegExp(`^\\?${PAYLOAD_PARAM}=[\\w-]{22}$`));
    expect(cache.get(`${VERSION}\nhtml`)).toBe(first.body);
    const again = await deferPageScripts(get(), { ...page(), body: Buffer.from("ignored") }, cache, VERSION);
    expect(again.body).toBe(first.body);
  });

  it("answers the payload's address with the payload as JSON, immutable, with the page's other headers", async () => {
    const { cache } = createCompressor();
    const address =
      deferredPayload((await deferPageScripts(get(), page(), cache, VERSION)).body.toString("utf8")) ?? "";
    // From the cache, and made again when the cache has let it go.
    for (const fresh of [false, true]) {
      if (fresh) cache.clear();
      const out = await deferPageScripts(get(address.slice(1)), page(), cache, VERSION);
      expect(out.status).toBe(200);
      expect(out.headers).toMatchObject({
        ...SECURITY,
        "content-type": "application/json; charset=utf-8",
        "cache-control": "public, max-age=31536000, immutable",
      });
      expect(out.headers.etag).toBe(`"${address.split("=")[1]}"`);
      expect(JSON.parse(out.body.toString("utf8"))).toEqual([[0], [1, '0:["$","p",null,{}]\n']]);
    }
  });

  it("sends an outdated payload address to the current one, and answers 404 where there is no payload", async () => {
    const { cache } = createCompressor();
    const address =
      deferredPayload((await deferPageScripts(get(), page(), cache, VERSION)).body.toString("utf8")) ?? "";
    const moved = await deferPageScripts(get(`${PAYLOAD_PARAM}=old&utm_source=x`), page(), cache, VERSION);
    expect(moved).toMatchObject({
      status: 307,
      headers: { ...SECURITY, location: address, "cache-control": "no-store" },
    });
    expect(moved.body.length).toBe(0);
    const none = await Promise.all([
      deferPageScripts(get(`${PAYLOAD_PARAM}=x`), page(), cache, null), // rendered per request: its payload is inline
      deferPageScripts(get(`${PAYLOAD_PARAM}=x`), page(404), cache, null),
      deferPageScripts(
        get(`${PAYLOAD_PARAM}=x`),
        page(200, "text/html", "<html><body>no payload</body></html>"),
        cache,
        'text/html\n"v2"',
      ),
      deferPageScripts(get(`${PAYLOAD_PARAM}=x`), page(200, "application/javascript"), cache, "v"),
    ]);
    for (const out of none) {
      expect(out.status).toBe(404);
      expect(out.headers).toMatchObject({ ...SECURITY, "cache-control": "no-store" });
    }
  });

  it("keeps one page and one payload per version, whatever payload addresses are asked for", async () => {
    const { cache } = createCompressor();
    const hash = deferredPayload((await deferPageScripts(get(), page(), cache, VERSION)).body.toString("utf8"))?.split(
      "=",
    )[1];
    for (let i = 0; i < 100; i += 1)
      expect(
        (await deferPageScripts(get(`${PAYLOAD_PARAM}=made-up-${i}&fbclid=${i}`), page(), cache, VERSION)).status,
      ).toBe(307);
    // Well-formed made-up hashes are looked up (in the store too) and keep nothing either.
    const store = memoryStore();
    for (let i = 0; i < 100; i += 1)
      expect(
        (await deferPageScripts(get(`${PAYLOAD_PARAM}=${String(i).padStart(22, "x")}`), page(), cache, VERSION, store))
          .status,
      ).toBe(307);
    expect([...cache.keys()].sort()).toEqual([`payload\n${hash}`, `${VERSION}\nhtml`]);
    expect(store.lookups).toBe(100);
  });

  it("names a page and its payload by what they say: re-renders that write the rows in another order get the same address and ETag", async () => {
    const rows = [
      '0:["$","$L1",null,{"children":"$2"}]\n',
      '1:I["chunk.js",[],"Menu"]\n',
      "2:T6,héllo",
      ':HL["/a.css","style"]\n',
      ':HL["/b.css","style"]\n',
    ];
    const render = (order: number[]) =>
      page(
        200,
        "text/html; charset=utf-8",
        PAGE.replace(PAYLOAD, payloadScripts(order.map((index) => rows[index] ?? ""))),
      );
    const { cache } = createCompressor();
    const answers = [];
    // Three renders of the same content, each with its own order and version (Next.js's ETag of its
    // bytes); server/flight.ts's own tests cover rows written under other ids.
    for (const [index, order] of [
      [0, 1, 2, 3, 4],
      [4, 2, 0, 3, 1],
      [1, 3, 4, 0, 2],
    ].entries()) {
      const rendered = render(order);
      answers.push(
        await deferPageScripts(
          get(),
          { ...rendered, headers: { ...rendered.headers, etag: `"render-${index}"` } },
          cache,
          `text/html\n"render-${index}"`,
        ),
      );
    }
    const addresses = answers.map((answer) => deferredPayload(answer.body.toString("utf8")));
    expect(new Set(addresses).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(answers[0]?.headers.etag).toMatch(/^"[\w-]{22}"$/);
    expect(answers[0]?.headers.etag).not.toBe('"render-0"');
    // The payload at that address is the rows in id order, whole.
    const payload = await deferPageScripts(
      get((addresses[0] ?? "").slice(1)),
      render([1, 0, 2, 3, 4]),
      cache,
      'text/html\n"render-3"',
    );
    expect(payload.status).toBe(200);
    expect(JSON.parse(payload.body.toString("utf8"))).toEqual([
      [0],
      [1, [rows[3], rows[4], rows[0], rows[1], rows[2]].join("")],
    ]);
    // Other content: another address and ETag.
    const changed = await deferPageScripts(
      get(),
      page(200, "text/html", PAGE.replace("Notarize online.", "Notarize now.")),
      cache,
      'text/html\n"other"',
    );
    expect(changed.headers.etag).not.toBe(answers[0]?.headers.etag);
  });

  it("answers an address it gave out before the page changed with that payload, and one another instance gave out from the shared store", async () => {
    const { cache } = createCompressor();
    const store = memoryStore();
    const before =
      deferredPayload((await deferPageScripts(get(), page(), cache, VERSION, store)).body.toString("utf8")) ?? "";
    const newer = page(200, "text/html", PAGE.replace('\\"p\\"', '\\"h1\\"'));
    const newVersion = 'text/html\n"v2"';
    const after =
      deferredPayload((await deferPageScripts(get(), newer, cache, newVersion, store)).body.toString("utf8")) ?? "";
    expect(after).not.toBe(before);
    // The visitor holding the page from before the change gets that page's payload, not a redirect.
    const old = await deferPageScripts(get(before.slice(1)), newer, cache, newVersion, store);
    expect(old.status).toBe(200);
    expect(JSON.parse(old.body.toString("utf8"))).toEqual([[0], [1, '0:["$","p",null,{}]\n']]);
    // Another instance (its own cache, the same store) still on the old page answers the new address.
    const elsewhere = createCompressor().cache;
    const fromStore = await deferPageScripts(get(after.slice(1)), page(), elsewhere, VERSION, store);
    expect(fromStore.status).toBe(200);
    expect(JSON.parse(fromStore.body.toString("utf8"))).toEqual([[0], [1, '0:["$","h1",null,{}]\n']]);
    // What the store holds is served only under its own hash.
    store.entries.set("x".repeat(22), Buffer.from("[[0]]"));
    expect(
      (await deferPageScripts(get(`${PAYLOAD_PARAM}=${"x".repeat(22)}`), page(), elsewhere, VERSION, store)).status,
    ).toBe(307);
  });

  it("leaves other bodies alone", async () => {
    const { cache } = createCompressor();
    const script = page(200, "application/javascript");
    expect(await deferPageScripts(get(), script, cache, "v")).toBe(script);
  });
});
