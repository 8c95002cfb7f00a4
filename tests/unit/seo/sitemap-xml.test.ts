import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { MetadataRoute } from "next";
import { resolveSitemap } from "next/dist/build/webpack/loaders/metadata/resolve-route-data";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import sitemap from "@/app/sitemap";
import { langOfPath } from "@/lib/routing/paths";
import { articlePaths, CONTENT_DIR, documentPaths, indexablePaths } from "../../support/dataset";
import { inLanguage } from "../../support/routes";

/*
 * sitemap.xml as Next.js serves it: app/sitemap.ts's entries through Next.js's own serializer (the
 * function its sitemap route calls), parsed by a real XML parser. Next.js has shipped malformed XML
 * with alternates before, so the document is checked as XML, not as text.
 */

const SITE = "http://localhost:3000";
const XHTML = "http://www.w3.org/1999/xhtml";

type Link = { "@_rel": string; "@_hreflang": string; "@_href": string };
type Url = { loc: string; "xhtml:link"?: Link[]; lastmod?: string; priority?: number };

/** The XML Next.js writes for `entries`, checked to be well-formed with every prefix declared, as `<url>` entries. */
function parsedSitemap(entries: MetadataRoute.Sitemap): { xml: string; urls: Url[] } {
  const xml = resolveSitemap(entries);
  expect(XMLValidator.validate(xml)).toBe(true);
  const document = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    isArray: (name) => name === "url" || name === "xhtml:link",
  }).parse(xml) as {
    urlset: { "@_xmlns": string; "@_xmlns:xhtml"?: string; url?: Url[] };
  };
  expect(document.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  // Every prefix an element uses is declared on the root (a parser that is not namespace-aware would not notice).
  const prefixes = new Set([...xml.matchAll(/<([A-Za-z][\w.-]*):[A-Za-z]/g)].map((match) => match[1]));
  for (const prefix of prefixes) expect(xml, prefix).toMatch(new RegExp(`<urlset[^>]* xmlns:${prefix}="[^"]+"`));
  if (prefixes.has("xhtml")) expect(document.urlset["@_xmlns:xhtml"]).toBe(XHTML);
  return { xml, urls: document.urlset.url ?? [] };
}

/** An entry's alternates as hreflang → URL. */
const alternatesOf = (url: Url) =>
  Object.fromEntries((url["xhtml:link"] ?? []).map((link) => [link["@_hreflang"], link["@_href"]]));

const pathOf = (url: string) => new URL(url).pathname;

describe("sitemap.xml with both languages", () => {
  it("is well-formed XML listing every indexable page of both languages once", async () => {
    const { urls } = parsedSitemap(await sitemap());
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    // Each language's pages, less the copy that names another page as canonical.
    const expected = [
      ...indexablePaths("en"),
      ...indexablePaths("es"),
      ...articlePaths("en"),
      ...articlePaths("es"),
      ...documentPaths("en"),
      ...documentPaths("es"),
    ].filter((page) => !["/solutions/esign-hybrid", "/es/soluciones/firma-electronica-hibrida"].includes(page));
    expect(
      locs
        .map(pathOf)
        .map((page) => (page === "/" ? "/" : page.replace(/\/$/, "")))
        .sort(),
    ).toEqual(expected.sort());
    for (const url of urls) expect(url.loc, url.loc).toMatch(new RegExp(`^${SITE}/`));
  });

  it("gives each URL reciprocal xhtml:link alternates: itself, its translation and x-default (the English one)", async () => {
    const { urls } = parsedSitemap(await sitemap());
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    let pairs = 0;
    for (const url of urls) {
      const links = url["xhtml:link"] ?? [];
      for (const link of links) expect(link["@_rel"], url.loc).toBe("alternate");
      const alternates = alternatesOf(url);
      // Every page of the dataset has its translation published.
      expect(Object.keys(alternates).sort(), url.loc).toEqual(["en", "es", "x-default"]);
      expect(links, url.loc).toHaveLength(3);
      const own = langOfPath(pathOf(url.loc));
      expect(alternates[own], `${url.loc} names itself`).toBe(url.loc);
      expect(alternates["x-default"], url.loc).toBe(alternates.en);
      expect(pathOf(alternates.es ?? "")).toMatch(/^\/es(\/|$)/);
      expect(pathOf(alternates.en ?? "")).not.toMatch(/^\/es(\/|$)/);
      // Reciprocal: the translation is listed too and names exactly the same set.
      const other = byLoc.get(alternates[own === "en" ? "es" : "en"] ?? "");
      expect(other, `${url.loc}'s translation is in the sitemap`).toBeDefined();
      expect(alternatesOf(other as Url), url.loc).toEqual(alternates);
      pairs += 1;
    }
    expect(pairs).toBe(urls.length);
    expect(alternatesOf(byLoc.get(`${SITE}/solutions/notaries`) as Url)).toEqual({
      en: `${SITE}/solutions/notaries`,
      es: `${SITE}/es/soluciones/notary-public`,
      "x-default": `${SITE}/solutions/notaries`,
    });
    expect(alternatesOf(byLoc.get(`${SITE}/es`) as Url)).toEqual({
      en: `${SITE}/`,
      es: `${SITE}/es`,
      "x-default": `${SITE}/`,
    });
  });

  it("is still well-formed when no entry has alternates (no xhtml namespace then)", () => {
    const { xml, urls } = parsedSitemap([{ url: `${SITE}/`, priority: 1 }]);
    expect(xml).not.toContain("xmlns:xhtml");
    expect(urls).toEqual([{ loc: `${SITE}/`, priority: 1 }]);
  });
});

