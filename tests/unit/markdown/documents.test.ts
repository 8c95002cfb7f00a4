import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import { describe, expect, it } from "vitest";
import { GET as llmsTxtRoute } from "@/app/llms.txt/route";
import sitemap from "@/app/sitemap";
import { getLayout, getSolutionSlugs } from "@/lib/pages/site";
import {
  documentPath,
  earlyAccessPath,
  generalPath,
  homePath,
  isLang,
  LANGUAGES,
  solutionPath,
  stateIndexPath,
} from "@/lib/routing/paths";
import { UI_TEXT } from "@/lib/text/ui-text";
import { getSolutionPage } from "@/lib/pages/page-documents";
import * as renditionRoute from "@/app/%5Fmd/[lang]/[...path]/route";
import { allMarkdownPages, contextFor, findMarkdownPage } from "@/lib/markdown/documents";
import { isOtherMarkdownSpelling, MARKDOWN_NOT_FOUND_ROUTE, markdownPath } from "@/lib/markdown/paths";
import { unknownMarkdownResponse } from "@/lib/markdown/responses";
import { nextRewrites } from "@/lib/routing/next-rules";
import { paramNamesOf, routeOf, type RouteKind } from "@/lib/routing/table";
import { articlePaths, documentPaths, indexablePaths, publicPaths, readDataset } from "../../support/dataset";
import { markdownHeadings } from "../../support/markdown";
import { bannedWordsIn } from "../../support/spanish";

const SITE = "http://localhost:3000";
const NOT_CACHED = "private, no-cache, no-store, max-age=0, must-revalidate";

/** The home page's and the early-access page's headlines in each language (the bundled content). */
const HEADLINES = {
  en: { home: "Get documents notarized online in minutes, not days", earlyAccess: "Join the early-access list" },
  es: {
    home: "Notarice sus documentos en línea en minutos, no en días",
    earlyAccess: "Únase a la lista de acceso anticipado",
  },
} as const;

/** The privacy and terms pages' slugs in each language (the bundled content). */
const GENERAL_SLUGS = { en: ["privacy", "terms"], es: ["privacidad", "terminos"] } as const;

/** Every page of the dataset in every language, English first. */
const everyPath = () => LANGUAGES.flatMap((lang) => publicPaths(lang));
const isStatePath = (path: string) => LANGUAGES.some((lang) => path.startsWith(`${stateIndexPath(lang)}`));

