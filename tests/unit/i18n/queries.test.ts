import { describe, expect, it } from "vitest";
import { queryDataset, queryFrozenDataset, type SanityDocumentLike } from "@/lib/sanity/bundled";
import { generalPageQuery, homePageQuery, solutionPageQuery } from "@/lib/sanity/page-queries";
import {
  earlyAccessPageQuery,
  generalPageSlugsQuery,
  layoutQuery,
  ronStatesQuery,
  sitemapQuery,
  solutionSlugsQuery,
} from "@/lib/sanity/queries";
import type {
  LayoutQueryResult,
  RonStatesQueryResult,
  SitemapQueryResult,
  SolutionPageQueryResult,
} from "@/lib/sanity/sanity.types";
import type { Translation } from "@/lib/seo/metadata";
import { readDatasetSync } from "../../support/dataset";

/*
 * The site's queries in Spanish against the bundled dataset, and what a Spanish translation that
 * is not published (here: removed from a copy of the dataset) leaves behind: nothing.
 */

const bundled = readDatasetSync();
const without = (...ids: string[]) => bundled.filter((document) => !ids.includes(document._id));

type Page = NonNullable<SolutionPageQueryResult>;
const solutionPage = (dataset: SanityDocumentLike[], lang: string, slug: string) =>
  queryDataset(dataset, solutionPageQuery, { lang, slug }) as Promise<Page | null>;
const layout = (dataset: SanityDocumentLike[], lang: string) =>
  queryDataset(dataset, layoutQuery, { lang, brand: "default" }) as Promise<LayoutQueryResult>;
const slugs = (dataset: SanityDocumentLike[], query: string, lang: string) =>
  queryDataset(dataset, query, { lang }) as Promise<string[]>;
/** A page's published translations. TypeGen types them `never[]`: the translation plugin's metadata type is not in the extracted schema. */
const translationList = (page: { translations: unknown[] } | null | undefined) =>
  (page?.translations ?? []) as Translation[];
const translationsOf = (page: { translations: unknown[] } | null | undefined) =>
  Object.fromEntries(translationList(page).map((translation) => [translation.language, translation.slug]));

describe("the Spanish site's queries on the bundled dataset", () => {
  it("find the Spanish notary public page at /es/soluciones/notary-public, naming the English page", async () => {
    const page = await solutionPage(bundled, "es", "notary-public");
    expect(page).toMatchObject({ _id: "solution-notaries-es", slug: "notary-public", language: "es" });
    expect(translationsOf(page)).toEqual({ en: "notaries", es: "notary-public" });
    // And the English page names it back; neither page is found in the other language.
    expect(translationsOf(await solutionPage(bundled, "en", "notaries"))).toEqual({
      en: "notaries",
      es: "notary-public",
    });
    expect(await solutionPage(bundled, "en", "notary-public")).toBeNull();
    expect(await solutionPage(bundled, "es", "notaries")).toBeNull();
  });

  it("read every page in its language: Spanish home, early-access and general pages, and their English versions", async () => {
    const home = (await queryDataset(bundled, homePageQuery, { lang: "es" })) as {
      _id: string;
      language: string;
      translations: { language: string; slug: string | null }[];
    };
    expect(home).toMatchObject({ _id: "homePage-es", language: "es" });
    expect(home.translations.map((translation) => translation.language).sort()).toEqual(["en", "es"]);
    const earlyAccess = (await queryDataset(bundled, earlyAccessPageQuery, { lang: "es" })) as {
      _id: string;
      translations: unknown[];
    };
    expect(earlyAccess._id).toBe("earlyAccessPage-es");
    expect(earlyAccess.translations).toHaveLength(2);
    const privacy = (await queryDataset(bundled, generalPageQuery, { lang: "es", slug: "privacidad" })) as {
      _id: string;
      translations: { language: string; slug: string | null }[];
    };
    expect(privacy._id).toBe("page-privacy-es");
    expect(translationsOf(privacy)).toEqual({ en: "privacy", es: "privacidad" });
    expect(await slugs(bundled, generalPageSlugsQuery, "es")).toEqual([
      "accesibilidad",
      "privacidad",
      "seguridad",
      "terminos",
    ]);
  });

  it("name the states in Spanish, in Spanish alphabetical order", async () => {
    const states = (await queryDataset(bundled, ronStatesQuery, { lang: "es" })) as RonStatesQueryResult;
    expect(states).toHaveLength(50);
    const names = states.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const english = (await queryDataset(bundled, ronStatesQuery, { lang: "en" })) as RonStatesQueryResult;
    expect(states.map((state) => state.code).sort()).toEqual(english.map((state) => state.code).sort());
  });

  it("list both languages in the sitemap, each page with its translations", async () => {
    const sitemap = (await queryDataset(bundled, sitemapQuery)) as SitemapQueryResult;
    for (const list of [sitemap.home, sitemap.earlyAccess, sitemap.pages, sitemap.generalPages]) {
      expect(list.filter((entry) => entry.language === "es")).toHaveLength(
        list.filter((entry) => entry.language === "en").length,
      );
      for (const entry of list)
        expect(
          translationList(entry)
            .map((translation) => translation.language)
            .sort(),
        ).toEqual(["en", "es"]);
    }
  });
});

