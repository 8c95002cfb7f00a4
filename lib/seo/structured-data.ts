import { toPlainText } from "@portabletext/react";
import type { Brand, PageBlock } from "@/lib/pages/site";
import { homePath, type Lang } from "@/lib/routing/paths";
import { absoluteUrl, priceAmount } from "@/lib/seo/metadata";

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

const SERVICE_NAME: Record<Lang, string> = { en: "Remote online notarization", es: "Notarización remota en línea" };

/** schema.org Service with its starting-price Offer, from the page's pricing block (home page). */
export function serviceData(blocks: PageBlock[], brand: Brand | null, lang: Lang = "en") {
  const pricing = blocks.find((block) => block._type === "pricing");
  const hero = blocks.find((block) => block._type === "hero");
  if (!pricing || pricing._type !== "pricing") return null;
  const price = priceAmount(pricing.price);
  return {
    "@type": "Service",
    name: `${brand?.productName ?? ""} ${SERVICE_NAME[lang].toLowerCase()}`.trim(),
    serviceType: SERVICE_NAME[lang],
    inLanguage: `${lang}-US`,
    description: hero?._type === "hero" ? hero.headline : undefined,
    provider: { "@id": absoluteUrl("/#organization") },
    areaServed: { "@type": "Country", name: "United States" },
    offers: price
      ? {
          "@type": "Offer",
          name: pricing.planName,
          price,
          priceCurrency: "USD",
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price,
            priceCurrency: "USD",
            unitText: pricing.priceUnit ?? undefined,
          },
          url: absoluteUrl(`${homePath(lang)}#pricing`),
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

type WebPageInput = {
  path: string;
  title: string;
  description?: string | null;
  /** The document's `_updatedAt` (absent in the bundled dataset's files). */
  updatedAt?: string | null;
  blocks: PageBlock[];
};

/**
 * When the page last changed: the document's `_updatedAt`, else the newest "last updated" date
 * its long-form text shows, else unknown (left out rather than invented).
 */
export function pageModified({ updatedAt, blocks }: Pick<WebPageInput, "updatedAt" | "blocks">): string | undefined {
  if (updatedAt) return updatedAt;
  const dates = blocks
    .flatMap((block) => (block._type === "longForm" && block.lastUpdated ? [block.lastUpdated] : []))
    .sort();
  return dates.at(-1);
}

/** schema.org WebPage for any page: its address, name, description and date of change, published by the organization. */
export function webPageData({
  path,
  title,
  description,
  updatedAt,
  blocks,
  lang = "en",
}: WebPageInput & { lang?: Lang }) {
  const url = absoluteUrl(path);
  return {
    "@type": "WebPage",
    "@id": `${url}#webpage`,
    url,
    name: title,
    description: description ?? undefined,
    dateModified: pageModified({ updatedAt, blocks }),
    inLanguage: `${lang}-US`,
    publisher: { "@id": absoluteUrl("/#organization") },
  };
}
