import { describe, expect, it } from "vitest";
import { getLayout, getSolutionSlugs } from "@/lib/pages/site";
import { getHomePage, getSolutionPage } from "@/lib/pages/page-documents";
import type { Translation } from "@/lib/seo/metadata";

/** A page's published translations. TypeGen types them `never[]`: the translation plugin's metadata type is not in the extracted schema. */
const translationsOf = (page: { translations: unknown[] } | null | undefined) =>
  (page?.translations ?? []) as Translation[];

describe("the content fetch function on the bundled dataset", () => {
  it("returns the layout: settings, the active brand and the default brand for the header", async () => {
    const { settings, brand, headerBrand } = await getLayout("en");
    expect(settings?.solutionsLabel).toBe("Solutions");
    expect(settings?.solutions.map((item) => item.href)).toEqual(
      ["law-firms", "title-companies", "lenders", "notaries", "api", "esign", "hybrid"].map(
        (slug) => `/solutions/${slug}`,
      ),
    );
    expect(settings?.footerColumns.map((column) => column.title)).toEqual(["Product", "Company"]);
    expect(settings?.footerColumns.flatMap((column) => column.links.map((link) => link.label))).toEqual([
      "Features",
      "Pricing",
      "Security",
      "API Docs",
      "Resources",
      "RON by state",
      "About",
      "Careers",
      "Contact",
      "Press",
    ]);
    // The Resources link is a site section: the footer gives it the listing's address in each language.
    expect(
      settings?.footerColumns.flatMap((column) => column.links).find((link) => link.label === "Resources")?.section,
    ).toBe("resources");
    expect(settings?.legalLinks.map((link) => link.label)).toEqual([
      "Privacy",
      "Terms",
      "Accessibility",
      "Status",
      "Support",
    ]);
    expect(settings?.modals.map((modal) => modal.key).sort()).toEqual([
      "apiDocs",
      "apiExamples",
      "demo",
      "demoClosable",
      "earlyAccess",
    ]);
    expect(brand?.key).toBe("default");
    expect(brand?.colors?.primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(headerBrand?.wordmark).toBeTruthy();
  });

  it("returns the Spanish layout: the same items in Spanish, the menu linking the Spanish pages at their Spanish slugs", async () => {
    const english = await getLayout("en");
    const { settings, brand, headerBrand } = await getLayout("es");
    expect(settings?.solutionsLabel).toBe("Soluciones");
    expect(settings?.solutions.map((item) => item.href)).toEqual(
      [
        "firmas-de-abogados",
        "companias-de-titulos",
        "prestamistas",
        "notary-public",
        "api",
        "firma-electronica",
        "hibrida",
      ].map((slug) => `/es/soluciones/${slug}`),
    );
    expect(settings?.solutions.map((item) => item._key)).toEqual(english.settings?.solutions.map((item) => item._key));
    expect(settings?.solutions.map((item) => item.label)).toEqual([
      "Firmas de abogados",
      "Compañías de títulos",
      "Prestamistas",
      "Notary public",
      "API",
      "Firma electrónica",
      "Híbrida",
    ]);
    expect(settings?.footerColumns.map((column) => column.title)).toEqual(["Producto", "Empresa"]);
    expect(settings?.footerColumns.flatMap((column) => column.links.map((link) => link.label))).toEqual([
      "Funciones",
      "Precios",
      "Seguridad",
      "Documentación de la API",
      "Recursos",
      "RON por estado",
      "Quiénes somos",
      "Empleos",
      "Contacto",
      "Prensa",
    ]);
    // A footer link to a page goes to its Spanish translation.
    expect(
      settings?.footerColumns.flatMap((column) => column.links).find((link) => link.label === "Seguridad")?.href,
    ).toBe("/es/seguridad");
    expect(settings?.legalLinks.map((link) => link.label)).toEqual(
      english.settings?.legalLinks.map(() => expect.any(String)),
    );
    expect(settings?.legalLinks.slice(0, 3).map((link) => [link.label, link.href])).toEqual([
      ["Privacidad", "/es/privacidad"],
      ["Términos", "/es/terminos"],
      ["Accesibilidad", "/es/accesibilidad"],
    ]);
    expect(settings?.headerCta).toMatchObject({ label: "Solicitar acceso", href: "/es/acceso-anticipado" });
    expect(settings?.modals.map((modal) => modal.key).sort()).toEqual([
      "apiDocs",
      "apiExamples",
      "demo",
      "demoClosable",
      "earlyAccess",
    ]);
    // The notary notice, in Spanish with its English text beside it (the footer shows both).
    expect(settings?.notaryNotice?.text).toMatch(/abogado/);
    expect(settings?.notaryNotice?.english).toMatch(/attorney/i);
    // Every text the layout shows differs from the English one but the brand's.
    expect(settings?.footerTagline).not.toBe(english.settings?.footerTagline);
    expect(settings?.copyright).toBeTruthy();
    expect(brand).toEqual(english.brand);
    expect(headerBrand).toEqual(english.headerBrand);
  });

  it("returns the home page with every section it needs", async () => {
    const page = await getHomePage("en");
    expect(page?.blocks.map((block) => block._type)).toEqual([
      "hero",
      "steps",
      "cardGrid",
      "testimonials",
      "pricing",
      "callToAction",
    ]);
    const hero = page?.blocks.find((block) => block._type === "hero");
    expect(hero?._type === "hero" && hero.stats).toHaveLength(4);
    expect(hero?._type === "hero" && hero.ctas.map((cta) => cta.label)).toEqual([
      "Sign Up for Early Access",
      "Start Your Notarization",
      "Can I notarize this online?",
    ]);
    const steps = page?.blocks.find((block) => block._type === "steps");
    expect(steps?._type === "steps" && steps.items).toHaveLength(4);
    const benefits = page?.blocks.find((block) => block._type === "cardGrid");
    expect(benefits?._type === "cardGrid" && benefits.cards).toHaveLength(6);
    const testimonials = page?.blocks.find((block) => block._type === "testimonials");
    expect(testimonials?._type === "testimonials" && testimonials.items).toHaveLength(3);
    const pricing = page?.blocks.find((block) => block._type === "pricing");
    expect(pricing?._type === "pricing" && [pricing.pricePrefix, pricing.price, pricing.priceUnit]).toEqual([
      "Starting at",
      "$25",
      "per document",
    ]);
    expect(pricing?._type === "pricing" && pricing.features).toEqual(
      expect.arrayContaining(["No setup fee", "No monthly charge"]),
    );
    expect(page?.language).toBe("en");
    expect(translationsOf(page)).toEqual(expect.arrayContaining([expect.objectContaining({ language: "es" })]));
  });

  it("returns the Spanish home page with the same sections, in Spanish, naming the English one among its translations", async () => {
    const english = await getHomePage("en");
    const page = await getHomePage("es");
    expect(page?._id).toBe("homePage-es");
    expect(page?.language).toBe("es");
    expect(page?.blocks.map((block) => block._type)).toEqual(english?.blocks.map((block) => block._type));
    const hero = page?.blocks.find((block) => block._type === "hero");
    expect(hero?._type === "hero" && hero.stats).toHaveLength(4);
    expect(hero?._type === "hero" && hero.ctas.map((cta) => cta.label)).toEqual([
      "Solicitar acceso",
      "Iniciar notarización",
      "¿Puedo notarizarlo en línea?",
    ]);
    const pricing = page?.blocks.find((block) => block._type === "pricing");
    expect(pricing?._type === "pricing" && [pricing.pricePrefix, pricing.price, pricing.priceUnit]).toEqual([
      "Desde",
      "$25",
      "por documento",
    ]);
    expect(pricing?._type === "pricing" && pricing.features).toEqual(
      expect.arrayContaining(["Sin cargo de activación", "Sin cuota mensual"]),
    );
    expect(
      translationsOf(page)
        .map((translation) => translation.language)
        .sort(),
    ).toEqual(["en", "es"]);
    expect(
      translationsOf(english)
        .map((translation) => translation.language)
        .sort(),
    ).toEqual(["en", "es"]);
  });

  it("lists every solution page and returns each one by slug", async () => {
    const slugs = await getSolutionSlugs("en");
    expect(slugs).toEqual(
      expect.arrayContaining([
        "law-firms",
        "title-companies",
        "lenders",
        "notaries",
        "api",
        "esign",
        "hybrid",
        "esign-hybrid",
      ]),
    );
    for (const slug of slugs) {
      const page = await getSolutionPage("en", slug);
      expect(page?.slug).toBe(slug);
      expect(page?.blocks.length).toBeGreaterThan(0);
      // Every solution page opens with its top banner, then the hero (with its sample card).
      expect(page?.blocks[0]?._type).toBe("topBanner");
      const hero = page?.blocks[1];
      expect(hero?._type).toBe("hero");
      expect(hero?._type === "hero" && hero.sampleCard?.rows.length).toBeGreaterThan(0);
    }
  });

  it("lists every Spanish solution page at its Spanish slug, each naming its English page among its translations", async () => {
    const english = await getSolutionSlugs("en");
    const slugs = await getSolutionSlugs("es");
    expect(slugs).toHaveLength(english.length);
    expect(slugs).toEqual(
      expect.arrayContaining([
        "firmas-de-abogados",
        "companias-de-titulos",
        "prestamistas",
        "notary-public",
        "api",
        "firma-electronica",
        "hibrida",
        "firma-electronica-hibrida",
      ]),
    );
    for (const slug of slugs) {
      const page = await getSolutionPage("es", slug);
      expect(page?.slug).toBe(slug);
      expect(page?.language).toBe("es");
      expect(page?.blocks[0]?._type).toBe("topBanner");
      expect(page?.blocks[1]?._type).toBe("hero");
      const englishSlug = translationsOf(page).find((translation) => translation.language === "en")?.slug;
      expect(english, slug).toContain(englishSlug);
      // The English page names this one back.
      const englishPage = await getSolutionPage("en", englishSlug ?? "");
      expect(translationsOf(englishPage).find((translation) => translation.language === "es")?.slug).toBe(slug);
    }
    expect(
      translationsOf(await getSolutionPage("es", "notary-public")).find((translation) => translation.language === "en")
        ?.slug,
    ).toBe("notaries");
  });

  it("points the esign-hybrid page's canonical URL at the hybrid page", async () => {
    expect((await getSolutionPage("en", "esign-hybrid"))?.canonicalSlug).toBe("hybrid");
    expect((await getSolutionPage("en", "hybrid"))?.canonicalSlug).toBeNull();
    // In Spanish, at the Spanish hybrid page.
    expect((await getSolutionPage("es", "firma-electronica-hibrida"))?.canonicalSlug).toBe("hibrida");
    expect((await getSolutionPage("es", "hibrida"))?.canonicalSlug).toBeNull();
  });

  it("returns null for a slug that does not exist, and for a slug of the other language", async () => {
    expect(await getSolutionPage("en", "no-such-page")).toBeNull();
    expect(await getSolutionPage("es", "no-such-page")).toBeNull();
    expect(await getSolutionPage("en", "firmas-de-abogados")).toBeNull();
    expect(await getSolutionPage("es", "law-firms")).toBeNull();
  });
});
