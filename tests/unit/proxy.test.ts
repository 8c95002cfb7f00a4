import path from "node:path";
import { getPagesPageStaticInfo } from "next/dist/build/analysis/get-page-static-info";
import { loadBindings } from "next/dist/build/swc";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { withUnreservedDecoded } from "@/lib/routing/encoded-path";
import { isMarkdownRoutePath, MARKDOWN_NOT_FOUND_ROUTE } from "@/lib/markdown/paths";
import {
  cachedPageTable,
  isPublished,
  noteContentChange,
  pagePathOf,
  pageTableOf,
  pageTableQuery,
  unknownPathRedirect,
  type PageTable,
} from "@/lib/publishing/page-table";
import { startContentLake, type ContentLake } from "../support/content-lake";
import { config as proxyConfig } from "@/proxy";
import { proxyMatchers } from "@/lib/routing/next-rules";

describe("percent-encoded paths", () => {
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
    for (const path of ["/_md", "/_md/", "/_md/solutions/esign", "/_md/_"])
      expect(isMarkdownRoutePath(path), path).toBe(true);
    for (const path of ["/_mdx", "/_md.md", "/md", "/solutions/_md", "/"])
      expect(isMarkdownRoutePath(path), path).toBe(false);
  });
});

describe("the redirect of a path with no page", () => {
  const redirects = [
    { from: "/solutions/escrow", to: "/solutions/title-companies", permanent: true },
    { from: "/plans", to: "/pricing", permanent: false },
    { from: "/loop", to: "/loop", permanent: true },
    { from: "/solutions/escrow", to: "/older", permanent: false },
  ];

  it("is the editor's (the first that matches, trailing slash ignored), else the home page, temporarily", () => {
    expect(unknownPathRedirect("/solutions/escrow", redirects)).toEqual({
      location: "/solutions/title-companies",
      permanent: true,
    });
    expect(unknownPathRedirect("/solutions/escrow/", redirects)).toEqual({
      location: "/solutions/title-companies",
      permanent: true,
    });
    expect(unknownPathRedirect("/plans", redirects)).toEqual({ location: "/pricing", permanent: false });
    expect(unknownPathRedirect("/loop", redirects)).toEqual({ location: "/", permanent: false });
    expect(unknownPathRedirect("/solutions/made-up", redirects)).toEqual({ location: "/", permanent: false });
  });

  it("goes to the Spanish home page for a Spanish address, unless an editor's redirect says otherwise", () => {
    const spanish = [
      ...redirects,
      { from: "/es/soluciones/antigua", to: "/es/soluciones/nueva", permanent: true },
      { from: "/es/ayuda", to: "/es#preguntas", permanent: false },
    ];
    expect(unknownPathRedirect("/es/soluciones/inventada", spanish)).toEqual({ location: "/es", permanent: false });
    expect(unknownPathRedirect("/es/inventada", spanish)).toEqual({ location: "/es", permanent: false });
    expect(unknownPathRedirect("/es/a/b/c", spanish)).toEqual({ location: "/es", permanent: false });
    expect(unknownPathRedirect("/es/soluciones/antigua/", spanish)).toEqual({
      location: "/es/soluciones/nueva",
      permanent: true,
    });
    expect(unknownPathRedirect("/es/ayuda", spanish)).toEqual({ location: "/es#preguntas", permanent: false });
    // Only the `/es` segment itself is Spanish.
    expect(unknownPathRedirect("/esign-old", spanish)).toEqual({ location: "/", permanent: false });
    expect(unknownPathRedirect("/est/x", spanish)).toEqual({ location: "/", permanent: false });
  });

  it("is decided for page addresses only: /solutions/<slug> and /<slug>, /es/soluciones/<slug> and /es/<slug>", () => {
    expect(pagePathOf("/solutions/esign")).toEqual({ lang: "en", kind: "solution", slug: "esign" });
    expect(pagePathOf("/privacy")).toEqual({ lang: "en", kind: "general", slug: "privacy" });
    expect(pagePathOf("/es/soluciones/notary-public")).toEqual({ lang: "es", kind: "solution", slug: "notary-public" });
    expect(pagePathOf("/es/privacidad")).toEqual({ lang: "es", kind: "general", slug: "privacidad" });
    // The prefix alone and the Spanish site's own segments are no general page (reserved slugs: the routing table's parser reads them as none).
    expect(pagePathOf("/es")).toBeNull();
    expect(pagePathOf("/es/acceso-anticipado")).toBeNull();
    expect(pagePathOf("/es/soluciones")).toBeNull();
    for (const path of [
      "/",
      "/solutions/esign/extra",
      "/a/b",
      "/solutions/Esign",
      "/x.md",
      "/_md",
      "/solutions/",
      "/a--b",
      "/es/",
      "/es/solutions/esign",
      "/es/soluciones/x/y",
      "/es/x.md",
      "/es/soluciones/",
      "/en/privacy",
    ]) {
      expect(pagePathOf(path), path).toBeNull();
    }
  });
});

