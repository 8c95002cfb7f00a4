import type { Metadata } from "next";
import { describe, expect, it } from "vitest";
import { siteLayoutMetadata } from "@/features/pages/site-document";
import { getGeneralPageSlugs, getSolutionSlugs } from "@/lib/pages/site";
import { documentPath, LANGUAGE_INFO, LANGUAGES, type Lang } from "@/lib/routing/paths";
import { readDataset } from "../../support/dataset";
import * as generalRoute from "@/app/[locale]/[slug]/page";
import * as earlyAccessRoute from "@/app/[locale]/early-access/page";
import * as homeRoute from "@/app/[locale]/page";
import * as solutionRoute from "@/app/[locale]/solutions/[slug]/page";
import { inLanguage } from "../../support/routes";

const { generateMetadata: spanishGeneralMetadata } = inLanguage(generalRoute, "es");
const { generateMetadata: spanishEarlyAccessMetadata } = inLanguage(earlyAccessRoute, "es");
const { generateMetadata: spanishHomeMetadata } = inLanguage(homeRoute, "es");
const { generateMetadata: spanishSolutionMetadata } = inLanguage(solutionRoute, "es");
const { generateMetadata: generalMetadata } = inLanguage(generalRoute, "en");
const { generateMetadata: earlyAccessMetadata } = inLanguage(earlyAccessRoute, "en");
const { generateMetadata: homeMetadata } = inLanguage(homeRoute, "en");
const { generateMetadata: solutionMetadata } = inLanguage(solutionRoute, "en");

type SeoDoc = {
  _id: string;
  _type: string;
  language?: string;
  title?: string;
  slug?: { current?: string };
  canonical?: { _ref: string };
  seo?: { title?: string; description?: string; noindex?: boolean };
  translations?: { language: string; value: { _ref: string } }[];
};

const langOf = (document: SeoDoc): Lang => (document.language === "es" ? "es" : "en");

