import { expect, test, type APIRequestContext } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { langOfPath } from "@/lib/routing/paths";
import { markdownPath } from "@/lib/markdown/paths";
import { publicPaths } from "../support/dataset";

/*
 * The Spanish site's addresses and what search engines read of them: every Spanish
 * page under /es with `<html lang="es">`, its own canonical, hreflang alternates reciprocal with its
 * English page, the header's language link, no redirect by Accept-Language, unknown Spanish
 * addresses sent to /es, Spanish Markdown renditions and a well-formed sitemap naming both.
 * The pages come from the dataset (publicPaths), so a new Spanish page is covered as it is added.
 */

const SITE = "http://localhost:3000";

/** An absolute URL as a parser reads it (Next.js writes the home page's without its slash). */
const normal = (url: string | null | undefined) => (url ? new URL(url).href : url);

/** The two Spanish and English copies: each names the page it repeats as canonical, and no alternates. */
const COPIES: Record<string, string> = {
  "/es/soluciones/firma-electronica-hibrida": "/es/soluciones/hibrida",
  "/solutions/esign-hybrid": "/solutions/hybrid",
};

type Head = {
  lang: string | null;
  canonical: string | null;
  alternates: Record<string, string>;
  ogLocale: string | null;
  jsonLd: { "@type"?: string; inLanguage?: string; url?: string }[];
};

/** What a page's HTML says about its language and its address. */
function headOf(html: string): Head {
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? null;
  const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((match) => match[0]);
  const alternates = Object.fromEntries(
    links
      .filter((tag) => attribute(tag, "rel") === "alternate" && attribute(tag, "hreflang"))
      .map((tag) => [attribute(tag, "hreflang") as string, (attribute(tag, "href") ?? "").replace(/&amp;/g, "&")]),
  );
  const metas = [...html.matchAll(/<meta\b[^>]*>/gi)].map((match) => match[0]);
  return {
    lang: /<html\b[^>]*\slang="([^"]*)"/i.exec(html)?.[1] ?? null,
    canonical: links.find((tag) => attribute(tag, "rel") === "canonical")?.match(/\shref="([^"]*)"/i)?.[1] ?? null,
    alternates,
    ogLocale:
      metas.find((tag) => attribute(tag, "property") === "og:locale")?.match(/\scontent="([^"]*)"/i)?.[1] ?? null,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? "null"),
    ),
  };
}

async function head(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toContain("text/html");
  return headOf(await response.text());
}

