import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PricingCalculator } from "@/features/pricing/calculator";
import { getLayout } from "@/lib/pages/site";
import { estimatePricing, PRICING_DEFAULTS } from "@/lib/pricing/calculate";
import { getPricingPage, ratesOf, sourceOf } from "@/lib/pricing/content";
import { pricingBreadcrumbData, pricingProductData } from "@/lib/pricing/structured-data";
import { LANGUAGES, pricingEstimatePath } from "@/lib/routing/paths";
import { UI_TEXT } from "@/lib/text/ui-text";

/* The bundled pricing content as the site reads it: the calculator's rates, the sources, the Offers. */

describe.each(LANGUAGES)("the pricing page's content (%s)", (lang) => {
  it("prices a document at the confirmed $25 and nothing else, and sources the assumptions it cites", async () => {
    const page = await getPricingPage(lang);
    expect(page?.title).toBeTruthy();
    const rates = ratesOf(page);
    expect(rates.perDocument).toEqual({ price: 25, confirmed: true });
    for (const item of [rates.extraSeal, rates.extraSigner, rates.witness]) expect(item.confirmed).toBe(false);
    // Two assumptions cite a source (statute or publication, https, checked date); two are our estimate.
    expect(sourceOf(page?.inPerson?.perSignatureFee)).toMatchObject({
      url: expect.stringMatching(/^https:\/\//),
      checked: "2026-11-27",
    });
    expect(sourceOf(page?.inPerson?.travelFee)).toMatchObject({ url: expect.stringMatching(/^https:\/\//) });
    expect(sourceOf(page?.inPerson?.signerHours)).toBeNull();
    expect(sourceOf(page?.inPerson?.timeValue)).toBeNull();
    expect(estimatePricing(PRICING_DEFAULTS, rates)).toMatchObject({
      onlineCents: 25_000,
      inPersonCents: 70_000,
      savingsCents: 45_000,
    });
  });

  it("offers only confirmed prices in its Product, and names the page in its breadcrumbs", async () => {
    const [page, { brand }] = await Promise.all([getPricingPage(lang), getLayout(lang)]);
    const product = pricingProductData(page, lang, brand);
    expect(product["@type"]).toBe("Product");
    expect(product.offers).toHaveLength(1);
    expect(product.offers[0]).toMatchObject({ price: "25.00", priceCurrency: "USD" });
    const crumbs = pricingBreadcrumbData(lang, [{ name: page?.title ?? "", path: "/x" }]);
    expect(crumbs.itemListElement.map((item) => item.position)).toEqual([1, 2]);
  });

  it("renders the calculator with the starting figures' answer, and a message per bad field with what was typed", async () => {
    const words = UI_TEXT[lang].pricing;
    const rates = ratesOf(await getPricingPage(lang));
    const props = { action: pricingEstimatePath(lang), rates, words, locale: UI_TEXT[lang].locale };
    const good = renderToStaticMarkup(
      <PricingCalculator {...props} initial={{ documents: "10", signers: "1", seals: "1", witnesses: "0" }} />,
    );
    expect(good).toContain(`action="${pricingEstimatePath(lang)}"`);
    expect(good).toContain("$250");
    expect(good).not.toContain("aria-invalid");
    const bad = renderToStaticMarkup(
      <PricingCalculator {...props} initial={{ documents: "0", signers: "<b>x</b>", seals: "1", witnesses: "0" }} />,
    );
    expect(bad).toContain('value="&lt;b&gt;x&lt;/b&gt;"');
    expect(bad.match(/aria-invalid="true"/g)).toHaveLength(2);
    expect(bad).toContain(words.invalidSummary);
    expect(bad).not.toContain('data-testid="pricing-result"');
  });
});