describe("where the renditions live", () => {
  it("is the page's path with .md, /index.md for the home page and /es/index.md for the Spanish one", () => {
    expect(publicPaths().map(markdownPath)).toEqual(
      publicPaths().map((path) => (path === "/" ? "/index.md" : `${path}.md`)),
    );
    expect(publicPaths("es").map(markdownPath)).toEqual(
      publicPaths("es").map((path) => (path === "/es" ? "/es/index.md" : `${path}.md`)),
    );
    expect(markdownPath("/solutions/esign/")).toBe("/solutions/esign.md");
    expect(markdownPath("/es/")).toBe("/es/index.md");
    expect(markdownPath("/es/soluciones/notary-public")).toBe("/es/soluciones/notary-public.md");
    expect(markdownPath("/es/acceso-anticipado")).toBe("/es/acceso-anticipado.md");
    expect(markdownPath("/esign")).toBe("/esign.md");
  });

  // The rewrites as Next.js matches them (its own matcher), first match first; the studio's comes first in next.config.ts.
  const rules = nextRewrites([{ source: "/studio/:path+", destination: "/studio" }]).beforeFiles.map((rule) => ({
    ...rule,
    match: getPathMatch(rule.source, { strict: true, removeUnnamedParams: true }),
  }));
  const rewrite = (path: string) => {
    for (const rule of rules) {
      const params = rule.match(path);
      if (params)
        return prepareDestination({ appendParamsToQuery: true, destination: rule.destination, params, query: {} })
          .parsedDestination.pathname;
    }
    return path;
  };

  it("is rewritten to the routes under /_md as Next.js matches rewrites (its own matcher), first match first", () => {
    expect(rewrite("/index.md")).toBe("/_md/en/home");
    expect(rewrite("/early-access.md")).toBe("/_md/en/earlyAccess");
    expect(rewrite("/solutions/esign.md")).toBe("/_md/en/solution/esign");
    expect(rewrite("/solutions/made-up.md")).toBe("/_md/en/solution/made-up");
    // No kind of page has that address: the 404 at once.
    expect(rewrite("/a/b/c.md")).toBe(MARKDOWN_NOT_FOUND_ROUTE);
    // The routes' own addresses are not a second address of any rendition.
    expect(rewrite("/_md")).toBe(MARKDOWN_NOT_FOUND_ROUTE);
    expect(rewrite("/_md/solutions/esign")).toBe(MARKDOWN_NOT_FOUND_ROUTE);
    expect(rewrite("/studio/structure.md")).toBe("/studio");
    // Pages are left alone.
    expect(rewrite("/solutions/esign")).toBe("/solutions/esign");
    expect(rewrite("/.md")).toBe("/.md");
    // Spanish: each page under /_md/es by its kind; its home page at /es/index.md only.
    expect(rewrite("/es/index.md")).toBe("/_md/es/home");
    expect(rewrite("/es.md")).toBe(MARKDOWN_NOT_FOUND_ROUTE);
    expect(rewrite("/es/acceso-anticipado.md")).toBe("/_md/es/earlyAccess");
    expect(rewrite("/es/soluciones/notary-public.md")).toBe("/_md/es/solution/notary-public");
    expect(rewrite("/es/privacidad.md")).toBe("/_md/es/general/privacidad");
    expect(rewrite("/esign.md")).toBe("/_md/en/general/esign");
    expect(rewrite("/es")).toBe("/es");
    // Every page of either language has its own address under /_md, and no two share one.
    const routes = everyPath().map((path) => rewrite(markdownPath(path)));
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes.every((route) => route.startsWith("/_md") && route !== MARKDOWN_NOT_FOUND_ROUTE)).toBe(true);
  });

  it("is one lower-case spelling per page; any other spelling, which Next.js's matcher takes regardless of case, goes to the 404 first (the proxy)", () => {
    expect(rewrite("/INDEX.MD")).toBe("/_md/en/home");
    expect(rewrite("/resources.MD")).toBe("/_md/en/resources");
    for (const path of everyPath()) {
      const address = markdownPath(path);
      expect(isOtherMarkdownSpelling(address), address).toBe(false);
      const others = [
        address.toUpperCase(),
        address.replace(/\.md$/, ".MD"),
        address.replace(/\.md$/, ".Md"),
        address.replace(/\/([a-z])/, (_, letter: string) => `/${letter.toUpperCase()}`),
      ];
      for (const other of others) expect(isOtherMarkdownSpelling(other), other).toBe(true);
    }
    for (const path of ["/solutions/esign", "/INDEX", "/README.txt", "/Studio", "/es/MD"])
      expect(isOtherMarkdownSpelling(path), path).toBe(false);
  });

  it("reads a page path as its kind and parameters (the routing table's parser)", () => {
    expect(routeOf("/solutions/esign")).toEqual({ lang: "en", kind: "solution", params: { slug: "esign" } });
    expect(routeOf("/solutions/esign/more")).toBeNull();
    expect(routeOf("/early-access")).toEqual({ lang: "en", kind: "earlyAccess", params: {} });
    expect(routeOf("/solutions")).toBeNull();
    expect(routeOf("/es/soluciones/notary-public")).toEqual({
      lang: "es",
      kind: "solution",
      params: { slug: "notary-public" },
    });
    expect(routeOf("/es/privacidad")).toEqual({ lang: "es", kind: "general", params: { slug: "privacidad" } });
    expect(routeOf("/es")).toEqual({ lang: "es", kind: "home", params: {} });
    expect(routeOf("/privacidad")).toEqual({ lang: "en", kind: "general", params: { slug: "privacidad" } });
  });

  it("writes each rendition in its page's language, its links absolute", () => {
    expect(contextFor("/es/soluciones/notary-public").lang).toBe("es");
    expect(contextFor("/es").lang).toBe("es");
    expect(contextFor("/solutions/esign").lang).toBe("en");
    expect(contextFor("/esign").lang).toBe("en");
    expect(contextFor("/es/privacidad").href("#uso")).toBe(`${SITE}/es/privacidad#uso`);
    expect(contextFor("/es/privacidad").href("/es/acceso-anticipado")).toBe(`${SITE}/es/acceso-anticipado`);
  });
});

