import { HomeRoute, homeMetadata } from "@/features/pages/content-page";
import { type LocaleParams, langOfParams } from "@/lib/routing/params";

export const generateMetadata = async ({ params }: LocaleParams) => homeMetadata(await langOfParams(params));

export default async function HomePage({ params }: LocaleParams) {
  return <HomeRoute lang={await langOfParams(params)} />;
}