describe("page metadata comes from content, in each page's language", async () => {
  const documents = (await readDataset()) as unknown as SeoDoc[];
  const byId = new Map(documents.map((document) => [document._id, document]));
  const pathOf = (document: SeoDoc) => documentPath(document._type, langOf(document), document.slug?.current);

  /** hreflang → path of every published language version of `document` (translations.ndjson), or undefined when it has none. */
  function expectedAlternates(document: SeoDoc): Record<string, string> | undefined {
    const link = documents.find(
      (candidate) =>
        candidate._type === "translation.metadata" &&
        candidate.translations?.some((entry) => entry.value._ref === document._id),
    );
    const versions = (link?.translations ?? []).flatMap((entry) => {
      const version = byId.get(entry.value._ref);
      const path = version ? pathOf(version) : null;
      return path ? [[entry.language, path] as const] : [];
    });
    if (versions.length < 2) return undefined;
    const languages: Record<string, string> = Object.fromEntries(versions);
    return { ...languages, "x-default": languages.en as string };
  }

  const find = (type: string, lang: Lang, slug?: string) =>
    documents.find(
      (document) =>
        document._type === type && langOf(document) === lang && (slug === undefined || document.slug?.current === slug),
    );

  /** What every page's metadata says about its language: canonical, reciprocal alternates, Open Graph locale and URL. */
  function expectLanguageMetadata(metadata: Metadata, document: SeoDoc, canonical: string) {
    const lang = langOf(document);
    const where = `${lang} ${document._id}`;
    expect(metadata.alternates?.canonical, where).toBe(canonical);
    // A copy (canonical elsewhere) names no alternates; its canonical page does.
    const alternates = canonical === pathOf(document) ? expectedAlternates(document) : undefined;
    expect(metadata.alternates?.languages, where).toEqual(alternates);
    if (alternates) {
      expect(alternates[lang], `${where} names itself`).toBe(canonical);
      expect(Object.keys(alternates).sort(), where).toEqual(["en", "es", "x-default"]);
    }
    const openGraph = metadata.openGraph as { locale?: string; url?: string } | undefined;
    if (openGraph) {
      expect(openGraph.locale, where).toBe(LANGUAGE_INFO[lang].locale);
      expect(openGraph.url, where).toBe(canonical);
    }
  }

  it("home pages: title, description, canonical from each language's homePage document, alternates naming each other", async () => {
    for (const [lang, generate] of [
      ["en", homeMetadata],
      ["es", spanishHomeMetadata],
    ] as const) {
      const home = find("homePage", lang);
      if (!home) throw new Error(`the dataset has a ${lang} home page`);
      const metadata = await generate();
      expect(metadata.title, lang).toEqual({ absolute: home.seo?.title });
      expect(metadata.description, lang).toBe(home.seo?.description);
      expect(metadata.openGraph?.title, lang).toBe(home.seo?.title);
      expectLanguageMetadata(metadata, home, lang === "en" ? "/" : "/es");
    }
    expect((await spanishHomeMetadata()).alternates?.languages).toEqual({ en: "/", es: "/es", "x-default": "/" });
  });

  it("every solution page of both languages: its own title, description and canonical URL, reciprocal alternates", async () => {
    const generators = { en: solutionMetadata, es: spanishSolutionMetadata };
    for (const lang of LANGUAGES) {
      const slugs = await getSolutionSlugs(lang);
      expect(slugs.length, lang).toBe(8);
      for (const slug of slugs) {
        const document = find("solutionPage", lang, slug);
        if (!document) throw new Error(`${lang} ${slug} is in the dataset`);
        const metadata = await generators[lang]({ params: Promise.resolve({ slug }) });
        expect(metadata.title, slug).toEqual({ absolute: document.seo?.title ?? document.title });
        expect(metadata.description, slug).toBe(document.seo?.description);
        expect(metadata.robots ?? null, slug).toEqual(document.seo?.noindex ? { index: false, follow: true } : null);
        const canonical =
          document.canonical && document.canonical._ref !== document._id ? byId.get(document.canonical._ref) : document;
        expectLanguageMetadata(metadata, document, pathOf(canonical as SeoDoc) ?? "");
      }
    }
    expect((await solutionMetadata({ params: Promise.resolve({ slug: "esign-hybrid" }) })).alternates?.canonical).toBe(
      "/solutions/hybrid",
    );
    expect(
      (await spanishSolutionMetadata({ params: Promise.resolve({ slug: "firma-electronica-hibrida" }) })).alternates,
    ).toEqual({ canonical: "/es/soluciones/hibrida" });
    expect((await spanishSolutionMetadata({ params: Promise.resolve({ slug: "notary-public" }) })).alternates).toEqual({
      canonical: "/es/soluciones/notary-public",
      languages: { en: "/solutions/notaries", es: "/es/soluciones/notary-public", "x-default": "/solutions/notaries" },
    });
  });

  it("every general page of both languages: canonical at its own address, reciprocal alternates", async () => {
    const generators = { en: generalMetadata, es: spanishGeneralMetadata };
    for (const lang of LANGUAGES) {
      const slugs = await getGeneralPageSlugs(lang);
      expect(slugs.length, lang).toBe(4);
      for (const slug of slugs) {
        const document = find("page", lang, slug);
        if (!document) throw new Error(`${lang} ${slug} is in the dataset`);
        const metadata = await generators[lang]({ params: Promise.resolve({ slug }) });
        expect(metadata.title, slug).toEqual({ absolute: document.seo?.title ?? document.title });
        expectLanguageMetadata(metadata, document, pathOf(document) ?? "");
      }
    }
  });

  it("the early-access pages: canonical per language and alternates naming each other", async () => {
    for (const [lang, generate] of [
      ["en", earlyAccessMetadata],
      ["es", spanishEarlyAccessMetadata],
    ] as const) {
      const document = find("earlyAccessPage", lang);
      if (!document) throw new Error(`the dataset has a ${lang} early-access page`);
      const metadata = await generate();
      expect(metadata.title, lang).toBe(document.seo?.title ?? document.title);
      expectLanguageMetadata(metadata, document, lang === "en" ? "/early-access" : "/es/acceso-anticipado");
    }
  });

  it("each language's layout: Open Graph locale (pages without their own Open Graph inherit it) and the site's texts in that language", async () => {
    const english = await siteLayoutMetadata("en");
    const spanish = await siteLayoutMetadata("es");
    expect((english.openGraph as { locale?: string }).locale).toBe("en_US");
    expect((spanish.openGraph as { locale?: string }).locale).toBe("es_US");
    expect(spanish.description).toBeTruthy();
    expect(spanish.description).not.toBe(english.description);
  });
});
