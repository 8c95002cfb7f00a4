import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import { describe, expect, it } from "vitest";
import { GET as llmsTxtRoute } from "@/app/llms.txt/route";
import sitemap from "@/app/sitemap";
import { getLayout, getSolutionSlugs } from "@/lib/content";
import { getSolutionPage } from "@/lib/pages";
import { allMarkdownPages, findMarkdownPage, matchPattern } from "@/lib/markdown/documents";
import { markdownPath, markdownRewrites } from "@/lib/markdown/paths";
import { markdownRoute, unknownMarkdownResponse } from "@/lib/markdown/responses";
import { publicPaths, readDataset } from "../../support/dataset";
import { markdownHeadings } from "../../support/markdown";

const SITE = "http://localhost:3000";
const NOT_CACHED = "private, no-cache, no-store, max-age=0, must-revalidate";

describe("where the renditions live", () => {
  it("is the page's path with .md, /index.md for the home page", () => {
    expect(publicPaths().map(markdownPath)).toEqual(publicPaths().map((path) => (path === "/" ? "/index.md" : `${path}.md`)));
    expect(markdownPath("/solutions/esign/")).toBe("/solutions/esign.md");
  });

  it("is rewritten to the routes under /_md as Next.js matches rewrites (its own matcher), first match first", () => {
    // The studio's rewrite comes first in next.config.ts.
    const rules = [{ source: "/studio/:path+", destination: "/studio" }, ...markdownRewrites()].map((rule) => ({
      ...rule,
      match: getPathMatch(rule.source, { strict: true, removeUnnamedParams: true }),
    }));
    const rewrite = (path: string) => {
      for (const rule of rules) {
        const params = rule.match(path);
        if (params) return prepareDestination({ appendParamsToQuery: true, destination: rule.destination, params, query: {} }).parsedDestination.pathname;
      }
      return path;
    };
    expect(rewrite("/index.md")).toBe("/_md");
    expect(rewrite("/early-access.md")).toBe("/_md/early-access");
    expect(rewrite("/solutions/esign.md")).toBe("/_md/solutions/esign");
    expect(rewrite("/solutions/made-up.md")).toBe("/_md/solutions/made-up");
    expect(rewrite("/a/b/c.md")).toBe("/_md/a/b/c");
    // The routes' own addresses are not a second address of any rendition.
    expect(rewrite("/_md")).toBe("/_md/_/_");
    expect(rewrite("/_md/solutions/esign")).toBe("/_md/_/_");
    expect(rewrite("/studio/structure.md")).toBe("/studio");
    // Pages are left alone.
    expect(rewrite("/solutions/esign")).toBe("/solutions/esign");
    expect(rewrite("/.md")).toBe("/.md");
  });

  it("matches a page path against a kind's pattern", () => {
    expect(matchPattern("/solutions/[slug]", "/solutions/esign")).toEqual({ slug: "esign" });
    expect(matchPattern("/solutions/[slug]", "/solutions/esign/more")).toBeNull();
    expect(matchPattern("/early-access", "/early-access")).toEqual({});
    expect(matchPattern("/early-access", "/solutions")).toBeNull();
  });
});

