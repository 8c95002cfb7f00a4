import { toPlainText } from "@portabletext/react";
import type { Brand, PageBlock } from "@/lib/content";
import { absoluteUrl, priceAmount } from "@/lib/seo";

/** schema.org Organization for the active brand, on every page. */
export function organizationData(brand: Brand | null) {
  return {
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: brand?.companyName ?? undefined,
    brand: brand?.productName ? { "@type": "Brand", name: brand.productName } : undefined,
    url: absoluteUrl("/"),
    // An uploaded logo's URL is site-relative under the local Content Lake (`/images/…`).
    logo: absoluteUrl(brand?.logoUrl ?? "/brand-icon.svg"),
  };
}

/** schema.org Service with its starting-price Offer, from the page's pricing block (home page). */
export function serviceData(blocks: PageBlock[], brand: Brand | null) {
  const pricing = blocks.find((block) => block._type === "pricing");
  const hero = blocks.find((block) => block._type === "hero");
  if (!pricing || pricing._type !== "pricing") return null;
  const price = priceAmount(pricing.price);
  return {
    "@type": "Service",
    name: `${brand?.productName ?? ""} remote online notarization`.trim(),
    serviceType: "Remote online notarization",
    description: hero?._type === "hero" ? hero.headline : undefined,
    provider: { "@id": absoluteUrl("/#organization") },
    areaServed: { "@type": "Country", name: "United States" },
    offers: price
      ? {
          "@type": "Offer",
          name: pricing.planName,
          price,
          priceCurrency: "USD",
          priceSpecification: { "@type": "UnitPriceSpecification", price, priceCurrency: "USD", unitText: pricing.priceUnit ?? undefined },
          url: absoluteUrl("/#pricing"),
        }
      : undefined,
  };
}

/** schema.org FAQPage from every FAQ block on the page, or null when it has none. */
export function faqPageData(blocks: PageBlock[]) {
  const questions = blocks.flatMap((block) =>
    block._type === "faq"
      ? block.items.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer ? toPlainText(item.answer) : "" },
        }))
      : [],
  );
  return questions.length > 0 ? { "@type": "FAQPage", mainEntity: questions } : null;
}