describe("a Spanish translation that is not published", () => {
  // The translation document still names it (the plugin keeps the link while the translation is a draft or deleted).
  const dataset = without("solution-notaries-es");

  it("is not found, nor listed among the Spanish slugs", async () => {
    expect(await solutionPage(dataset, "es", "notary-public")).toBeNull();
    const spanish = await slugs(dataset, solutionSlugsQuery, "es");
    expect(spanish).not.toContain("notary-public");
    expect(spanish).toHaveLength((await slugs(bundled, solutionSlugsQuery, "es")).length - 1);
    // English is untouched.
    expect(await slugs(dataset, solutionSlugsQuery, "en")).toEqual(await slugs(bundled, solutionSlugsQuery, "en"));
  });

  it("is no translation of the English page (no language link, no hreflang alternate)", async () => {
    const english = await solutionPage(dataset, "en", "notaries");
    expect(english?.slug).toBe("notaries");
    expect(translationsOf(english)).toEqual({ en: "notaries" });
    // Its siblings keep theirs.
    expect(translationsOf(await solutionPage(dataset, "en", "lenders"))).toEqual({ en: "lenders", es: "prestamistas" });
  });

  it("leaves the Spanish menu and the sitemap", async () => {
    const menu = (await layout(dataset, "es")).settings?.solutions.map((item) => item.href);
    expect(menu).not.toContain("/es/soluciones/notary-public");
    expect(menu).toHaveLength(((await layout(bundled, "es")).settings?.solutions.length ?? 0) - 1);
    // The English menu still links the English page.
    expect((await layout(dataset, "en")).settings?.solutions.map((item) => item.href)).toContain("/solutions/notaries");
    const sitemap = (await queryDataset(dataset, sitemapQuery)) as SitemapQueryResult;
    expect(sitemap.pages.filter((page) => page.language === "es").map((page) => page.slug)).not.toContain(
      "notary-public",
    );
    expect(
      translationList(sitemap.pages.find((page) => page.slug === "notaries")).map(
        (translation) => translation.language,
      ),
    ).toEqual(["en"]);
  });

  it("answers the same through the frozen dataset's indexes", async () => {
    const frozen = [...dataset];
    for (const [query, params] of [
      [solutionPageQuery, { lang: "en", slug: "notaries" }],
      [solutionPageQuery, { lang: "es", slug: "notary-public" }],
      [solutionSlugsQuery, { lang: "es" }],
      [layoutQuery, { lang: "es", brand: "default" }],
      [sitemapQuery, {}],
    ] as const) {
      expect(await queryFrozenDataset(frozen, query, params)).toEqual(await queryDataset(dataset, query, params));
    }
  });

  it("a general page's: a footer link to it goes to the Spanish home page instead", async () => {
    const copy = without("page-privacy-es");
    expect(await queryDataset(copy, generalPageQuery, { lang: "es", slug: "privacidad" })).toBeNull();
    expect(await slugs(copy, generalPageSlugsQuery, "es")).not.toContain("privacidad");
    const legal = (await layout(copy, "es")).settings?.legalLinks ?? [];
    expect(legal.find((link) => link.label === "Privacidad")?.href).toBe("/es");
    expect(legal.find((link) => link.label === "Términos")?.href).toBe("/es/terminos");
    expect(
      translationsOf((await queryDataset(copy, generalPageQuery, { lang: "en", slug: "privacy" })) as Page),
    ).toEqual({ en: "privacy" });
  });

  it("the home and early-access pages': the Spanish one is not found, the English one names no translation", async () => {
    const copy = without("homePage-es", "earlyAccessPage-es");
    expect(await queryDataset(copy, homePageQuery, { lang: "es" })).toBeNull();
    expect(await queryDataset(copy, earlyAccessPageQuery, { lang: "es" })).toBeNull();
    expect(translationsOf((await queryDataset(copy, homePageQuery, { lang: "en" })) as Page)).toEqual({ en: null });
    expect(
      translationList((await queryDataset(copy, earlyAccessPageQuery, { lang: "en" })) as Page).map(
        (translation) => translation.language,
      ),
    ).toEqual(["en"]);
  });
});
