import { describe, expect, it } from "vitest";
import sitemap from "@/app/sitemap";
import { StatePageView } from "@/features/states/state-page-view";
import { stateIndexMetadata, statePageMetadata } from "@/features/states/state-page";
import { langOfPath, LANGUAGES, stateIndexPath, statePath } from "@/lib/routing/paths";
import { pathOf, ROUTES } from "@/lib/routing/table";
import { statePageMarkdown, stateIndexMarkdown } from "@/lib/markdown/state-pages";
import { contextFor, findMarkdownPage } from "@/lib/markdown/documents";
import { isReservedSlug, SLUG_PATTERN } from "@/lib/routing/slugs";
import { getRonStates } from "@/lib/signup/content";
import { STATE_CODES } from "@/lib/signup/states";
import { findStatePage, getStatePage, getStateSlugs } from "@/lib/states/state-documents";
import {
  indexCoverageBlock,
  STATE_SLUGS,
  stateCodeOfSlug,
  stateLastModified,
  statePagePath,
  statePagePaths,
  statePageSeo,
  stateProseBlocks,
  stateSitemapItems,
  stateSlug,
  type StatePage,
} from "@/lib/states/state-pages";
import { htmlHeadings, markdownHeadings } from "../support/markdown";
import { count, render, textOf } from "../support/render";
import { bannedWordsIn } from "../support/spanish";

const SITE = "http://localhost:3000";

async function statePage(lang: "en" | "es", code: string): Promise<StatePage> {
  const page = await getStatePage(lang, code);
  if (!page) throw new Error(`no state ${code}`);
  return page;
}

