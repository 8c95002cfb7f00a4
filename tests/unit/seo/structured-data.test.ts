import { describe, expect, it } from "vitest";
import { getLayout, getSolutionSlugs } from "@/lib/content";
import { getGeneralPage, getHomePage, getSolutionPage } from "@/lib/pages";
import { jsonLdString, priceAmount } from "@/lib/seo";
import { faqPageData, organizationData, pageModified, serviceData, webPageData } from "@/lib/structured-data";

describe("JSON-LD", () => {
  it("describes the organization on every page", async () => {
    const { brand } = await getLayout("en");
    const data = JSON.parse(jsonLdString({ "@context": "https://schema.org", ...organizationData(brand) }));
    expect(data).toMatchObject({ "@type": "Organization", name: "Notavo Technologies", url: "http://localhost:3000/" });
  });

  it("offers the service from $25 on the home page, read from the pricing block", async () => {
    const [page, { brand }] = await Promise.all([getHomePage("en"), getLayout("en")]);
    const data = JSON.parse(jsonLdString({ "@context": "https://schema.org", ...serviceData(page?.blocks ?? [], brand, "en") }));
    expect(data["@type"]).toBe("Service");
    expect(data.inLanguage).toBe("en-US");
    expect(data.offers).toMatchObject({ "@type": "Offer", price: "25", priceCurrency: "USD", url: "http://localhost:3000/#pricing" });
    expect(data.offers.priceSpecification.unitText).toBe("per document");
  });

  it("offers the same service on the Spanish home page, in Spanish, its offer at /es", async () => {
    const [page, { brand }] = await Promise.all([getHomePage("es"), getLayout("es")]);
    const data = JSON.parse(jsonLdString({ "@context": "https://schema.org", ...serviceData(page?.blocks ?? [], brand, "es") }));
    expect(data).toMatchObject({ "@type": "Service", inLanguage: "es-US", serviceType: "Notarización remota en línea" });
    expect(data.offers).toMatchObject({ "@type": "Offer", price: "25", priceCurrency: "USD", url: "http://localhost:3000/es#pricing" });
    expect(data.provider).toEqual({ "@id": "http://localhost:3000/#organization" });
  });

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
      expect(parsed.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(items.map((item) => item.question));
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
  it("names every page and dates its last change: the document's _updatedAt, else its long-form text's date", async () => {
    const page = await getGeneralPage("en", "privacy");
    if (!page) throw new Error("the dataset has a privacy page");
    const data = webPageData({ path: "/privacy", title: page.title, description: page.seo?.description, updatedAt: page._updatedAt, blocks: page.blocks });
    expect(data).toMatchObject({ "@type": "WebPage", "@id": "http://localhost:3000/privacy#webpage", url: "http://localhost:3000/privacy", name: "Privacy notice", inLanguage: "en-US" });
    expect(data.dateModified).toBe(page._updatedAt);
    expect(pageModified({ updatedAt: null, blocks: page.blocks })).toBe("2026-11-23");
    expect(pageModified({ updatedAt: null, blocks: [] })).toBeUndefined();
  });

  it("says a Spanish page is in Spanish, at its Spanish address", async () => {
    const page = await getGeneralPage("es", "privacidad");
    if (!page) throw new Error("the dataset has a Spanish privacy page");
    const data = webPageData({ path: "/es/privacidad", title: page.title, description: page.seo?.description, updatedAt: page._updatedAt, blocks: page.blocks, lang: "es" });
    expect(data).toMatchObject({ "@type": "WebPage", "@id": "http://localhost:3000/es/privacidad#webpage", url: "http://localhost:3000/es/privacidad", inLanguage: "es-US", name: page.title });
  });
});