describe("the proxy's matchers, as the build reads them from proxy.ts (literal values: no work for paths the proxy does not own)", async () => {
  // Next.js's parser (SWC), as the build loads it before reading the proxy's config.
  await loadBindings();
  const info = await getPagesPageStaticInfo({
    pageFilePath: path.resolve(import.meta.dirname, "../../proxy.ts"),
    nextConfig: {},
    isDev: false,
    page: "/proxy",
  } as Parameters<typeof getPagesPageStaticInfo>[0]);
  const matchers = (info.middleware?.matchers ?? []).map((matcher) => new RegExp(matcher.regexp));
  const runs = (path: string) => matchers.some((matcher) => matcher.test(path));

  it("are all read (none is a value the build cannot evaluate)", () => {
    expect(matchers).toHaveLength(8);
    expect(info.hadUnsupportedValue).toBe(false);
  });

  it("are the routing table's: the literal values are what lib/routing/next-rules.ts generates from it", () => {
    expect(proxyConfig.matcher).toEqual(proxyMatchers());
  });

  it("run the proxy for every page address in either language and every escaped spelling", () => {
    for (const path of [
      "/privacy",
      "/made-up",
      "/e",
      "/esign",
      "/es-x",
      "/est",
      "/solutions/esign",
      "/es/privacidad",
      "/es/inventada",
      "/es/soluciones/notary-public",
      "/%5Fmd",
      "/es/soluci%6Fnes/api",
    ]) {
      expect(runs(path), path).toBe(true);
    }
  });

  it("run the proxy for every .md path with an upper-case letter (Next.js matches the rewrites regardless of case)", () => {
    for (const path of [
      "/INDEX.MD",
      "/index.MD",
      "/Index.md",
      "/ES/INDEX.MD",
      "/es/index.mD",
      "/resources.MD",
      "/Solutions/notaries.md",
      "/solutions/NOTARIES.md",
      "/es/soluciones/notary-public.Md",
    ]) {
      expect(runs(path), path).toBe(true);
    }
  });

  it("leave out both home pages, the renditions, static files, /_next/ and /api/", () => {
    for (const path of [
      "/",
      "/es",
      "/es/",
      "/es.rsc",
      "/index.md",
      "/es/index.md",
      "/es/soluciones/api.md",
      "/llms.txt",
      "/_next/static/x.js",
      "/api/health",
      "/es/a/b",
      "/es/soluciones/x/y",
      "/ES",
      "/resources.md",
      "/solutions/notaries.md",
      "/remote-online-notarization/texas.md",
      "/es/recursos.md",
      "/a/b/c.md",
      "/llms.txt",
      "/MD",
      "/Solutions/notaries",
    ]) {
      expect(runs(path), path).toBe(false);
    }
  });
});