/** A kind's rendition in a language as app/%5Fmd/[lang]/[...path] serves it, by the kind's own parameters. */
const markdownRoute = (lang: string, kind: RouteKind) => {
  const segments = (params: Record<string, string>) => [kind, ...paramNamesOf(kind).map((name) => params[name] ?? "")];
  return {
    generateStaticParams: async () =>
      (await renditionRoute.generateStaticParams())
        .filter((params) => params.lang === lang && params.path[0] === kind)
        .map(({ path }) => Object.fromEntries(paramNamesOf(kind).map((name, index) => [name, path[index + 1]]))),
    GET: async (request: Request, { params }: { params: Promise<Record<string, string>> }) =>
      renditionRoute.GET(request, { params: Promise.resolve({ lang, path: segments(await params) }) }),
  };
};

/** What the per-request route answers for a public rendition address (its segments without `.md`), reached through the rewrites. */
const unknownRendition = (segments: string[]) => {
  const { lang, kind, params } = routeOf(`/${segments.join("/")}`) ?? { lang: "_", kind: "_", params: {} };
  return unknownMarkdownResponse([
    lang,
    kind,
    ...(kind === "_"
      ? []
      : paramNamesOf(kind as RouteKind).map((name) => (params as Record<string, string>)[name] ?? "")),
  ]);
};

