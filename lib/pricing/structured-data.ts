import { stegaClean } from "@sanity/client/stega";
import type { Brand } from "@/lib/pages/site";
import { homePath, pricingPath, type Lang } from "@/lib/routing/paths";
import { absoluteUrl } from "@/lib/seo/metadata";
import { uiText } from "@/lib/text/ui-text";
import { isConfirmed } from "./calculate";
import type { PricingPage } from "./content";

/*
 * The pricing page's structured data: a Product whose Offers are the prices sales confirmed (a
 * price not confirmed is named nowhere), and the BreadcrumbList of the pricing pages. Plain values
 * only (stegaClean): structured data carries no draft-mode markers.
 */

type OfferItem = { name: string | null; price: number | null; confirmed: boolean; unit?: string | null };

export function pricingProductData(page: PricingPage | null, lang: Lang, brand: Brand | null) {
  const clean = stegaClean(page);
  const url = absoluteUrl(pricingPath(lang));
  const items: OfferItem[] = [
    ...(clean?.plans ?? []).map((plan) => ({
      name: plan.name,
      price: plan.price,
      confirmed: plan.confirmed,
      unit: plan.priceUnit,
    })),
    ...[clean?.extraSeal, clean?.extraSigner, clean?.witness].flatMap((item) =>
      item ? [{ name: item.label, price: item.price, confirmed: item.confirmed, unit: item.unit }] : [],
    ),
  ];
  const offers = items
    .filter((item) => isConfirmed(item))
    .map((item) => ({
      "@type": "Offer",
      name: item.name ?? undefined,
      price: item.price.toFixed(2),
      priceCurrency: "USD",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: item.price.toFixed(2),
        priceCurrency: "USD",
        unitText: item.unit ?? undefined,
      },
      url,
    }));
  return {
    "@type": "Product",
    "@id": `${url}#product`,
    name: `${brand?.productName ?? ""} ${uiText(lang).previewAlt.home.toLowerCase()}`.trim(),
    description: clean?.seo?.description ?? clean?.intro ?? undefined,
    brand: brand?.productName ? { "@type": "Brand", name: brand.productName } : undefined,
    url,
    offers,
  };
}

/** Home › each of `trail` (name and path), as schema.org's BreadcrumbList. */
export function pricingBreadcrumbData(lang: Lang, trail: { name: string; path: string }[]) {
  const home = { name: uiText(lang).homeLabel, path: homePath(lang) };
  return {
    "@type": "BreadcrumbList",
    itemListElement: [home, ...trail].map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: stegaClean(item.name),
      item: absoluteUrl(item.path),
    })),
  };
}
