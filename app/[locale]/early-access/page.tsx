import { EarlyAccessRoute, earlyAccessMetadata } from "@/features/signup/early-access-page";
import { type LocaleParams, langOfParams } from "@/lib/routing/params";

export const generateMetadata = async ({ params }: LocaleParams) => earlyAccessMetadata(await langOfParams(params));

export default async function EarlyAccessPage({ params }: LocaleParams) {
  return <EarlyAccessRoute lang={await langOfParams(params)} />;
}