describe("the proxy's table of published pages and redirects", () => {
  const tableWith = (solutions: string[]): PageTable =>
    pageTableOf({ en: { solutions, pages: [] }, es: { solutions: [], pages: [] }, redirects: [] });
  const solutionsOf = (table: PageTable | null) => table?.languages.en.solutions;

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
    expect(solutionsOf(first)?.has("a")).toBe(true);
    expect(second).toBe(first);
    expect(reads()).toBe(1);
    now.ms = 1_999;
    await table.get({ fresh: true });
    expect(reads()).toBe(1);
    now.ms = 2_000;
    answers.push(tableWith(["b"]));
    // Not fresh enough for a "not published" verdict, good enough for "published": the old one, and a read starts.
    expect(solutionsOf(await table.get({ fresh: false }))?.has("a")).toBe(true);
    expect(solutionsOf(await table.get({ fresh: true }))?.has("b")).toBe(true);
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
    expect(solutionsOf(await table.get({ fresh: false }))?.has("a")).toBe(true);
    expect(reads()).toBe(2);
    expect(errors).toHaveLength(1);
    now.ms = 2_000;
    answers.push(tableWith(["c"]));
    expect(solutionsOf(await table.get({ fresh: true }))?.has("c")).toBe(true);
  });

  it("refuses an answer that is not the query's shape", () => {
    expect(() =>
      pageTableOf({ en: { solutions: "esign", pages: [] }, es: { solutions: [], pages: [] }, redirects: [] }),
    ).toThrow();
    expect(() => pageTableOf({ en: { solutions: [], pages: [] }, redirects: [] })).toThrow();
    expect(() => pageTableOf({ solutions: [], pages: [], redirects: [] })).toThrow();
    expect(() => pageTableOf(null)).toThrow();
  });

  it("keeps each language's slugs apart: a slug is published in the language that has it", () => {
    const table = pageTableOf({
      en: { solutions: ["api", "notaries"], pages: ["privacy"] },
      es: { solutions: ["api", "notary-public"], pages: ["privacidad"] },
      redirects: [],
    });
    expect(isPublished(table, { lang: "es", kind: "solution", slug: "notary-public" })).toBe(true);
    expect(isPublished(table, { lang: "en", kind: "solution", slug: "notary-public" })).toBe(false);
    expect(isPublished(table, { lang: "es", kind: "solution", slug: "notaries" })).toBe(false);
    expect(isPublished(table, { lang: "es", kind: "general", slug: "privacidad" })).toBe(true);
    expect(isPublished(table, { lang: "en", kind: "general", slug: "privacidad" })).toBe(false);
    expect(isPublished(table, { lang: "es", kind: "solution", slug: "api" })).toBe(true);
    // One query whose text does not depend on the path, each language's slugs filtered by the language field.
    expect(pageTableQuery).toContain(`coalesce(language, "en") == "es"`);
    expect(pageTableQuery).not.toMatch(/\$\w/);
  });
});