/** The JSON-LD objects of some HTML. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? "{}"),
  );

describe("the state pages' addresses", () => {
  it("are /remote-online-notarization/<state> and /es/notarizacion-en-linea/<state>, the English name's slug in both", () => {
    expect(stateIndexPath("en")).toBe("/remote-online-notarization");
    expect(stateIndexPath("es")).toBe("/es/notarizacion-en-linea");
    expect(statePath("en", "texas")).toBe("/remote-online-notarization/texas");
    expect(pathOf("es", "state", { state: "new-york" })).toBe("/es/notarizacion-en-linea/new-york");
    expect(pathOf("en", "stateIndex")).toBe("/remote-online-notarization");
    expect(statePagePath("es", "NH")).toBe("/es/notarizacion-en-linea/new-hampshire");
    expect(statePagePaths("TX")).toEqual({
      en: "/remote-online-notarization/texas",
      es: "/es/notarizacion-en-linea/texas",
    });
    expect(langOfPath(statePath("es", "texas"))).toBe("es");
  });

  it("give each of the fifty states one slug, and read it back", () => {
    expect(STATE_SLUGS).toHaveLength(50);
    expect(new Set(STATE_SLUGS).size).toBe(50);
    for (const code of STATE_CODES) {
      const slug = stateSlug(code) ?? "";
      expect(slug, code).toMatch(SLUG_PATTERN);
      expect(stateCodeOfSlug(slug)).toBe(code);
    }
    expect(stateSlug("tx")).toBe("texas");
    expect(stateSlug("DC")).toBeNull();
    expect(statePagePath("en", "XX")).toBeNull();
    expect(stateCodeOfSlug("atlantis")).toBeNull();
    expect(stateCodeOfSlug("Texas")).toBeNull();
  });

  it("reserve their first segment in each language, with no banned word in the Spanish one", () => {
    expect(isReservedSlug(ROUTES.stateIndex.paths.en.slice(1))).toBe(true);
    expect(isReservedSlug(ROUTES.stateIndex.paths.es.slice(1), "es")).toBe(true);
    expect(bannedWordsIn(ROUTES.stateIndex.paths.es.slice(1))).toEqual([]);
  });
});

describe("a state page's content", () => {
  it("has a page for every state document, and none for a made-up slug", async () => {
    expect(await getStateSlugs("en")).toHaveLength(50);
    expect(new Set(await getStateSlugs("es"))).toEqual(new Set(STATE_SLUGS));
    expect(await findStatePage("en", "atlantis")).toBeNull();
    expect(await findStatePage("en", "Texas")).toBeNull();
    expect((await findStatePage("es", "texas"))?.code).toBe("TX");
  });

  it("reads the state's fields, its text and questions in the page's language", async () => {
    const [texas, tejas, alabama, alaskaEs] = await Promise.all([
      statePage("en", "TX"),
      statePage("es", "TX"),
      statePage("en", "AL"),
      statePage("es", "AK"),
    ]);
    expect(texas).toMatchObject({
      code: "TX",
      name: "Texas",
      status: "permanent",
      effectiveDate: "2018-07-01",
      citation: "Tex. Gov't Code ch. 406, subch. C",
      unverified: true,
    });
    expect(texas.body.length).toBeGreaterThan(0);
    expect(texas.faq.map((item) => item.question)[0]).toBe("Can I use a Texas online notary if I am not in Texas?");
    expect(tejas.faq[0]?.question).toMatch(/^¿Puedo usar un notary public en línea de Texas/);
    // The note about the law as a whole, in the page's language.
    expect(alaskaEs.note).toBe("Las comisiones de notary public las otorga el vicegobernador (Lieutenant Governor).");
    expect(alabama.note).toMatch(/^Effective date approximate/);
    // Each fact with its own source, in either language (the page picks the detail's language).
    expect(tejas.facts.registration).toMatchObject({
      value: "separate-commission",
      citation: "Tex. Gov't Code § 406.105(a)",
      sourceUrl: "https://codes.findlaw.com/tx/government-code/gov-t-sect-406-105/",
      checked: "2026-11-27",
    });
    expect(alabama.facts.training).toBeNull();
    // No prose: a complete page all the same.
    expect(alabama.body).toEqual([]);
    expect(alabama.faq).toEqual([]);
    expect(stateProseBlocks(alabama, "en")).toEqual([]);
  });

  it("derives its title, description and date of change from the state's fields", async () => {
    const texas = await statePage("en", "TX");
    expect(statePageSeo(texas, "en")).toEqual({
      title: "Remote online notarization in Texas: the law and what a notary needs",
      description:
        "Texas: Permanent law in force. The law, its effective date, what a notary needs to notarize remotely, and when we last verified it.",
    });
    expect(statePageSeo(await statePage("es", "CA"), "es").description).toMatch(
      /^California: Ley aprobada, aún no vigente\./,
    );
    expect(stateLastModified({ _updatedAt: "2026-11-23T12:00:00.000Z", lastVerified: "2026-11-23" })).toBe(
      "2026-11-23T12:00:00.000Z",
    );
    expect(stateLastModified({ _updatedAt: "2026-01-01T00:00:00.000Z", lastVerified: "2026-11-23" })).toBe(
      "2026-11-23T00:00:00.000Z",
    );
    expect(stateLastModified({})).toBeUndefined();
    const blocks = stateProseBlocks(texas, "en");
    expect(blocks.map((block) => [block._type, "heading" in block ? block.heading : null])).toEqual([
      ["longForm", "What this means in Texas"],
      ["faq", "Questions about remote notarization in Texas"],
    ]);
  });
});

describe("a state page", () => {
  it("shows the status in words, the dates in <time>, the law with its source, the first-draft notice and the call to action", async () => {
    const page = await statePage("en", "TX");
    const html = render(<StatePageView page={page} path="/remote-online-notarization/texas" lang="en" />);
    const text = textOf(html);
    expect(html).toMatch(/<h1 id="state-heading"[^>]*>Remote online notarization in Texas<\/h1>/);
    expect(text).toContain("Permanent law in force");
    expect(html).toContain('<time dateTime="2018-07-01">July 1, 2018</time>');
    expect(html).toContain('<time dateTime="2026-11-27">November 27, 2026</time>');
    expect(text).toContain("Tex. Gov't Code ch. 406, subch. C");
    expect(html).toMatch(
      /<a href="https:\/\/www.sos.state.tx.us\/"[^>]*>The state&#x27;s source<span class="sr-only"> \(Texas\)<\/span><\/a>/,
    );
    expect(html).toMatch(/<div role="note"[^>]*><p[^>]*>First draft<\/p>/);
    expect(html).toContain('href="/early-access"');
    expect(html).toContain('href="/remote-online-notarization"');
    // The state's own text and questions, through the long-form and FAQ blocks.
    expect(html).toMatch(/<h2[^>]*>What this means in Texas<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>For signers<\/h3>/);
    expect((html.match(/<details/g) ?? []).length).toBe(3);
    // Verified facts: no notice.
    expect(
      render(
        <StatePageView page={{ ...page, unverified: false }} path="/remote-online-notarization/texas" lang="en" />,
      ),
    ).not.toContain('role="note"');
  });

  it("shows only the known facts, each with its citation linked to its source and its check date, then one sentence for the rest", async () => {
    const florida = await statePage("en", "FL");
    const html = render(<StatePageView page={florida} path="/remote-online-notarization/florida" lang="en" />);
    const text = textOf(html);
    expect(html).toMatch(/<h2 id="requirements-heading"[^>]*>What a notary and a signer need<\/h2>/);
    expect(count(html, /data-fact="/)).toBe(5);
    // (textOf puts a space after each element: the link's citation is followed by ", checked".)
    for (const line of [
      "Training course Required. A classroom or online course on the duties, obligations and technology of an online notary. Source: Fla. Stat. § 117.225(2) , checked November 27, 2026",
      "Surety bond Required: $25,000 Source: Fla. Stat. § 117.225(6) , checked November 27, 2026",
      "E&O insurance Required: $25,000. At least this amount. Source: Fla. Stat. § 117.225(7) , checked November 27, 2026",
      "Before notarizing online Registration with the commissioning authority. With the Department of State, as an online notary public. Source: Fla. Stat. § 117.225 , checked November 27, 2026",
      "Where the notary must be In Florida Source: Fla. Stat. § 117.265(1) , checked November 27, 2026",
    ])
      expect(text).toContain(line);
    expect(html).toContain(
      '<a href="https://flsenate.gov/Laws/Statutes/2022/117.225" class="font-semibold break-words text-brand underline underline-offset-2 hover:no-underline focus-visible:outline-3 focus-visible:outline-brand">Fla. Stat. § 117.225(6)</a>',
    );
    // What is not yet verified: one sentence, no rows.
    expect(count(html, /data-unverified-facts=""/)).toBe(1);
    expect(text).toContain(
      "We have not yet verified Florida's exam, technology provider, recording, signer location, and signer-abroad requirements.",
    );
    expect(text).not.toMatch(/Not recorded/i);

    // A state with no known fact says so once, and lists nothing.
    const alabama = render(
      <StatePageView page={await statePage("en", "AL")} path="/remote-online-notarization/alabama" lang="en" />,
    );
    expect(count(alabama, /data-fact="/)).toBe(0);
    expect(textOf(alabama)).toContain("We have not yet verified Alabama's requirements for notaries and signers.");
    expect(textOf(alabama)).not.toMatch(/Not recorded/i);

    // In Spanish: the values, the details and the sentence in Spanish, the dates in US Spanish.
    const es = textOf(
      render(<StatePageView page={await statePage("es", "OH")} path="/es/notarizacion-en-linea/ohio" lang="es" />),
    );
    expect(es).toContain(
      "Dónde debe estar el notary public En Ohio. El notary public en línea también debe residir en Ohio.",
    );
    expect(es).toContain("Fuente: Ohio Rev. Code § 147.64(B)(2) , verificado el 27 de noviembre de 2026");
    expect(es).toContain("Firmante fuera de los Estados Unidos Se permite con condiciones.");
    expect(es).toContain(
      "Todavía no hemos verificado los requisitos de Ohio sobre fianza, seguro de errores y omisiones, proveedores de tecnología y grabación.",
    );
    expect(es).not.toMatch(/Sin datos/);
  });

  it("describes itself in JSON-LD: a WebPage in its language, and an FAQPage only when the state has questions", async () => {
    const texas = jsonLd(
      render(<StatePageView page={await statePage("es", "TX")} path="/es/notarizacion-en-linea/texas" lang="es" />),
    );
    expect(texas[0]).toMatchObject({
      "@type": "WebPage",
      url: `${SITE}/es/notarizacion-en-linea/texas`,
      inLanguage: "es-US",
      name: "Notarización remota en línea en Texas: la ley y lo que necesita un notary public",
      // Checked again (its facts) after its last edit.
      dateModified: "2026-11-27T00:00:00.000Z",
    });
    expect(texas[1]?.["@type"]).toBe("FAQPage");
    expect(texas[1]?.mainEntity).toHaveLength(3);
    expect(texas[1]?.mainEntity[0]).toMatchObject({
      "@type": "Question",
      acceptedAnswer: { "@type": "Answer", text: expect.stringMatching(/^Sí\./) },
    });
    const alabama = jsonLd(
      render(<StatePageView page={await statePage("en", "AL")} path="/remote-online-notarization/alabama" lang="en" />),
    );
    expect(alabama.map((data) => data["@type"])).toEqual(["WebPage"]);
  });

  it("has metadata from the state's fields: title, description, canonical, reciprocal hreflang with x-default", async () => {
    const metadata = await statePageMetadata("es", "texas");
    expect(metadata.title).toEqual({
      absolute: "Notarización remota en línea en Texas: la ley y lo que necesita un notary public",
    });
    expect(metadata.alternates).toEqual({
      canonical: "/es/notarizacion-en-linea/texas",
      languages: {
        en: "/remote-online-notarization/texas",
        es: "/es/notarizacion-en-linea/texas",
        "x-default": "/remote-online-notarization/texas",
      },
    });
    expect(metadata.openGraph).toMatchObject({ locale: "es_US", url: "/es/notarizacion-en-linea/texas" });
    expect(await statePageMetadata("en", "atlantis")).toEqual({});
    expect(stateIndexMetadata("en").alternates).toEqual({
      canonical: "/remote-online-notarization",
      languages: {
        en: "/remote-online-notarization",
        es: "/es/notarizacion-en-linea",
        "x-default": "/remote-online-notarization",
      },
    });
  });

  it("has a Markdown rendition with the HTML page's headings, in order and at the same levels", async () => {
    for (const lang of LANGUAGES) {
      for (const code of ["TX", "AL"]) {
        const page = await statePage(lang, code);
        const path = statePagePath(lang, code) ?? "";
        const html = render(<StatePageView page={page} path={path} lang={lang} />);
        const markdown = statePageMarkdown(page, { ...contextFor(path), lang });
        expect(markdownHeadings(markdown), `${lang} ${code}`).toEqual(htmlHeadings(html));
      }
    }
    const markdown = (await findMarkdownPage("/remote-online-notarization/texas"))?.markdown() ?? "";
    expect(markdown).toContain("- **Effective date**: July 1, 2018");
    expect(markdown).toContain("- **Source**: [The state's source](https://www.sos.state.tx.us/)");
    expect(markdown).toContain("**Can I use a Texas online notary if I am not in Texas?**");
    expect(markdown).toContain(`[Get early access](${SITE}/early-access)`);
    expect(await findMarkdownPage("/remote-online-notarization/atlantis")).toBeNull();
    // Florida's page lists the documents with a rule of their own there; so does its rendition.
    const florida = (await findMarkdownPage("/remote-online-notarization/florida"))?.markdown() ?? "";
    expect(florida).toMatch(/^## Documents with rules of their own in Florida$/m);
  });

  it("index: the coverage table of every state, each linking to its page, in Markdown too", async () => {
    const states = await getRonStates("es");
    const markdown = stateIndexMarkdown(indexCoverageBlock("es", states, null), {
      ...contextFor("/es/notarizacion-en-linea"),
      lang: "es",
    });
    expect(markdown.startsWith("# Notarización remota en línea por estado\n")).toBe(true);
    expect(markdown).toContain(
      `- [Texas: la ley y lo que necesita un notary public](${SITE}/es/notarizacion-en-linea/texas)`,
    );
    expect((markdown.match(/\(http:\/\/localhost:3000\/es\/notarizacion-en-linea\/[a-z-]+\)/g) ?? []).length).toBe(50);
  });
});

describe("the sitemap's state pages", () => {
  it("list the index and every state in both languages, with reciprocal alternates and the state's date", async () => {
    const items = stateSitemapItems([
      { code: "TX", _updatedAt: "2026-11-23T12:00:00.000Z", lastVerified: "2026-11-24" },
      { code: "AL", _updatedAt: "2026-10-01T12:00:00.000Z", lastVerified: "2026-09-01" },
      { code: "XX", _updatedAt: "2026-12-01T12:00:00.000Z", lastVerified: null },
    ]);
    expect(items.map((item) => [item.path, item.lastModified])).toEqual([
      ["/remote-online-notarization", "2026-11-24T00:00:00.000Z"],
      ["/es/notarizacion-en-linea", "2026-11-24T00:00:00.000Z"],
      ["/remote-online-notarization/texas", "2026-11-24T00:00:00.000Z"],
      ["/es/notarizacion-en-linea/texas", "2026-11-24T00:00:00.000Z"],
      ["/remote-online-notarization/alabama", "2026-10-01T12:00:00.000Z"],
      ["/es/notarizacion-en-linea/alabama", "2026-10-01T12:00:00.000Z"],
    ]);
    const entries = await sitemap();
    const texas = entries.find((entry) => entry.url === `${SITE}/es/notarizacion-en-linea/texas`);
    expect(texas?.lastModified).toEqual(new Date("2026-11-27T00:00:00.000Z"));
    expect(texas?.alternates?.languages).toEqual({
      en: `${SITE}/remote-online-notarization/texas`,
      es: `${SITE}/es/notarizacion-en-linea/texas`,
      "x-default": `${SITE}/remote-online-notarization/texas`,
    });
    expect(
      entries.filter(
        (entry) => entry.url.includes("/remote-online-notarization/") || entry.url.includes("/notarizacion-en-linea/"),
      ),
    ).toHaveLength(100);
  });
});
