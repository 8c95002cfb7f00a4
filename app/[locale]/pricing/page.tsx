import { PricingRoute, pricingMetadata } from "@/features/pricing/pricing-page";
import { type LocaleParams, langOfParams } from "@/lib/routing/params";

/** Plans, prices and the calculator (prerendered from the `pricingPage` document). */
export const generateMetadata = async ({ params }: LocaleParams) => pricingMetadata(await langOfParams(params));

export default async function PricingPage({ params }: LocaleParams) {
  return <PricingRoute lang={await langOfParams(params)} />;
}
