import { expect, test, type Page } from "@playwright/test";
import { markdownPath } from "@/lib/markdown/paths";
import { publicPaths } from "../support/dataset";
import { markdownHeadings, type Heading } from "../support/markdown";

/*
 * Pages for machines: every page of the dataset has a Markdown rendition at
 * `<path>.md` (`/index.md` for the home page), made from the same content and blocks, and
 * `/llms.txt` lists them. The renditions' addresses come from the same list of pages as every
 * other browser test (publicPaths), so a new page is covered without touching this file.
 */

const SITE = "http://localhost:3000";

/**
 * The headings inside `<main>` as the page shows them, outside the dialogs: level and text, where
 * an element laid out as its own box (a screen-reader prefix, a flex item) is a word apart.
 */
function pageHeadings(page: Page): Promise<Heading[]> {
  return page.evaluate(() => {
    const textOf = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
      if (!(node instanceof Element)) return "";
      const display = getComputedStyle(node).display;
      if (display === "none") return "";
      const inner = [...node.childNodes].map(textOf).join("");
      return display === "inline" || display === "contents" ? inner : ` ${inner} `;
    };
    const main = document.querySelector("main");
    return [...(main?.querySelectorAll("h1, h2, h3, h4, h5, h6") ?? [])]
      .filter((heading) => !heading.closest("dialog"))
      .map((heading) => ({
        level: Number(heading.tagName.slice(1)),
        text: [...heading.childNodes].map(textOf).join("").replace(/\s+/g, " ").trim(),
      }));
  });
}

/** Every page of both languages. */
const everyPath = () => [...publicPaths("en"), ...publicPaths("es")];

test.describe("Markdown renditions", () => {
  for (const path of everyPath()) {
    test(`${markdownPath(path)} has the headings of ${path}, in order and at the same levels`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      const expected = await pageHeadings(page);
      expect(expected.length).toBeGreaterThan(0);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");

      const response = await request.get(markdownPath(path));
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
      // The same address (the page's own link writes the home page without its slash).
      const link = /^<([^>]+)>; rel="canonical"$/.exec(response.headers().link ?? "")?.[1];
      expect(new URL(link ?? "", "http://invalid").href).toBe(new URL(canonical ?? "", "http://invalid").href);
      expect(markdownHeadings(await response.text())).toEqual(expected);
    });
  }

  test(
    "exist for every page of both languages, as text/markdown naming the page as canonical",
    { tag: "@smoke" },
    async ({ request }) => {
      for (const path of everyPath()) {
        const response = await request.get(markdownPath(path));
        expect(response.status(), path).toBe(200);
        expect(response.headers()["content-type"], path).toBe("text/markdown; charset=utf-8");
        expect(response.headers().link, path).toMatch(new RegExp(`^<${SITE}/[^>]*>; rel="canonical"$`));
        expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
      }
    },
  );

  test("are sent like pages: Brotli from the server's cache, a weak validator, the CDN lifetime, 304 when unchanged", async ({
    request,
  }) => {
    const path = markdownPath("/solutions/esign");
    const first = await request.get(path, { headers: { "accept-encoding": "br" } });
    expect(first.headers()["content-encoding"]).toBe("br");
    expect(first.headers().vary).toContain("Accept-Encoding");
    expect(first.headers()["cache-control"]).toBe("s-maxage=60, stale-while-revalidate=60");
    const etag = first.headers().etag ?? "";
    expect(etag).toMatch(/^W\/"/);
    const again = await request.get(path, { headers: { "accept-encoding": "br", "if-none-match": etag } });
    expect(again.status()).toBe(304);
    expect(await (await request.get(path, { headers: { "accept-encoding": "identity" } })).text()).toBe(
      await first.text(),
    );
  });

  test("answer 404 in plain text, never cached, for any other .md address", { tag: "@smoke" }, async ({ request }) => {
    for (const path of [
      "/solutions/made-up.md",
      "/made-up.md",
      "/a/b/c.md",
      "/solutions/esign/extra.md",
      "/solutions.md",
      "/_md",
      "/_md/solutions/esign",
      "/_md/early-access",
      // Spanish: the home page's rendition is /es/index.md only; made-up and English slugs under /es.
      "/es.md",
      "/es/inventada.md",
      "/es/soluciones/inventada.md",
      "/es/soluciones.md",
      "/es/soluciones/notaries.md",
      "/es/privacy.md",
      "/es/solutions/esign.md",
      "/solutions/notary-public.md",
      "/_md/es",
      "/_md/es/soluciones/notary-public",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(response.headers()["content-type"], path).toBe("text/plain; charset=utf-8");
      expect(response.headers()["cache-control"], path).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
      expect(await response.text(), path).toBe(`Not found. The site's pages are listed at ${SITE}/llms.txt\n`);
    }
  });

  test(
    "answer at their one lower-case address only: any other spelling of it is the plain-text 404",
    { tag: "@smoke" },
    async ({ request }) => {
      for (const [path, address] of [
        ["/INDEX.MD", "/index.md"],
        ["/index.MD", "/index.md"],
        ["/Index.md", "/index.md"],
        ["/ES/INDEX.MD", "/es/index.md"],
        ["/es/INDEX.md", "/es/index.md"],
        ["/Es/index.mD", "/es/index.md"],
        ["/resources.MD", "/resources.md"],
        ["/Resources.md", "/resources.md"],
        ["/Solutions/notaries.md", "/solutions/notaries.md"],
        ["/solutions/NOTARIES.md", "/solutions/notaries.md"],
        ["/solutions/notaries.Md", "/solutions/notaries.md"],
        ["/es/soluciones/notary-public.MD", "/es/soluciones/notary-public.md"],
        ["/EARLY-ACCESS.MD", "/early-access.md"],
        // An escaped spelling is its decoded one (RFC 3986), so this is `.MD` too.
        ["/solutions/esign.M%44", "/solutions/esign.md"],
      ] as const) {
        const [other, canonical] = await Promise.all([
          request.get(path, { maxRedirects: 0 }),
          request.get(address, { maxRedirects: 0 }),
        ]);
        expect(canonical.status(), address).toBe(200);
        expect(canonical.headers()["content-type"], address).toBe("text/markdown; charset=utf-8");
        expect(other.status(), path).toBe(404);
        expect(other.headers()["content-type"], path).toBe("text/plain; charset=utf-8");
        expect(await other.text(), path).toBe(`Not found. The site's pages are listed at ${SITE}/llms.txt\n`);
      }
    },
  );
});

test.describe("llms.txt", () => {
  test(
    "lists the sitemap's pages as their Markdown renditions, each one served",
    { tag: "@smoke" },
    async ({ request }) => {
      const response = await request.get("/llms.txt");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
      const text = await response.text();
      expect(text).toMatch(/^# \S.*\n\n> \S.*\n/);
      const listed = [...text.matchAll(/^- \[[^\]]+\]\((\S+)\): \S.*$/gm)].map((match) => match[1] ?? "");
      const sitemap = await (await request.get("/sitemap.xml")).text();
      const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
      expect(listed.sort()).toEqual(pages.map((path) => `${SITE}${markdownPath(path)}`).sort());
      for (const url of listed) expect((await request.get(new URL(url).pathname)).status(), url).toBe(200);
    },
  );
});
