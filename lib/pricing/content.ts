import "server-only";
import { stegaClean } from "@sanity/client/stega";
import { cache } from "react";
import type { Lang } from "@/lib/routing/paths";
import { sanityFetch } from "@/lib/sanity/fetch";
import { pricingPageQuery } from "@/lib/sanity/queries";
import type { PricingPageQueryResult } from "@/lib/sanity/sanity.types";
import type { PricingRates } from "./calculate";

export type PricingPage = NonNullable<PricingPageQueryResult>;

/** The pricing page document in a language, or null when it is not published. */
export const getPricingPage = cache((lang: Lang) =>
  sanityFetch({ query: pricingPageQuery, params: { lang }, tags: ["pricingPage", "translation.metadata"] }),
);

/**
 * The calculator's rates from the page's content, cleaned of stega (they are numbers and flags that
 * are computed with, never shown as they are): the first plan is pay-as-you-go.
 */
export function ratesOf(page: PricingPage | null): PricingRates {
  const clean = stegaClean(page);
  const plan = clean?.plans?.[0];
  const priced = (item: { price: number | null; confirmed: boolean } | null | undefined) => ({
    price: item?.price ?? null,
    confirmed: item?.confirmed ?? false,
  });
  const assumption = (item: { value: number | null } | null | undefined) => ({ value: item?.value ?? null });
  return {
    perDocument: plan && !plan.salesRole ? priced(plan) : { price: null, confirmed: false },
    includedSigners: plan?.includedSigners ?? 1,
    includedSeals: plan?.includedSeals ?? 1,
    extraSigner: priced(clean?.extraSigner),
    extraSeal: priced(clean?.extraSeal),
    witness: priced(clean?.witness),
    inPerson: {
      travelFee: assumption(clean?.inPerson?.travelFee),
      perSignatureFee: assumption(clean?.inPerson?.perSignatureFee),
      signerHours: assumption(clean?.inPerson?.signerHours),
      timeValue: assumption(clean?.inPerson?.timeValue),
    },
  };
}

/** An assumption's source when it has all three of citation, https address and date; else null (the editor's own figure). */
export function sourceOf(
  item: { citation: string | null; sourceUrl: string | null; checked: string | null } | null | undefined,
) {
  const url = stegaClean(item?.sourceUrl);
  const checked = stegaClean(item?.checked);
  if (!item?.citation || !url || !checked || !url.startsWith("https://") || !/^\d{4}-\d{2}-\d{2}$/.test(checked))
    return null;
  return { citation: item.citation, url, checked };
}
