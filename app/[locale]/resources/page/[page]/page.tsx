import { ListingRoute, listingMetadata, listingPageParams } from "@/features/articles/article-pages";
import { listingOf } from "@/lib/articles/addresses";
import { langOfParams, type RouteProps, type StaticParamsArgs } from "@/lib/routing/params";

type Props = RouteProps<{ page: string }>;

// The listing's later pages of the build; any other page number falls through to the catch-all,
// which answers one that exists now and 404 otherwise.
export const revalidate = 60;
export const dynamicParams = false;
export const generateStaticParams = async ({ params }: StaticParamsArgs) =>
  listingPageParams(await langOfParams(params));

export async function generateMetadata({ params }: Props) {
  const lang = await langOfParams(params);
  return listingMetadata(lang, await listingOf(lang, null, (await params).page));
}

export default async function ResourcesPage({ params }: Props) {
  const lang = await langOfParams(params);
  return <ListingRoute lang={lang} listing={await listingOf(lang, null, (await params).page)} />;
}
