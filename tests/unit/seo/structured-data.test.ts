import { describe, expect, it } from "vitest";
import { getLayout, getSolutionSlugs } from "@/lib/content";
import { getGeneralPage, getHomePage, getSolutionPage } from "@/lib/pages";
import { jsonLdString, priceAmount } from "@/lib/seo";
import { faqPageData, organizationData, pageModified, serviceData, webPageData } from "@/lib/structured-data";

describe("JSON-LD", () => {
  it("describes the organization on every page", async () => {
    const { brand } = await getLayout();
    const data = JSON.parse(jsonLdString({ "@context": "https://schema.org", ...organizationData(brand) }));
    expect(data).toMatchObject({ "@type": "Organization", name: "Notavo Technologies", url: "http://localhost:3000/" });
  });

  it("offers the service from $25 on the home page, read from the pricing block", async () => {
    const [page, { brand }] = await Promise.all([getHomePage(), getLayout()]);
    const data = JSON.parse(jsonLdString({ "@context": "https://schema.org", ...serviceData(page?.blocks ?? [], brand) }));
    expect(data["@type"]).toBe("Service");
    expect(data.offers).toMatchObject({ "@type": "Offer", price: "25", priceCurrency: "USD" });
    expect(data.offers.priceSpecification.unitText).toBe("per document");
  });

  it("lists every FAQ question and answer as an FAQPage on pages with an FAQ, and only there", async () => {
    let pagesWithFaq = 0;
    for (const slug of await getSolutionSlugs()) {
      const page = await getSolutionPage(slug);
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
    expect(faqPageData((await getHomePage())?.blocks ?? [])).toBeNull();
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
    const page = await getGeneralPage("privacy");
    if (!page) throw new Error("the dataset has a privacy page");
    const data = webPageData({ path: "/privacy", title: page.title, description: page.seo?.description, updatedAt: page._updatedAt, blocks: page.blocks });
    expect(data).toMatchObject({ "@type": "WebPage", "@id": "http://localhost:3000/privacy#webpage", url: "http://localhost:3000/privacy", name: "Privacy notice" });
    expect(data.dateModified).toBe(page._updatedAt);
    expect(pageModified({ updatedAt: null, blocks: page.blocks })).toBe("2026-11-23");
    expect(pageModified({ updatedAt: null, blocks: [] })).toBeUndefined();
  });
});
