import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serve as serveWith } from "@/server/adapter";
import { sharedCacheControl, withSharedLifetime } from "@/server/policy/cache-control";
import { createPolicy, type PolicyOptions } from "@/server/policy";

/** What Next.js 16.4 sends with a page of this site (`revalidate = 3600`, default expireTime). */
const NEXT_PAGE = "s-maxage=3600, stale-while-revalidate=31532400";

describe("sharedCacheControl", () => {
  it("replaces Next.js's hour with CDN_MAX_AGE_S, and the year of stale serving with as long again", () => {
    expect(sharedCacheControl(NEXT_PAGE, 60)).toBe("s-maxage=60, stale-while-revalidate=60");
    expect(sharedCacheControl(NEXT_PAGE, 1)).toBe("s-maxage=1, stale-while-revalidate=1");
    expect(sharedCacheControl(NEXT_PAGE, 86_400)).toBe("s-maxage=86400, stale-while-revalidate=86400");
    // A static page (the Studio shell) is marked for a year, with no stale window.
    expect(sharedCacheControl("s-maxage=31536000", 60)).toBe("s-maxage=60, stale-while-revalidate=60");
  });

  it("turns shared caching off with 0", () => {
    expect(sharedCacheControl(NEXT_PAGE, 0)).toBe("no-cache");
  });

  it("keeps other directives and is not fooled by spelling", () => {
    expect(sharedCacheControl("public, max-age=0, S-MaxAge=3600, Stale-While-Revalidate=99", 30)).toBe(
      "public, max-age=0, s-maxage=30, stale-while-revalidate=30",
    );
    expect(sharedCacheControl("public,s-maxage=3600", 0)).toBe("public, no-cache");
  });

  it("leaves private, no-store and no-cache answers and anything without s-maxage alone", () => {
    for (const value of [
      "private, no-cache, no-store, max-age=0, must-revalidate", // draft mode, dynamic pages, errors
      "no-store", // route handlers, the server's own 400s
      "no-cache, s-maxage=3600",
      "private, s-maxage=3600",
      "public, max-age=31536000, immutable", // /_next/static
      "public, max-age=0, must-revalidate", // sitemap.xml, robots.txt, Open Graph images
      "public, max-age=3600", // the drawn favicon
      "",
    ]) {
      for (const seconds of [0, 60]) expect(sharedCacheControl(value, seconds), `${value} at ${seconds}`).toBeNull();
    }
  });
});

