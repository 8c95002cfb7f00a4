import { describe, expect, it } from "vitest";
import { getLayout, getSolutionSlugs } from "@/lib/pages/site";
import { getGeneralPage, getHomePage, getSolutionPage } from "@/lib/pages/page-documents";
import { jsonLdString, priceAmount } from "@/lib/seo/metadata";
import { generalPath, homePath, LANGUAGES } from "@/lib/routing/paths";
import { faqPageData, organizationData, pageModified, serviceData, webPageData } from "@/lib/seo/structured-data";
import { UI_TEXT } from "@/lib/text/ui-text";

const SITE = "http://localhost:3000";

/** Each home page's service: its name (lib/seo/structured-data.ts) and the unit its pricing block prices by (the bundled content). */
const HOME_SERVICE = {
  en: { serviceType: "Remote online notarization", unitText: "per document" },
  es: { serviceType: "Notarización remota en línea", unitText: "por documento" },
} as const;

/** The privacy page in each language: its slug, its title and its long-form text's date (the bundled content). */
const PRIVACY = {
  en: { slug: "privacy", title: "Privacy notice", textDate: "2026-11-27" },
  es: { slug: "privacidad", title: "Aviso de privacidad", textDate: "2026-11-27" },
} as const;

describe("JSON-LD", () => {
  it("describes the organization on every page", async () => {
    const { brand } = await getLayout("en");
    const data = JSON.parse(jsonLdString({ "@context": "https://schema.org", ...organizationData(brand) }));
    expect(data).toMatchObject({ "@type": "Organization", name: "Notavo Technologies", url: "http://localhost:3000/" });
  });

  for (const lang of LANGUAGES) {
    it(`offers the service from $25 on the home page, read from the pricing block, in the page's language, its offer on that home page (${lang})`, async () => {
      const [page, { brand }] = await Promise.all([getHomePage(lang), getLayout(lang)]);
      const data = JSON.parse(
        jsonLdString({ "@context": "https://schema.org", ...serviceData(page?.blocks ?? [], brand, lang) }),
      );
      expect(data).toMatchObject({
        "@type": "Service",
        inLanguage: UI_TEXT[lang].locale,
        serviceType: HOME_SERVICE[lang].serviceType,
      });
      expect(data.offers).toMatchObject({
        "@type": "Offer",
        price: "25",
        priceCurrency: "USD",
        url: `${SITE}${homePath(lang)}#pricing`,
      });
      expect(data.offers.priceSpecification.unitText).toBe(HOME_SERVICE[lang].unitText);
      expect(data.provider).toEqual({ "@id": `${SITE}/#organization` });
    });
  }

  it("lists every FAQ question and answer as an FAQPage on pages with an FAQ, and only there", async () => {
    let pagesWithFaq = 0;
    for (const slug of await getSolutionSlugs("en")) {
      const page = await getSolutionPage("en", slug);
      const items = (page?.blocks ?? []).flatMap((block) => (block._type === "faq" ? block.items : []));
      const data = faqPageData(page?.blocks ?? []);
      if (items.length === 0) {
        expect(data, slug).toBeNull();
        continue;
      }
      pagesWithFaq += 1;
      const parsed = JSON.parse(jsonLdString({ "@context": "https://schema.org", ...data }));
      expect(parsed["@type"]).toBe("FAQPage");
      expect(parsed.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(
        items.map((item) => item.question),
      );
      for (const entry of parsed.mainEntity) {
        expect(entry["@type"]).toBe("Question");
        expect(entry.acceptedAnswer.text.length, `${slug}: ${entry.name}`).toBeGreaterThan(20);
      }
    }
    expect(pagesWithFaq).toBeGreaterThanOrEqual(4); // notaries, eSign, hybrid, esign-hybrid
    expect(faqPageData((await getHomePage("en"))?.blocks ?? [])).toBeNull();
    // The Spanish pages have their questions in Spanish.
    const spanish = faqPageData((await getSolutionPage("es", "notary-public"))?.blocks ?? []);
    expect(spanish?.mainEntity.length).toBeGreaterThan(0);
    expect(spanish?.mainEntity.some((entry) => /[¿áéíóúñ]/.test(entry.name))).toBe(true);
  });

  it("cannot be broken out of its script tag by content", () => {
    const text = jsonLdString({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });

  it("reads display prices", () => {
    expect(priceAmount("$25")).toBe("25");
    expect(priceAmount("$1,250.50")).toBe("1250.50");
    expect(priceAmount("Free")).toBeUndefined();
  });
});

describe("JSON-LD WebPage", () => {
  for (const lang of LANGUAGES) {
    it(`names every page and dates its last change: the document's _updatedAt, else its long-form text's date; in the page's language, at its address (${lang})`, async () => {
      const { slug, title, textDate } = PRIVACY[lang];
      const page = await getGeneralPage(lang, slug);
      if (!page) throw new Error(`the dataset has a privacy page in ${lang}`);
      const path = generalPath(lang, slug);
      const data = webPageData({
        path,
        title: page.title,
        description: page.seo?.description,
        updatedAt: page._updatedAt,
        blocks: page.blocks,
        lang,
      });
      expect(data).toMatchObject({
        "@type": "WebPage",
        "@id": `${SITE}${path}#webpage`,
        url: `${SITE}${path}`,
        name: title,
        inLanguage: UI_TEXT[lang].locale,
      });
      expect(data.name).toBe(page.title);
      expect(data.dateModified).toBe(page._updatedAt);
      expect(pageModified({ updatedAt: null, blocks: page.blocks })).toBe(textDate);
      expect(pageModified({ updatedAt: null, blocks: [] })).toBeUndefined();
    });
  }
});