describe("a page's rendition", () => {
  it("exists for every page of the dataset in either language, with the page's title and canonical address", async () => {
    const pages = await allMarkdownPages();
    // Each language's pages (the state pages in the order of their names in the page's language, the
    // rest in the dataset's), then its articles' listing and articles (lib/markdown/documents.ts).
    const inOrder = (paths: string[]) => [
      ...paths.filter((path) => !isStatePath(path)),
      ...paths.filter(isStatePath).sort(),
    ];
    expect(inOrder(pages.map(({ page }) => page.path))).toEqual(
      inOrder(LANGUAGES.flatMap((lang) => [...indexablePaths(lang), ...documentPaths(lang), ...articlePaths(lang)])),
    );
    expect(inOrder(pages.filter(({ page }) => page.lang === "es").map(({ page }) => page.path))).toEqual(
      inOrder([...indexablePaths("es"), ...documentPaths("es"), ...articlePaths("es")]),
    );
    const hybridCopy = pages.find(({ page }) => page.path === "/solutions/esign-hybrid")?.page;
    expect(hybridCopy?.canonicalPath).toBe("/solutions/hybrid");
    // A Spanish copy names the Spanish page it repeats.
    const spanishCopy = pages.find(({ page }) => page.path === "/es/soluciones/firma-electronica-hibrida")?.page;
    expect(spanishCopy?.canonicalPath).toBe("/es/soluciones/hibrida");
    expect(pages.find(({ page }) => page.path === "/es")?.page.title).toBeTruthy();
  });

  for (const lang of LANGUAGES) {
    it(`is served by each kind's route as text/markdown with the HTML page as canonical, the same validator each time, and the menu, footer and dialogs left out (${lang})`, async () => {
      const route = markdownRoute(lang, "solution");
      const slugs = await getSolutionSlugs(lang);
      // The header, footer and dialogs: never in a rendition.
      const { settings } = await getLayout(lang);
      const interfaceText = [
        settings?.solutionsLabel,
        settings?.footerTagline,
        settings?.notaryNotice?.text,
        ...(settings?.modals ?? []).flatMap((modal) => [modal.title, modal.body, modal.dismissLabel]),
      ].filter((text): text is string => Boolean(text));
      expect(interfaceText.length).toBeGreaterThan(5);
      expect(await route.generateStaticParams()).toEqual(slugs.map((slug) => ({ slug })));
      for (const slug of slugs) {
        const address = `${SITE}${markdownPath(solutionPath(lang, slug))}`;
        const response = await route.GET(new Request(address), { params: Promise.resolve({ slug }) });
        const page = await getSolutionPage(lang, slug);
        expect(response.status, slug).toBe(200);
        expect(response.headers.get("content-type"), slug).toBe("text/markdown; charset=utf-8");
        expect(response.headers.get("link"), slug).toBe(
          `<${SITE}${solutionPath(lang, page?.canonicalSlug ?? slug)}>; rel="canonical"`,
        );
        expect(response.headers.get("x-robots-tag"), slug).toBe(page?.seo?.noindex ? "noindex" : null);
        expect(response.headers.get("cache-control"), slug).toBeNull();
        const markdown = await response.text();
        const hero = page?.blocks.find((block) => block._type === "hero");
        expect(markdownHeadings(markdown)[0], slug).toEqual({
          level: 1,
          text: hero?._type === "hero" ? hero.headline : expect.any(String),
        });
        for (const text of interfaceText) expect(markdown, slug).not.toContain(text);
        const again = await route.GET(new Request(address), { params: Promise.resolve({ slug }) });
        expect(again.headers.get("etag"), slug).toBe(response.headers.get("etag"));
      }
      if (lang === "es") {
        expect(slugs).toContain("notary-public");
        const notary = await (
          await route.GET(new Request(`${SITE}${markdownPath(solutionPath(lang, "notary-public"))}`), {
            params: Promise.resolve({ slug: "notary-public" }),
          })
        ).text();
        // Spanish text, and links to Spanish pages where the content has them; the English term, never "notario" (tests/support/spanish.ts).
        expect(notary).toMatch(/ notary public/);
        expect(bannedWordsIn(notary)).toEqual([]);
      }

      const home = await markdownRoute(lang, "home").GET(new Request(`${SITE}${markdownPath(homePath(lang))}`), {
        params: Promise.resolve({}),
      });
      expect(home.headers.get("link")).toBe(`<${SITE}${homePath(lang)}>; rel="canonical"`);
      const headline = `# ${HEADLINES[lang].home}\n`;
      expect((await home.text()).slice(0, headline.length)).toBe(headline);
      const earlyAccess = await markdownRoute(lang, "earlyAccess").GET(
        new Request(`${SITE}${markdownPath(earlyAccessPath(lang))}`),
        { params: Promise.resolve({}) },
      );
      expect(earlyAccess.headers.get("link")).toBe(`<${SITE}${earlyAccessPath(lang)}>; rel="canonical"`);
      const wizard = await earlyAccess.text();
      expect(markdownHeadings(wizard)).toEqual([{ level: 1, text: HEADLINES[lang].earlyAccess }]);
      for (const other of LANGUAGES.filter((other) => other !== lang))
        expect(wizard).not.toContain(HEADLINES[other].earlyAccess);
      const [privacy, terms] = GENERAL_SLUGS[lang];
      const general = await markdownRoute(lang, "general").GET(
        new Request(`${SITE}${markdownPath(generalPath(lang, privacy))}`),
        { params: Promise.resolve({ slug: privacy }) },
      );
      expect(general.headers.get("link")).toBe(`<${SITE}${generalPath(lang, privacy)}>; rel="canonical"`);
      expect(await markdownRoute(lang, "general").generateStaticParams()).toEqual(
        expect.arrayContaining([{ slug: privacy }, { slug: terms }]),
      );
    });
  }

  it("answers 404 in plain text, never cached, for a page that does not exist", async () => {
    const gone = await markdownRoute("en", "solution").GET(new Request(`${SITE}/solutions/gone.md`), {
      params: Promise.resolve({ slug: "gone" }),
    });
    expect(gone.status).toBe(404);
    const ida = await markdownRoute("es", "solution").GET(new Request(`${SITE}/es/soluciones/ida.md`), {
      params: Promise.resolve({ slug: "ida" }),
    });
    expect(ida.status).toBe(404);
    const spanish = [
      ["es", "soluciones", "inventada"],
      ["es", "inventada"],
      ["es", "soluciones"],
      ["es", "solutions", "esign"],
      ["es", "soluciones", "notaries"],
      ["es", "privacy"],
      ["es", "index"],
      ["solutions", "notary-public"],
      ["privacidad"],
    ];
    for (const segments of [
      ["solutions", "made-up"],
      ["solutions", "esign", "more"],
      ["_"],
      ["index"],
      ["solutions"],
      ["made-up"],
      ...spanish,
    ]) {
      const response = await unknownRendition(segments);
      expect(response.status, segments.join("/")).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe(NOT_CACHED);
      expect(await response.text()).toBe(`Not found. The site's pages are listed at ${SITE}/llms.txt\n`);
    }
  });

  it("of a page published since the build is found by its path and rendered per request", async () => {
    const response = await unknownRendition(["solutions", "notaries"]);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(NOT_CACHED);
    expect(response.headers.get("link")).toBe(`<${SITE}/solutions/notaries>; rel="canonical"`);
    expect((await findMarkdownPage("/early-access"))?.title).toBe("Early access");
    expect(await findMarkdownPage("/solutions/no-such-page")).toBeNull();
    const spanish = await unknownRendition(["es", "soluciones", "notary-public"]);
    expect(spanish.status).toBe(200);
    expect(spanish.headers.get("cache-control")).toBe(NOT_CACHED);
    expect(spanish.headers.get("link")).toBe(`<${SITE}/es/soluciones/notary-public>; rel="canonical"`);
    expect((await findMarkdownPage("/es"))?.lang).toBe("es");
    expect((await findMarkdownPage("/es/acceso-anticipado"))?.title).toBe("Acceso anticipado");
    expect((await findMarkdownPage("/es/privacidad"))?.path).toBe("/es/privacidad");
  });
});