describe("sitemap.xml when a Spanish translation is not published", () => {
  let dir: string;

  beforeAll(async () => {
    // A copy of the dataset without the published Spanish notary page; its translation link stays
    // (the plugin keeps it while the Spanish document is a draft or deleted).
    dir = await mkdtemp(path.join(tmpdir(), "sitemap-xml-"));
    await cp(CONTENT_DIR, dir, { recursive: true, filter: (source) => path.basename(source) !== ".lake" });
    const file = path.join(dir, "solutions.es.ndjson");
    const lines = (await readFile(file, "utf8")).split("\n").filter((line) => line.trim() !== "");
    const kept = lines.filter((line) => (JSON.parse(line) as { _id: string })._id !== "solution-notaries-es");
    expect(kept).toHaveLength(lines.length - 1);
    await writeFile(file, `${kept.join("\n")}\n`);
    expect(await readFile(path.join(dir, "translations.ndjson"), "utf8")).toContain('"solution-notaries-es"');
    vi.stubEnv("BUNDLED_CONTENT_DIR", dir);
    vi.resetModules();
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    vi.resetModules();
    await rm(dir, { recursive: true, force: true });
  });

  it("has no Spanish entry for it, and its English page names no alternate", async () => {
    const { default: sitemapWithout } = await import("@/app/sitemap");
    const { urls } = parsedSitemap(await sitemapWithout());
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    expect(byLoc.has(`${SITE}/es/soluciones/notary-public`)).toBe(false);
    expect([...byLoc.keys()].filter((loc) => loc.includes("notary-public"))).toEqual([]);
    const english = byLoc.get(`${SITE}/solutions/notaries`);
    expect(english).toBeDefined();
    expect(english?.["xhtml:link"]).toBeUndefined();
    // The other pages keep theirs.
    expect(Object.keys(alternatesOf(byLoc.get(`${SITE}/solutions/esign`) as Url)).sort()).toEqual([
      "en",
      "es",
      "x-default",
    ]);
    expect(urls).toHaveLength((await sitemap()).length - 1);
  });

  it("gives the English page's metadata no hreflang alternates, and no Markdown rendition or llms.txt line in Spanish", async () => {
    const { generateMetadata } = inLanguage(await import("@/app/[locale]/solutions/[slug]/page"), "en");
    const metadata = await generateMetadata({ params: Promise.resolve({ slug: "notaries" }) });
    expect(metadata.alternates?.canonical).toBe("/solutions/notaries");
    expect(metadata.alternates?.languages).toBeUndefined();
    const { findMarkdownPage } = await import("@/lib/markdown/documents");
    expect(await findMarkdownPage("/es/soluciones/notary-public")).toBeNull();
    const { llmsTxt } = await import("@/lib/markdown/llms-txt");
    const text = await llmsTxt();
    expect(text).not.toContain("/es/soluciones/notary-public");
    expect(text).toContain("/solutions/notaries.md");
  });
});
