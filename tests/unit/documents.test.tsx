import { describe, expect, it } from "vitest";
import sitemap from "@/app/sitemap";
import { DocumentPageView } from "@/features/documents/document-pages";
import { StateDocumentLinks } from "@/features/documents/state-document-links";
import { documentsForState, findDocumentType, getDocumentSlugs, getDocumentTypes } from "@/lib/documents/content";
import {
  answerOf,
  documentFaqData,
  documentsWithExceptionsIn,
  linkedStates,
  shownExceptions,
  type DocumentPage,
} from "@/lib/documents/pages";
import { documentIndexPath, documentTypePath } from "@/lib/documents/paths";
import { sourceOf, sourceProblem } from "@/lib/documents/rules";
import { contextFor, findMarkdownPage } from "@/lib/markdown/documents";
import { documentIndexMarkdown, documentPageMarkdown, stateDocumentLinksMarkdown } from "@/lib/markdown/document-pages";
import { purgePaths } from "@/lib/publishing/cdn/purge-targets";
import { CONTENT_TAGS } from "@/lib/publishing/webhook";
import { checkerPath, type Lang, LANGUAGES } from "@/lib/routing/paths";
import { reservedSegments, routeOf } from "@/lib/routing/table";
import { schemaTypes } from "@/schemas";
import { htmlHeadings, markdownHeadings } from "../support/markdown";
import { render, textOf } from "../support/render";

const SITE = "http://localhost:3000";

async function documentPage(lang: Lang, slug: string): Promise<DocumentPage> {
  const page = await findDocumentType(lang, slug);
  if (!page) throw new Error(`no document ${slug} in ${lang}`);
  return page;
}

