import { CheckerRoute, checkerMetadata } from "@/features/checker/checker-page";
import { type LocaleParams, langOfParams } from "@/lib/routing/params";

export const generateMetadata = async ({ params }: LocaleParams) => checkerMetadata(await langOfParams(params));

/** "Can I notarize this online?": the form, prerendered per language. */
export default async function CheckerPage({ params }: LocaleParams) {
  return <CheckerRoute lang={await langOfParams(params)} />;
}