describe("llms.txt", () => {
  it("names the product, describes the site, and lists exactly the sitemap's pages of both languages as Markdown with their SEO descriptions", async () => {
    const response = await llmsTxtRoute();
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    const text = await response.text();
    type Doc = {
      _id: string;
      _type: string;
      language?: string;
      slug?: { current?: string };
      seo?: { description?: string };
      excerpt?: string;
    };
    const documents = (await readDataset()) as unknown as Doc[];
    const settings = documents.find((document) => document._id === "siteSettings") as
      { seo?: { description?: { en?: string } | string } } | undefined;
    const description =
      typeof settings?.seo?.description === "string" ? settings.seo.description : settings?.seo?.description?.en;
    expect(text.startsWith(`# Notavo\n\n> ${description}\n\n`)).toBe(true);
    expect(markdownHeadings(text).map((heading) => heading.text)).toEqual([
      "Notavo",
      "Pages",
      "Solutions",
      "About",
      "Remote online notarization by state",
      "Documents",
      "Resources",
      "Páginas en español",
      "Soluciones en español",
      "Información en español",
      "Notarización remota en línea por estado, en español",
      "Documentos en español",
      "Recursos en español",
    ]);
    expect(text).toContain("`/es/index.md`: `/es`");

    const listed = [...text.matchAll(/^- \[([^\]]+)\]\((\S+)\): (.+)$/gm)].map(([, title, url, summary]) => ({
      title,
      url,
      summary,
    }));
    const indexable = (await sitemap()).map((entry) => entry.url);
    expect(listed.map((entry) => entry.url).sort()).toEqual(
      indexable.map((url) => `${SITE}${markdownPath(new URL(url).pathname)}`).sort(),
    );
    expect(listed.filter((entry) => entry.url?.startsWith(`${SITE}/es/`))).toHaveLength(
      indexablePaths("es").length - 1 + documentPaths("es").length + articlePaths("es").length,
    );
    expect(text).not.toContain("esign-hybrid");
    expect(text).not.toContain("firma-electronica-hibrida");
    // The page each link stands for, by its address in its language.
    const byPath = new Map(
      documents.flatMap((document) => {
        const path = isLang(document.language ?? "en")
          ? documentPath(document._type, (document.language ?? "en") as "en" | "es", document.slug?.current)
          : null;
        return path ? [[path, document] as const] : [];
      }),
    );
    const listings = new Map(LANGUAGES.map((lang) => [articlePaths(lang)[0], lang] as const));
    for (const entry of listed) {
      const path = new URL(entry.url ?? "").pathname.replace(/(\/index)?\.md$/, "") || "/";
      // A state page's title and summary come from its state document (lib/states/state-pages.ts).
      if (isStatePath(path)) {
        expect(entry.title, path).toMatch(
          /^(Remote online notarization|Notarización remota en línea|Leyes de notarización remota en línea)/,
        );
        expect(entry.summary, path).toMatch(/\S/);
        continue;
      }
      // The documents' index is no document either: its summary is the index's description.
      const documentIndex = LANGUAGES.find((lang) => documentPaths(lang)[0] === path);
      if (documentIndex) {
        expect(entry.summary, path).toBe(UI_TEXT[documentIndex].documents.indexDescription);
        continue;
      }
      // The articles' listing is no document: its summary is the listing's intro.
      const listing = listings.get(path);
      if (listing) {
        expect(entry.summary, path).toBe(UI_TEXT[listing].resources.intro);
        continue;
      }
      expect(byPath.get(path), path).toBeDefined();
      // An article without an SEO description is summed up by its excerpt.
      const document = byPath.get(path);
      expect(entry.summary, path).toBe(
        document?._type === "article" ? (document.seo?.description ?? document.excerpt) : document?.seo?.description,
      );
    }
  });
});
