import { PricingEstimateRoute, pricingEstimateMetadata } from "@/features/pricing/pricing-page";
import { parsePricingQuery } from "@/lib/pricing/query";
import { type LocaleParams, langOfParams } from "@/lib/routing/params";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/*
 * The calculator's answer for the figures in the query string. Reading searchParams renders it per
 * request: no page of it is prerendered or cached, so no query string writes a cache entry
 * (docs/performance.md). Bad figures are answered 400 by proxy.ts, with this page's form.
 */
export const generateMetadata = async ({ params }: LocaleParams) => pricingEstimateMetadata(await langOfParams(params));

export default async function PricingEstimatePage({ params, searchParams }: Props) {
  return <PricingEstimateRoute lang={await langOfParams(params)} parsed={parsePricingQuery(await searchParams)} />;
}
