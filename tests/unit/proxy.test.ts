import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { withUnreservedDecoded } from "@/lib/encoded-path";
import { isMarkdownRoutePath, MARKDOWN_NOT_FOUND_ROUTE } from "@/lib/markdown/paths";
import { cachedPageTable, noteContentChange, pagePathOf, pageTableOf, unknownPathRedirect, type PageTable } from "@/lib/redirect-table";
import { startContentLake, type ContentLake } from "../support/content-lake";

describe("percent-encoded paths (issue 23 §4.1)", () => {
  it("decodes escapes of letters, digits and -._~ only, in either case, and never throws", () => {
    expect(withUnreservedDecoded("/%5Fmd")).toBe("/_md");
    expect(withUnreservedDecoded("/%5fmd/x.md")).toBe("/_md/x.md");
    expect(withUnreservedDecoded("/early-acces%73")).toBe("/early-access");
    expect(withUnreservedDecoded("/%7E%2d%2E%41%7a%30")).toBe("/~-.Az0");
    // Escapes that change segments or meaning stay: a slash, a space, a percent sign, non-ASCII.
    expect(withUnreservedDecoded("/solutions%2Fesign")).toBe("/solutions%2Fesign");
    expect(withUnreservedDecoded("/a%20b/%25%5F")).toBe("/a%20b/%25_");
    expect(withUnreservedDecoded("/%C3%A9")).toBe("/%C3%A9");
    expect(withUnreservedDecoded("/%255Fmd")).toBe("/%255Fmd");
    expect(withUnreservedDecoded("/%zz/%5/%")).toBe("/%zz/%5/%");
    expect(withUnreservedDecoded("/plain")).toBe("/plain");
  });

  it("knows the Markdown routes' own prefix, and nothing that only starts like it", () => {
    for (const path of ["/_md", "/_md/", "/_md/solutions/esign", "/_md/_"]) expect(isMarkdownRoutePath(path), path).toBe(true);
    for (const path of ["/_mdx", "/_md.md", "/md", "/solutions/_md", "/"]) expect(isMarkdownRoutePath(path), path).toBe(false);
  });
});

describe("the redirect of a path with no page", () => {
  const redirects = [
    { from: "/solutions/escrow", to: "/solutions/title-companies", permanent: true },
    { from: "/pricing", to: "/#pricing", permanent: false },
    { from: "/loop", to: "/loop", permanent: true },
    { from: "/solutions/escrow", to: "/older", permanent: false },
  ];

  it("is the editor's (the first that matches, trailing slash ignored), else the home page, temporarily", () => {
    expect(unknownPathRedirect("/solutions/escrow", redirects)).toEqual({ location: "/solutions/title-companies", permanent: true });
    expect(unknownPathRedirect("/solutions/escrow/", redirects)).toEqual({ location: "/solutions/title-companies", permanent: true });
    expect(unknownPathRedirect("/pricing", redirects)).toEqual({ location: "/#pricing", permanent: false });
    expect(unknownPathRedirect("/loop", redirects)).toEqual({ location: "/", permanent: false });
    expect(unknownPathRedirect("/solutions/made-up", redirects)).toEqual({ location: "/", permanent: false });
  });

  it("is decided for page addresses only: /solutions/<slug> and /<slug>", () => {
    expect(pagePathOf("/solutions/esign")).toEqual({ kind: "solution", slug: "esign" });
    expect(pagePathOf("/privacy")).toEqual({ kind: "general", slug: "privacy" });
    for (const path of ["/", "/solutions/esign/extra", "/a/b", "/solutions/Esign", "/x.md", "/_md", "/solutions/", "/a--b"]) expect(pagePathOf(path), path).toBeNull();
  });
});

describe("the proxy's table of published pages and redirects", () => {
  const tableWith = (solutions: string[]): PageTable => pageTableOf({ solutions, pages: [], redirects: [] });

  function source(now: { ms: number }) {
    const answers: (PageTable | Error)[] = [];
    let reads = 0;
    const errors: unknown[] = [];
    const table = cachedPageTable({
      ttlMs: 2_000,
      now: () => now.ms,
      onError: (error) => errors.push(error),
      load: async () => {
        reads += 1;
        const answer = answers.shift() ?? new Error("no answer queued");
        if (answer instanceof Error) throw answer;
        return answer;
      },
    });
    return { table, answers, errors, reads: () => reads };
  }

  it("reads once per lifetime, one read at a time; a stale table answers at once while the next is read", async () => {
    const now = { ms: 0 };
    const { table, answers, reads } = source(now);
    answers.push(tableWith(["a"]));
    const [first, second] = await Promise.all([table.get({ fresh: false }), table.get({ fresh: true })]);
    expect(first?.solutions.has("a")).toBe(true);
    expect(second).toBe(first);
    expect(reads()).toBe(1);
    now.ms = 1_999;
    await table.get({ fresh: true });
    expect(reads()).toBe(1);
    now.ms = 2_000;
    answers.push(tableWith(["b"]));
    // Not fresh enough for a "not published" verdict, good enough for "published": the old one, and a read starts.
    expect((await table.get({ fresh: false }))?.solutions.has("a")).toBe(true);
    expect((await table.get({ fresh: true }))?.solutions.has("b")).toBe(true);
    expect(reads()).toBe(2);
  });

  it("is stale at once after the content webhook, and asks a failing source at most once per lifetime", async () => {
    const now = { ms: 0 };
    const { table, answers, errors, reads } = source(now);
    answers.push(tableWith(["a"]));
    await table.get({ fresh: true });
    noteContentChange();
    answers.push(new Error("the lake is down"));
    expect(await table.get({ fresh: true })).toBeNull();
    expect(await table.get({ fresh: true })).toBeNull();
    expect((await table.get({ fresh: false }))?.solutions.has("a")).toBe(true);
    expect(reads()).toBe(2);
    expect(errors).toHaveLength(1);
    now.ms = 2_000;
    answers.push(tableWith(["c"]));
    expect((await table.get({ fresh: true }))?.solutions.has("c")).toBe(true);
  });

  it("refuses an answer that is not the query's shape", () => {
    expect(() => pageTableOf({ solutions: "esign", pages: [], redirects: [] })).toThrow();
    expect(() => pageTableOf(null)).toThrow();
  });
});