describe("withSharedLifetime", () => {
  it("rewrites what Next.js marked shared-cacheable, and only when a lifetime is configured", () => {
    const headers = { "content-type": "text/html", "cache-control": NEXT_PAGE };
    expect(withSharedLifetime(headers, 60)).toEqual({
      "content-type": "text/html",
      "cache-control": "s-maxage=60, stale-while-revalidate=60",
    });
    expect(withSharedLifetime(headers, 0)).toEqual({ "content-type": "text/html", "cache-control": "no-cache" });
    expect(withSharedLifetime(headers, undefined)).toBe(headers);
    const draft = { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" };
    expect(withSharedLifetime(draft, 60)).toBe(draft);
    expect(withSharedLifetime({}, 60)).toEqual({});
  });
});

/*
 * Through the adapter and the whole policy, with a stand-in for Next.js's handler sending the headers
 * Next.js sends for each kind of answer.
 */
const PAGE = `<!DOCTYPE html><html><head></head><body>${"<p>Notarize online.</p>".repeat(100)}</body></html>`;

function nextStandIn(req: IncomingMessage, res: ServerResponse) {
  const url = (req.url ?? "/").split("?")[0];
  const html = (status: number, cacheControl: string, body = PAGE) => {
    res.statusCode = status;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", cacheControl);
    if (status === 200) res.setHeader("ETag", '"p1"');
    res.end(body);
  };
  if (url === "/page") return html(200, NEXT_PAGE);
  if (url === "/studio") return html(200, "s-maxage=31536000");
  if (url === "/draft") return html(200, "private, no-cache, no-store, max-age=0, must-revalidate");
  if (url === "/error") return html(500, "private, no-cache, no-store, max-age=0, must-revalidate");
  // A cached page that now redirects: Next.js keeps its lifetime, and its body may be empty.
  if (url === "/moved") {
    res.writeHead(307, { Location: "/", "Cache-Control": NEXT_PAGE });
    res.end();
    return;
  }
  if (url === "/sitemap.xml") {
    res.writeHead(200, { "Content-Type": "application/xml", "Cache-Control": "public, max-age=0, must-revalidate" });
    res.end("<urlset/>");
    return;
  }
  if (url === "/big") {
    res.writeHead(200, { "Content-Type": "text/plain", "Cache-Control": NEXT_PAGE });
    const chunk = Buffer.alloc(1024 * 1024, 97);
    for (let i = 0; i < 17; i += 1) res.write(chunk);
    res.end();
    return;
  }
  if (url === "/api/thing") {
    res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": NEXT_PAGE });
    res.end("{}");
    return;
  }
  res.statusCode = 404;
  res.end();
}

type Answer = { status: number; headers: IncomingMessage["headers"] };

async function serve(options: PolicyOptions) {
  const policy = createPolicy(options);
  const server: Server = createServer((req, res) => serveWith(req, res, nextStandIn, policy));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<Answer>((resolve, reject) => {
      request(`${base}${path}`, { headers, method }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      })
        .on("error", reject)
        .end();
    });
  return { get, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("the server's Cache-Control for pages (CDN_MAX_AGE_S)", () => {
  let sixty: Awaited<ReturnType<typeof serve>>;
  let zero: Awaited<ReturnType<typeof serve>>;
  let unset: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    [sixty, zero, unset] = await Promise.all([serve({ sharedMaxAgeS: 60 }), serve({ sharedMaxAgeS: 0 }), serve({})]);
  });
  afterAll(() => Promise.all([sixty.close(), zero.close(), unset.close()]));

  it("sends a page, its HEAD and its 304 with the configured lifetime", async () => {
    const page = await sixty.get("/page", { "accept-encoding": "br" });
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("s-maxage=60, stale-while-revalidate=60");
    expect((await sixty.get("/page", {}, "HEAD")).headers["cache-control"]).toBe(
      "s-maxage=60, stale-while-revalidate=60",
    );
    const notModified = await sixty.get("/page", {
      "accept-encoding": "br",
      "if-none-match": page.headers.etag as string,
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers["cache-control"]).toBe("s-maxage=60, stale-while-revalidate=60");
    expect((await sixty.get("/studio")).headers["cache-control"]).toBe("s-maxage=60, stale-while-revalidate=60");
  });

  it("applies it to a cached redirect with an empty body and to a body too large to buffer", async () => {
    const moved = await sixty.get("/moved");
    expect(moved.status).toBe(307);
    expect(moved.headers["cache-control"]).toBe("s-maxage=60, stale-while-revalidate=60");
    expect((await sixty.get("/big")).headers["cache-control"]).toBe("s-maxage=60, stale-while-revalidate=60");
  });

  it("sends no-cache with 0", async () => {
    expect((await zero.get("/page")).headers["cache-control"]).toBe("no-cache");
    expect((await zero.get("/page", { "if-none-match": 'W/"p1"' })).headers["cache-control"]).toBe("no-cache");
  });

  it("leaves draft mode, errors, route handlers and other files as Next.js sent them", async () => {
    for (const server of [sixty, zero]) {
      expect((await server.get("/draft")).headers["cache-control"]).toBe(
        "private, no-cache, no-store, max-age=0, must-revalidate",
      );
      const error = await server.get("/error");
      expect(error.status).toBe(500);
      expect(error.headers["cache-control"]).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
      expect((await server.get("/sitemap.xml")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      expect((await server.get("/api/thing")).headers["cache-control"]).toBe(NEXT_PAGE);
    }
  });

  it("keeps Next.js's header when no lifetime is configured", async () => {
    expect((await unset.get("/page")).headers["cache-control"]).toBe(NEXT_PAGE);
  });
});
