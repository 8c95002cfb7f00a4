import { ListingRoute, listingMetadata } from "@/features/articles/article-pages";
import { type LocaleParams, langOfParams } from "@/lib/routing/params";

// The articles' listing, newest first. Which articles are out is decided per render: every 60
// seconds at most (ISR), so a scheduled article is listed within a minute of its time without a rebuild.
export const revalidate = 60;

export const generateMetadata = async ({ params }: LocaleParams) =>
  listingMetadata(await langOfParams(params), { category: null, page: 1 });

export default async function Resources({ params }: LocaleParams) {
  return <ListingRoute lang={await langOfParams(params)} listing={{ category: null, page: 1 }} />;
}