test.describe("the Spanish site's pages", () => {
  test(
    "every Spanish page answers 200 in Spanish, canonical to itself, with hreflang alternates reciprocal with its English page",
    { tag: "@smoke" },
    async ({ request }) => {
      const spanish = publicPaths("es");
      expect(spanish).toEqual(
        expect.arrayContaining(["/es", "/es/acceso-anticipado", "/es/soluciones/notary-public", "/es/privacidad"]),
      );
      for (const path of spanish) {
        const page = await head(request, path);
        expect(page.lang, path).toBe("es");
        expect(normal(page.canonical), path).toBe(normal(`${SITE}${COPIES[path] ?? path}`));
        expect(page.ogLocale ?? "es_US", path).toBe("es_US");
        const webPage = page.jsonLd.find((data) => data["@type"] === "WebPage");
        expect(webPage?.inLanguage, path).toBe("es-US");
        expect(webPage?.url, path).toBe(`${SITE}${path}`);
        if (COPIES[path]) {
          expect(page.alternates, path).toEqual({});
          continue;
        }
        expect(Object.keys(page.alternates).sort(), path).toEqual(["en", "es", "x-default"]);
        expect(normal(page.alternates.es), path).toBe(normal(`${SITE}${path}`));
        expect(page.alternates["x-default"], path).toBe(page.alternates.en);
        // The English page names the same three, itself included.
        const englishPath = new URL(page.alternates.en ?? "").pathname;
        expect(langOfPath(englishPath), path).toBe("en");
        const english = await head(request, englishPath);
        expect(english.lang, englishPath).toBe("en");
        expect(normal(english.canonical), englishPath).toBe(normal(`${SITE}${englishPath}`));
        expect(english.alternates, englishPath).toEqual(page.alternates);
        expect(english.jsonLd.find((data) => data["@type"] === "WebPage")?.inLanguage, englishPath).toBe("en-US");
      }
    },
  );

  test("Spanish pages have Spanish link-preview images", async ({ request }) => {
    for (const path of ["/es", "/es/soluciones/notary-public", "/es/privacidad"]) {
      const html = await (await request.get(path)).text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image, path).toContain(`${path === "/es" ? "/es" : path}/opengraph-image`);
      const response = await request.get(new URL(image ?? "", SITE).pathname);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toBe("image/png");
    }
  });

  test(
    "no redirect by Accept-Language: each address gets the page it asked for",
    { tag: "@smoke" },
    async ({ request }) => {
      const english = await request.get("/", { headers: { "accept-language": "es-US,es;q=0.9" }, maxRedirects: 0 });
      expect(english.status()).toBe(200);
      expect(headOf(await english.text()).lang).toBe("en");
      const spanish = await request.get("/es", { headers: { "accept-language": "en-US,en;q=0.9" }, maxRedirects: 0 });
      expect(spanish.status()).toBe(200);
      expect(headOf(await spanish.text()).lang).toBe("es");
      const solution = await request.get("/solutions/notaries", {
        headers: { "accept-language": "es" },
        maxRedirects: 0,
      });
      expect(solution.status()).toBe(200);
      expect(solution.headers().vary ?? "").not.toMatch(/accept-language/i);
    },
  );

  test("the header's language link goes to the page's translation, with hreflang and lang", async ({ page }) => {
    for (const [from, to, lang] of [
      ["/solutions/notaries", "/es/soluciones/notary-public", "es"],
      ["/es/soluciones/notary-public", "/solutions/notaries", "en"],
      ["/", "/es", "es"],
      ["/es", "/", "en"],
      ["/privacy", "/es/privacidad", "es"],
      ["/early-access", "/es/acceso-anticipado", "es"],
    ] as const) {
      await page.goto(from);
      const link = page.locator(`header a[hreflang="${lang}"]`);
      await expect(link, from).toHaveCount(1);
      await expect(link, from).toHaveAttribute("lang", lang);
      expect(new URL((await link.getAttribute("href")) ?? "", SITE).pathname, from).toBe(to);
    }
    await page.goto("/solutions/notaries");
    await page.locator('header a[hreflang="es"]').click();
    await expect(page).toHaveURL(/\/es\/soluciones\/notary-public$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test(
    "a made-up Spanish address redirects to /es, not to the English home",
    { tag: "@smoke" },
    async ({ request }) => {
      for (const path of [
        "/es/inventada",
        "/es/soluciones/inventada",
        "/es/soluciones/notaries",
        "/es/privacy",
        "/es/a/b/c",
        "/es/soluciones/inventada?utm_source=x",
      ]) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(307);
        expect(response.headers().location, path).toBe("/es");
      }
      // A Spanish slug is no English address.
      const english = await request.get("/solutions/notary-public", { maxRedirects: 0 });
      expect(english.status()).toBe(307);
      expect(english.headers().location).toBe("/");
    },
  );

  test(
    "/es/soluciones/notary-public.md is the Spanish page in Markdown, naming it as canonical",
    { tag: "@smoke" },
    async ({ request }) => {
      const response = await request.get("/es/soluciones/notary-public.md");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
      expect(response.headers().link).toBe(`<${SITE}/es/soluciones/notary-public>; rel="canonical"`);
      const markdown = await response.text();
      expect(markdown).toMatch(/^# \S/m);
      expect(markdown).toMatch(/ notary public/);
      expect(markdown).toMatch(/[áéíóúñ¿]/);
      expect(markdown).not.toMatch(/\bnotari[oa]s?\b/i);
      expect(markdown).not.toBe(await (await request.get("/solutions/notaries.md")).text());
      expect((await request.get("/es/index.md")).headers().link).toBe(`<${SITE}/es>; rel="canonical"`);
    },
  );

  test("llms.txt lists both languages, each link a served rendition", async ({ request }) => {
    const text = await (await request.get("/llms.txt")).text();
    expect(text).toMatch(/^## Soluciones en español$/m);
    const listed = [...text.matchAll(/^- \[[^\]]+\]\((\S+)\)/gm)].map((match) => new URL(match[1] ?? "").pathname);
    const spanish = publicPaths("es").filter((path) => !COPIES[path]);
    expect(listed).toEqual(expect.arrayContaining(spanish.map(markdownPath)));
    expect(listed).toEqual(
      expect.arrayContaining(
        publicPaths("en")
          .filter((path) => !COPIES[path])
          .map(markdownPath),
      ),
    );
  });

  test("sitemap.xml is well-formed XML naming both languages with reciprocal xhtml:link alternates", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toMatch(/<urlset [^>]*xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml"/);
    type Url = { loc: string; "xhtml:link"?: { "@_hreflang": string; "@_href": string }[] };
    const urls = (
      new XMLParser({
        ignoreAttributes: false,
        attributeNamePrefix: "@_",
        isArray: (name) => name === "url" || name === "xhtml:link",
      }).parse(xml) as { urlset: { url: Url[] } }
    ).urlset.url;
    const alternates = (url: Url) =>
      Object.fromEntries((url["xhtml:link"] ?? []).map((link) => [link["@_hreflang"], link["@_href"]]));
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    for (const path of publicPaths("es").filter((page) => !COPIES[page]))
      expect(byLoc.has(`${SITE}${path}`), path).toBe(true);
    expect(byLoc.has(`${SITE}/es/soluciones/firma-electronica-hibrida`)).toBe(false);
    for (const url of urls) {
      const own = alternates(url);
      expect(Object.keys(own).sort(), url.loc).toEqual(["en", "es", "x-default"]);
      expect(Object.values(own), url.loc).toContain(url.loc);
      for (const href of [own.en, own.es])
        expect(alternates(byLoc.get(href ?? "") ?? { loc: "" }), `${url.loc} → ${href}`).toEqual(own);
    }
  });
});