describe("proxy.ts on a content source that changes (the local Content Lake)", () => {
  let lake: ContentLake;

  beforeAll(async () => {
    lake = await startContentLake({
      documents: [{ _id: "redirect-escrow", _type: "redirect", from: "/solutions/escrow", to: "/solutions/title-companies", permanent: true }],
    });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await lake.close();
  });

  async function proxyOn(project: boolean) {
    vi.resetModules();
    vi.stubEnv("NEXT_PUBLIC_SANITY_PROJECT_ID", project ? lake.projectId : "");
    vi.stubEnv("SANITY_API_HOST", lake.url);
    vi.stubEnv("SANITY_API_READ_TOKEN", lake.token);
    return (await import("@/proxy")).proxy;
  }

  const get = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://localhost:3000${path}`, { headers });
  // Next.js sends a same-site Location as a path (the platform tests check what visitors get).
  const answer = (response: Response) => ({
    status: response.status,
    location: response.headers.get("location"),
    rewrite: response.headers.get("x-middleware-rewrite"),
    next: response.headers.get("x-middleware-next"),
  });

  it("serves an escaped spelling as the decoded path, and the Markdown prefix however spelled as its 404", async () => {
    const proxy = await proxyOn(false);
    for (const path of ["/%5Fmd", "/%5fmd", "/%5Fmd/anything", "/%5fmd/x.md", "/%5F%6Dd/solutions/esign"]) {
      expect(answer(await proxy(get(path))), path).toMatchObject({ rewrite: `http://localhost:3000${MARKDOWN_NOT_FOUND_ROUTE}` });
    }
    expect(answer(await proxy(get("/early-acces%73?utm_source=x")))).toMatchObject({ rewrite: "http://localhost:3000/early-access?utm_source=x" });
    expect(answer(await proxy(get("/solutions%2Fesign")))).toMatchObject({ next: "1" });
  });

  it("without a project (the bundled dataset never changes) leaves every page address to the pages", async () => {
    const proxy = await proxyOn(false);
    for (const path of ["/solutions/esign", "/solutions/escrow", "/made-up", "/privacy"]) expect(answer(await proxy(get(path))), path).toMatchObject({ next: "1" });
  });

  it("answers an address with no published page with its redirect before rendering; published pages, previews and client navigations pass", async () => {
    const proxy = await proxyOn(true);
    expect(answer(await proxy(get("/solutions/esign")))).toMatchObject({ next: "1" });
    expect(answer(await proxy(get("/privacy")))).toMatchObject({ next: "1" });
    expect(answer(await proxy(get("/studio")))).toMatchObject({ next: "1" });
    expect(answer(await proxy(get("/solutions/escrow")))).toMatchObject({ status: 308, location: "http://localhost:3000/solutions/title-companies" });
    expect(answer(await proxy(get("/pricing")))).toMatchObject({ status: 307, location: "http://localhost:3000/#pricing" });
    const madeUp = await proxy(get("/solutions/made-up"));
    expect(answer(madeUp)).toMatchObject({ status: 307, location: "http://localhost:3000/" });
    expect(madeUp.headers.get("cache-control")).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
    expect(answer(await proxy(get("/solutions/made-up", { rsc: "1" })))).toMatchObject({ next: "1" });
    expect(answer(await proxy(get("/solutions/made-up", { cookie: "__prerender_bypass=x" })))).toMatchObject({ next: "1" });

    // Moved through the lake, as the Studio's publish action does it: the old address redirects at once
    // after the webhook's change note (no waiting for the table's lifetime).
    await lake.lake.store.transact([
      { patch: { id: "solution-esign", set: { "slug.current": "esign-moved" } } },
      { createOrReplace: { _id: "redirect-solutions-esign", _type: "redirect", from: "/solutions/esign", to: "/solutions/esign-moved", permanent: true } },
    ]);
    noteContentChange();
    expect(answer(await proxy(get("/solutions/esign")))).toMatchObject({ status: 308, location: "http://localhost:3000/solutions/esign-moved" });
    expect(answer(await proxy(get("/solutions/esign-moved")))).toMatchObject({ next: "1" });
  });
});