describe("a page's rendition", () => {
  it("exists for every page of the dataset, with the page's title and canonical address", async () => {
    const pages = await allMarkdownPages();
    expect(pages.map(({ page }) => page.path)).toEqual(publicPaths());
    const hybridCopy = pages.find(({ page }) => page.path === "/solutions/esign-hybrid")?.page;
    expect(hybridCopy?.canonicalPath).toBe("/solutions/hybrid");
  });

  it("is served by each kind's route as text/markdown with the HTML page as canonical, and the same validator each time", async () => {
    const route = markdownRoute("solution");
    const slugs = await getSolutionSlugs();
    // The header, footer and dialogs: never in a rendition.
    const { settings } = await getLayout();
    const interfaceText = [
      settings?.solutionsLabel,
      settings?.footerTagline,
      ...(settings?.modals ?? []).flatMap((modal) => [modal.title, modal.body, modal.dismissLabel]),
    ].filter((text): text is string => Boolean(text));
    expect(interfaceText.length).toBeGreaterThan(5);
    expect(await route.generateStaticParams()).toEqual(slugs.map((slug) => ({ slug })));
    for (const slug of slugs) {
      const response = await route.GET(new Request(`${SITE}/solutions/${slug}.md`), { params: Promise.resolve({ slug }) });
      const page = await getSolutionPage(slug);
      expect(response.status, slug).toBe(200);
      expect(response.headers.get("content-type"), slug).toBe("text/markdown; charset=utf-8");
      expect(response.headers.get("link"), slug).toBe(`<${SITE}/solutions/${page?.canonicalSlug ?? slug}>; rel="canonical"`);
      expect(response.headers.get("x-robots-tag"), slug).toBe(page?.seo?.noindex ? "noindex" : null);
      expect(response.headers.get("cache-control"), slug).toBeNull();
      const markdown = await response.text();
      expect(markdownHeadings(markdown)[0], slug).toMatchObject({ level: 1 });
      for (const text of interfaceText) expect(markdown, slug).not.toContain(text);
      const again = await route.GET(new Request(`${SITE}/solutions/${slug}.md`), { params: Promise.resolve({ slug }) });
      expect(again.headers.get("etag"), slug).toBe(response.headers.get("etag"));
    }
    const home = await markdownRoute("home").GET(new Request(`${SITE}/index.md`), { params: Promise.resolve({}) });
    expect(home.headers.get("link")).toBe(`<${SITE}/>; rel="canonical"`);
    expect(await home.text()).toMatch(/^# Get documents notarized online in minutes, not days\n/);
    const earlyAccess = await markdownRoute("earlyAccess").GET(new Request(`${SITE}/early-access.md`), { params: Promise.resolve({}) });
    expect(earlyAccess.headers.get("link")).toBe(`<${SITE}/early-access>; rel="canonical"`);
    expect(markdownHeadings(await earlyAccess.text())).toEqual([{ level: 1, text: "Join the early-access list" }]);
  });

  it("answers 404 in plain text, never cached, for a page that does not exist", async () => {
    const gone = await markdownRoute("solution").GET(new Request(`${SITE}/solutions/gone.md`), { params: Promise.resolve({ slug: "gone" }) });
    expect(gone.status).toBe(404);
    for (const segments of [["solutions", "made-up"], ["solutions", "esign", "more"], ["_"], ["index"], ["solutions"], ["made-up"]]) {
      const response = await unknownMarkdownResponse(segments);
      expect(response.status, segments.join("/")).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe(NOT_CACHED);
      expect(await response.text()).toBe(`Not found. The site's pages are listed at ${SITE}/llms.txt\n`);
    }
  });

  it("of a page published since the build is found by its path and rendered per request", async () => {
    const response = await unknownMarkdownResponse(["solutions", "notaries"]);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(NOT_CACHED);
    expect(response.headers.get("link")).toBe(`<${SITE}/solutions/notaries>; rel="canonical"`);
    expect((await findMarkdownPage("/early-access"))?.title).toBe("Early access");
    expect(await findMarkdownPage("/solutions/no-such-page")).toBeNull();
  });
});

describe("llms.txt", () => {
  it("names the product, describes the site, and lists exactly the sitemap's pages as Markdown with their SEO descriptions", async () => {
    const response = await llmsTxtRoute();
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    const text = await response.text();
    const documents = (await readDataset()) as unknown as { _id: string; _type: string; slug?: { current?: string }; seo?: { description?: string } }[];
    const settings = documents.find((document) => document._id === "siteSettings");
    expect(text.startsWith(`# Notavo\n\n> ${settings?.seo?.description}\n\n`)).toBe(true);
    expect(markdownHeadings(text).map((heading) => heading.text)).toEqual(["Notavo", "Pages", "Solutions", "About"]);

    const listed = [...text.matchAll(/^- \[([^\]]+)\]\((\S+)\): (.+)$/gm)].map(([, title, url, summary]) => ({ title, url, summary }));
    const indexable = (await sitemap()).map((entry) => entry.url);
    expect(listed.map((entry) => entry.url).sort()).toEqual(indexable.map((url) => (url === `${SITE}/` ? `${SITE}/index.md` : `${url}.md`)).sort());
    expect(text).not.toContain("esign-hybrid");
    for (const entry of listed) {
      const path = new URL(entry.url ?? "").pathname;
      const document = documents.find((candidate) =>
        path === "/index.md"
          ? candidate._id === "homePage"
          : path === "/early-access.md"
            ? candidate._id === "earlyAccessPage"
            : candidate.slug?.current === path.replace(/^\/(solutions\/)?/, "").slice(0, -3),
      );
      expect(entry.summary, path).toBe(document?.seo?.description);
    }
  });
});
