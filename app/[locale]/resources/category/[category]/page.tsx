import { categoryParams, ListingRoute, listingMetadata } from "@/features/articles/article-pages";
import { listingOf } from "@/lib/articles/addresses";
import { langOfParams, type RouteProps, type StaticParamsArgs } from "@/lib/routing/params";

type Props = RouteProps<{ category: string }>;

// One category's articles (lib/articles/categories.ts: a fixed list, all prerendered).
export const revalidate = 60;
export const dynamicParams = false;
export const generateStaticParams = async ({ params }: StaticParamsArgs) => categoryParams(await langOfParams(params));

export async function generateMetadata({ params }: Props) {
  const lang = await langOfParams(params);
  return listingMetadata(lang, await listingOf(lang, (await params).category, null));
}

export default async function ResourcesCategory({ params }: Props) {
  const lang = await langOfParams(params);
  return <ListingRoute lang={lang} listing={await listingOf(lang, (await params).category, null)} />;
}
