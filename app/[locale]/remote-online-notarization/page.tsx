import { StateIndexRoute, stateIndexMetadata } from "@/features/states/state-page";
import { type LocaleParams, langOfParams } from "@/lib/routing/params";

/** Every state in the coverage table, each row linking to its page. */
export const generateMetadata = async ({ params }: LocaleParams) => stateIndexMetadata(await langOfParams(params));

export default async function StatesIndexPage({ params }: LocaleParams) {
  return <StateIndexRoute lang={await langOfParams(params)} />;
}
