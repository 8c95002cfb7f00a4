import { categoryParams, ListingRoute, listingMetadata } from "@/components/pages/resources-page";
import { listingOf } from "@/lib/articles/addresses";

type Props = { params: Promise<{ category: string }> };

// One category's articles (lib/articles/categories.ts: a fixed list, all prerendered).
export const revalidate = 60;
export const dynamicParams = false;
export const generateStaticParams = () => categoryParams("en");

export async function generateMetadata({ params }: Props) {
  return listingMetadata("en", await listingOf("en", (await params).category, null));
}

export default async function ResourcesCategory({ params }: Props) {
  return <ListingRoute lang="en" listing={await listingOf("en", (await params).category, null)} />;
}