describe("proxy.ts on a content source that changes (the local Content Lake)", () => {
  let lake: ContentLake;

  beforeAll(async () => {
    lake = await startContentLake({
      documents: [
        {
          _id: "redirect-escrow",
          _type: "redirect",
          from: "/solutions/escrow",
          to: "/solutions/title-companies",
          permanent: true,
        },
      ],
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

  const get = (path: string, headers: Record<string, string> = {}) =>
    new NextRequest(`http://localhost:3000${path}`, { headers });
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
      expect(answer(await proxy(get(path))), path).toMatchObject({
        rewrite: `http://localhost:3000${MARKDOWN_NOT_FOUND_ROUTE}`,
      });
    }
    expect(answer(await proxy(get("/early-acces%73?utm_source=x")))).toMatchObject({
      rewrite: "http://localhost:3000/early-access?utm_source=x",
    });
    // The escaped spelling of a rendition's address is that address.
    expect(answer(await proxy(get("/solutions/esign.m%64")))).toMatchObject({
      rewrite: "http://localhost:3000/solutions/esign.md",
    });
    expect(answer(await proxy(get("/solutions%2Fesign")))).toMatchObject({ next: "1" });
  });

  it("sends a .md address with an upper-case letter, however escaped, to the renditions' 404: each rendition has one address", async () => {
    for (const project of [false, true]) {
      const proxy = await proxyOn(project);
      for (const path of [
        "/INDEX.MD",
        "/index.MD",
        "/ES/INDEX.MD",
        "/es/index.Md",
        "/resources.MD",
        "/Solutions/notaries.md",
        "/solutions/NOTARIES.md",
        "/solutions/esign.M%44",
        "/solutions/esign.%4Dd",
        "/Made-Up.md",
      ]) {
        expect(answer(await proxy(get(path))), `${path} (project: ${project})`).toMatchObject({
          rewrite: `http://localhost:3000${MARKDOWN_NOT_FOUND_ROUTE}`,
          location: null,
        });
      }
    }
  });

  it("without a project (the bundled dataset never changes) leaves every page address to the pages", async () => {
    const proxy = await proxyOn(false);
    for (const path of [
      "/solutions/esign",
      "/solutions/escrow",
      "/made-up",
      "/privacy",
      "/es/soluciones/inventada",
      "/es/inventada",
    ])
      expect(answer(await proxy(get(path))), path).toMatchObject({ next: "1" });
  });

  it("answers an address with no published page with its redirect before rendering; published pages, previews and client navigations pass", async () => {
    const proxy = await proxyOn(true);
    expect(answer(await proxy(get("/solutions/esign")))).toMatchObject({ next: "1" });
    expect(answer(await proxy(get("/privacy")))).toMatchObject({ next: "1" });
    expect(answer(await proxy(get("/studio")))).toMatchObject({ next: "1" });
    expect(answer(await proxy(get("/solutions/escrow")))).toMatchObject({
      status: 308,
      location: "http://localhost:3000/solutions/title-companies",
    });
    expect(answer(await proxy(get("/plans")))).toMatchObject({
      status: 307,
      location: "http://localhost:3000/pricing",
    });
    const madeUp = await proxy(get("/solutions/made-up"));
    expect(answer(madeUp)).toMatchObject({ status: 307, location: "http://localhost:3000/" });
    expect(madeUp.headers.get("cache-control")).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
    expect(answer(await proxy(get("/solutions/made-up", { rsc: "1" })))).toMatchObject({ next: "1" });
    expect(answer(await proxy(get("/solutions/made-up", { cookie: "__prerender_bypass=x" })))).toMatchObject({
      next: "1",
    });

    // Moved through the lake, as the Studio's publish action does it: the old address redirects at once
    // after the webhook's change note (no waiting for the table's lifetime).
    await lake.lake.store.transact([
      { patch: { id: "solution-esign", set: { "slug.current": "esign-moved" } } },
      {
        createOrReplace: {
          _id: "redirect-solutions-esign",
          _type: "redirect",
          from: "/solutions/esign",
          to: "/solutions/esign-moved",
          permanent: true,
        },
      },
    ]);
    noteContentChange();
    expect(answer(await proxy(get("/solutions/esign")))).toMatchObject({
      status: 308,
      location: "http://localhost:3000/solutions/esign-moved",
    });
    expect(answer(await proxy(get("/solutions/esign-moved")))).toMatchObject({ next: "1" });
  });

  it("knows the Spanish pages: published ones pass, a Spanish address with no page goes to /es (or an editor's redirect), never to the English home", async () => {
    const proxy = await proxyOn(true);
    for (const path of [
      "/es",
      "/es/acceso-anticipado",
      "/es/soluciones",
      "/es/soluciones/notary-public",
      "/es/soluciones/firma-electronica",
      "/es/privacidad",
      "/es/opengraph-image",
    ]) {
      expect(answer(await proxy(get(path))), path).toMatchObject({ next: "1" });
    }
    const madeUp = await proxy(get("/es/soluciones/inventada"));
    expect(answer(madeUp)).toMatchObject({ status: 307, location: "http://localhost:3000/es" });
    expect(madeUp.headers.get("cache-control")).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
    expect(answer(await proxy(get("/es/inventada")))).toMatchObject({
      status: 307,
      location: "http://localhost:3000/es",
    });
    // A slug of the other language is no page here: English slugs under /es, Spanish slugs in English.
    expect(answer(await proxy(get("/es/soluciones/notaries")))).toMatchObject({
      status: 307,
      location: "http://localhost:3000/es",
    });
    expect(answer(await proxy(get("/es/privacy")))).toMatchObject({
      status: 307,
      location: "http://localhost:3000/es",
    });
    expect(answer(await proxy(get("/solutions/notary-public")))).toMatchObject({
      status: 307,
      location: "http://localhost:3000/",
    });
    expect(answer(await proxy(get("/es/soluciones/inventada", { rsc: "1" })))).toMatchObject({ next: "1" });

    // A Spanish page unpublished since the build redirects like an English one, at once after the webhook.
    await lake.lake.store.transact([
      { delete: { id: "solution-notaries-es" } },
      {
        createOrReplace: {
          _id: "redirect-es-notary-public",
          _type: "redirect",
          from: "/es/soluciones/notary-public",
          to: "/es/soluciones/api",
          permanent: false,
        },
      },
      { delete: { id: "page-privacy-es" } },
    ]);
    noteContentChange();
    expect(answer(await proxy(get("/es/soluciones/notary-public")))).toMatchObject({
      status: 307,
      location: "http://localhost:3000/es/soluciones/api",
    });
    expect(answer(await proxy(get("/es/privacidad")))).toMatchObject({
      status: 307,
      location: "http://localhost:3000/es",
    });
    // Its English original is untouched.
    expect(answer(await proxy(get("/solutions/notaries")))).toMatchObject({ next: "1" });
    expect(answer(await proxy(get("/privacy")))).toMatchObject({ next: "1" });
  });
});
