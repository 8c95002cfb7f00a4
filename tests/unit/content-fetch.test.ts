import { describe, expect, it } from "vitest";
import { getLayout, getSolutionSlugs } from "@/lib/content";
import { getHomePage, getSolutionPage } from "@/lib/pages";

describe("the content fetch function on the bundled dataset", () => {
  it("returns the layout: settings, the active brand and the default brand for the header", async () => {
    const { settings, brand, headerBrand } = await getLayout();
    expect(settings?.solutionsLabel).toBe("Solutions");
    expect(settings?.solutions.map((item) => item.slug)).toEqual(["law-firms", "title-companies", "lenders", "notaries", "api", "esign", "hybrid"]);
    expect(settings?.footerColumns.map((column) => column.title)).toEqual(["Product", "Company"]);
    expect(settings?.footerColumns.flatMap((column) => column.links.map((link) => link.label))).toEqual([
      "Features", "Pricing", "Security", "API Docs", "About", "Careers", "Contact", "Press",
    ]);
    expect(settings?.legalLinks.map((link) => link.label)).toEqual(["Privacy", "Terms", "Accessibility", "Status", "Support"]);
    expect(settings?.modals.map((modal) => modal.key).sort()).toEqual(["apiDocs", "apiExamples", "demo", "demoClosable", "earlyAccess"]);
    expect(brand?.key).toBe("default");
    expect(brand?.colors?.primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(headerBrand?.wordmark).toBeTruthy();
  });

  it("returns the home page with every section it needs", async () => {
    const page = await getHomePage();
    expect(page?.blocks.map((block) => block._type)).toEqual(["hero", "steps", "cardGrid", "testimonials", "pricing", "callToAction"]);
    const hero = page?.blocks.find((block) => block._type === "hero");
    expect(hero?._type === "hero" && hero.stats).toHaveLength(4);
    expect(hero?._type === "hero" && hero.ctas.map((cta) => cta.label)).toEqual(["Sign Up for Early Access", "Start Your Notarization"]);
    const steps = page?.blocks.find((block) => block._type === "steps");
    expect(steps?._type === "steps" && steps.items).toHaveLength(4);
    const benefits = page?.blocks.find((block) => block._type === "cardGrid");
    expect(benefits?._type === "cardGrid" && benefits.cards).toHaveLength(6);
    const testimonials = page?.blocks.find((block) => block._type === "testimonials");
    expect(testimonials?._type === "testimonials" && testimonials.items).toHaveLength(3);
    const pricing = page?.blocks.find((block) => block._type === "pricing");
    expect(pricing?._type === "pricing" && [pricing.pricePrefix, pricing.price, pricing.priceUnit]).toEqual(["Starting at", "$25", "per document"]);
    expect(pricing?._type === "pricing" && pricing.features).toEqual(expect.arrayContaining(["No setup fee", "No monthly charge"]));
  });

  it("lists every solution page and returns each one by slug", async () => {
    const slugs = await getSolutionSlugs();
    expect(slugs).toEqual(expect.arrayContaining(["law-firms", "title-companies", "lenders", "notaries", "api", "esign", "hybrid", "esign-hybrid"]));
    for (const slug of slugs) {
      const page = await getSolutionPage(slug);
      expect(page?.slug).toBe(slug);
      expect(page?.blocks.length).toBeGreaterThan(0);
      // Every solution page opens with its top banner, then the hero (with its sample card).
      expect(page?.blocks[0]?._type).toBe("topBanner");
      const hero = page?.blocks[1];
      expect(hero?._type).toBe("hero");
      expect(hero?._type === "hero" && hero.sampleCard?.rows.length).toBeGreaterThan(0);
    }
  });

  it("points the esign-hybrid page's canonical URL at the hybrid page", async () => {
    expect((await getSolutionPage("esign-hybrid"))?.canonicalSlug).toBe("hybrid");
    expect((await getSolutionPage("hybrid"))?.canonicalSlug).toBeNull();
  });

  it("returns null for a slug that does not exist", async () => {
    expect(await getSolutionPage("no-such-page")).toBeNull();
  });
});