/** The JSON-LD objects of some HTML. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>,
  );

describe("a document's sources (lib/documents/rules.ts, the Studio's rule)", () => {
  const source = { citation: "Fla. Stat. § 117.285", sourceUrl: "https://www.leg.state.fl.us/", checked: "2026-11-27" };

  it("takes general wording without a source, and a citation only with its https source and check date", () => {
    expect(sourceProblem({})).toBe(true);
    expect(sourceProblem(null)).toBe(true);
    expect(sourceProblem(source)).toBe(true);
    expect(sourceProblem({ ...source, sourceUrl: null })).toMatch(/source/);
    expect(sourceProblem({ ...source, sourceUrl: "http://www.leg.state.fl.us/" })).toMatch(/https/);
    expect(sourceProblem({ ...source, checked: null })).toMatch(/date/);
    expect(sourceProblem({ ...source, checked: "27/11/2026" })).toMatch(/date/);
    expect(sourceProblem({ sourceUrl: "https://example.gov/" })).toMatch(/citation/);
  });

  it("needs all three on a state exception", () => {
    expect(sourceProblem({}, { required: true })).toMatch(/citation/);
    expect(sourceProblem(source, { required: true })).toBe(true);
  });

  it("shows a source only when it is complete", () => {
    expect(sourceOf(source)).toEqual({ citation: source.citation, url: source.sourceUrl, checked: source.checked });
    expect(sourceOf({ ...source, checked: null })).toBeNull();
    expect(sourceOf({ citation: "A statute" })).toBeNull();
  });

  it("is a document type of the Studio, translated like the pages, with a webhook tag", () => {
    const type = schemaTypes.find((schema) => schema.name === "documentType") as { fields?: { name: string }[] };
    expect(type?.fields?.map((field) => field.name)).toEqual(
      expect.arrayContaining(["language", "title", "slug", "summary", "online", "refusers", "abroad", "exceptions"]),
    );
    expect(CONTENT_TAGS).toContain("documentType");
  });
});

describe("the document pages' addresses", () => {
  it("come from the routing table in both languages, and their words are reserved", () => {
    expect(documentIndexPath("en")).toBe("/documents");
    expect(documentIndexPath("es")).toBe("/es/documentos");
    expect(documentTypePath("es", "poder-legal")).toBe("/es/documentos/poder-legal");
    expect(routeOf("/es/documentos/poder-legal")).toEqual({
      lang: "es",
      kind: "document",
      params: { slug: "poder-legal" },
    });
    expect(reservedSegments("en").has("documents")).toBe(true);
    expect(reservedSegments("es").has("documentos")).toBe(true);
    expect(checkerPath("es")).toBe("/es/puedo-notarizar-en-linea");
  });
});

describe("the documents of the bundled dataset", () => {
  it("are the same ten in both languages, each with a page, and none for a made-up slug", async () => {
    for (const lang of LANGUAGES) {
      const slugs = await getDocumentSlugs(lang);
      expect(slugs, lang).toHaveLength(10);
      expect(await findDocumentType(lang, "not-a-document")).toBeNull();
    }
    const english = await getDocumentTypes("en");
    // Each English document names its Spanish translation, and the other way round.
    for (const document of english) {
      expect(document.translations.map((translation) => translation.language).sort(), document.slug).toEqual([
        "en",
        "es",
      ]);
    }
    expect(english.find((document) => document.slug === "form-i-9")?.answer).toBe("not-needed");
  });

  it("show every legal statement with its source and check date, and nothing unsourced as a state exception", async () => {
    for (const lang of LANGUAGES) {
      for (const summary of await getDocumentTypes(lang)) {
        const page = await documentPage(lang, summary.slug);
        for (const answer of [page.online, page.abroad]) {
          // A citation never stands without its source and date (the Studio's rule on the data).
          expect(sourceProblem(answer), `${lang} ${page.slug}`).toBe(true);
        }
        expect(shownExceptions(page)).toHaveLength(page.exceptions.length);
        for (const exception of shownExceptions(page)) {
          expect(exception.source.url).toMatch(/^https:\/\//);
          expect(exception.source.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
        const html = render(<DocumentPageView page={page} path={documentTypePath(lang, page.slug)} lang={lang} />);
        // Every source link shown sits in a source line with its check date.
        const sources = [...html.matchAll(/data-testid="source"[\s\S]*?<\/p>/g)].map((match) => match[0]);
        const cited = [answerOf(page.online), answerOf(page.abroad)].filter((shown) => shown?.source).length;
        expect(sources, `${lang} ${page.slug}`).toHaveLength(cited + shownExceptions(page).length);
        for (const line of sources) expect(line).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">/);
      }
    }
  });

  it("link the will page and Florida's page to each other (documentsForState)", async () => {
    for (const lang of LANGUAGES) {
      const florida = await documentsForState("FL", lang);
      expect(florida.map((document) => document._id)).toEqual([
        lang === "en" ? "document-will-and-trust" : "document-will-and-trust-es",
      ]);
      expect(await documentsForState("TX", lang)).toEqual([]);
      expect((await documentsForState("LA", lang)).map((document) => document._id)).toEqual(
        florida.map((document) => document._id),
      );
      // Wisconsin's exception (Wis. Stat. § 140.145(10)) is on the will and the power-of-attorney pages.
      const suffix = lang === "en" ? "" : "-es";
      expect((await documentsForState("WI", lang)).map((document) => document._id).sort()).toEqual(
        [`document-power-of-attorney${suffix}`, `document-will-and-trust${suffix}`].sort(),
      );
      const html = render(<StateDocumentLinks documents={florida} name="Florida" lang={lang} />);
      expect(html).toContain(`href="${documentTypePath(lang, florida[0]?.slug ?? "")}"`);
      const page = await documentPage(lang, florida[0]?.slug ?? "");
      expect(linkedStates(page)).toEqual(["FL", "LA", "WI"]);
      const view = render(<DocumentPageView page={page} path={documentTypePath(lang, page.slug)} lang={lang} />);
      expect(view).toContain(
        lang === "en" ? 'href="/remote-online-notarization/florida"' : 'href="/es/notarizacion-en-linea/florida"',
      );
    }
    expect(render(<StateDocumentLinks documents={[]} name="Texas" lang="en" />)).toBe("");
    // Its Markdown, for the state page's rendition: the same heading as the HTML.
    const florida = await documentsForState("FL", "en");
    const html = render(<StateDocumentLinks documents={florida} name="Florida" lang="en" />);
    const markdown = stateDocumentLinksMarkdown(florida, "Florida", {
      ...contextFor("/remote-online-notarization/florida"),
      lang: "en",
    });
    expect(markdownHeadings(markdown ?? "")).toEqual(htmlHeadings(html));
    expect(markdown).toContain(`(${SITE}/documents/will-and-trust)`);
    expect(stateDocumentLinksMarkdown([], "Texas", { ...contextFor("/"), lang: "en" })).toBeNull();
    expect(documentsWithExceptionsIn([{ exceptionStates: ["FL"] }, { exceptionStates: [] }], "fl")).toHaveLength(1);
  });
});

describe("a document's page", () => {
  it("says what it is, its usual answer, the checker and early access, with FAQPage and BreadcrumbList data", async () => {
    const page = await documentPage("en", "form-i-9");
    const html = render(<DocumentPageView page={page} path="/documents/form-i-9" lang="en" />);
    expect(textOf(html)).toContain("No notary needed");
    expect(html).toContain('href="/can-i-notarize-online"');
    expect(html).toContain('href="/early-access"');
    const data = jsonLd(html);
    const faq = data.find((item) => item["@type"] === "FAQPage") as { mainEntity: unknown[] } | undefined;
    expect(faq?.mainEntity).toHaveLength(page.faq.length);
    const crumbs = data.find((item) => item["@type"] === "BreadcrumbList") as
      { itemListElement: { item: string }[] } | undefined;
    expect(crumbs?.itemListElement.map((item) => item.item)).toEqual([
      `${SITE}/`,
      `${SITE}/documents`,
      `${SITE}/documents/form-i-9`,
    ]);
    expect(documentFaqData({ faq: [] })).toBeNull();
  });

  it("has a Markdown rendition with the HTML page's headings, in order and at the same levels, in both languages", async () => {
    for (const lang of LANGUAGES) {
      for (const slug of await getDocumentSlugs(lang)) {
        const page = await documentPage(lang, slug);
        const path = documentTypePath(lang, slug);
        const html = render(<DocumentPageView page={page} path={path} lang={lang} />);
        const markdown = documentPageMarkdown(page, { ...contextFor(path), lang });
        expect(markdownHeadings(markdown), `${lang} ${slug}`).toEqual(htmlHeadings(html));
      }
      const index = documentIndexMarkdown(await getDocumentTypes(lang), {
        ...contextFor(documentIndexPath(lang)),
        lang,
      });
      expect(markdownHeadings(index).filter((heading) => heading.level === 2)).toHaveLength(10);
    }
    const rendition = (await findMarkdownPage("/es/documentos/testamento-y-fideicomiso"))?.markdown() ?? "";
    expect(rendition).toContain("[Fla. Stat. § 117.285(1)–(2)](https://www.leg.state.fl.us/");
    expect(rendition).toContain(`${SITE}/es/notarizacion-en-linea/florida`);
    expect(await findMarkdownPage("/documents/not-a-document")).toBeNull();
  });
});

describe("the document pages elsewhere", () => {
  it("are in the sitemap with their translations as hreflang alternates", async () => {
    const entries = await sitemap();
    const entry = entries.find((item) => item.url === `${SITE}/documents/power-of-attorney`);
    expect(entry?.alternates?.languages).toEqual({
      en: `${SITE}/documents/power-of-attorney`,
      es: `${SITE}/es/documentos/poder-legal`,
      "x-default": `${SITE}/documents/power-of-attorney`,
    });
    expect(entries.map((item) => item.url)).toEqual(
      expect.arrayContaining([`${SITE}/documents`, `${SITE}/es/documentos`]),
    );
  });

  it("are purged when a document is published: its page, the index, the state pages and the renditions", () => {
    const paths = purgePaths(
      { type: "documentType", language: "es", slug: "poder-legal", previousSlug: "poder-legal" },
      null,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        "/es/documentos/poder-legal",
        "/es/documentos/poder-legal.md",
        "/es/documentos",
        "/es/documentos.md",
        "/es/notarizacion-en-linea/florida",
        "/sitemap.xml",
        "/llms.txt",
      ]),
    );
    expect(paths).not.toContain("/documents");
  });
});
