import { categoryPageParams, ListingRoute, listingMetadata } from "@/features/articles/article-pages";
import { listingOf } from "@/lib/articles/addresses";
import { langOfParams, type RouteProps, type StaticParamsArgs } from "@/lib/routing/params";

type Props = RouteProps<{ category: string; page: string }>;

// A category's later pages of the build; any other falls through to the catch-all.
export const revalidate = 60;
export const dynamicParams = false;
export const generateStaticParams = async ({ params }: StaticParamsArgs) =>
  categoryPageParams(await langOfParams(params));

export async function generateMetadata({ params }: Props) {
  const lang = await langOfParams(params);
  const { category, page } = await params;
  return listingMetadata(lang, await listingOf(lang, category, page));
}

export default async function ResourcesCategoryPage({ params }: Props) {
  const lang = await langOfParams(params);
  const { category, page } = await params;
  return <ListingRoute lang={lang} listing={await listingOf(lang, category, page)} />;
}
