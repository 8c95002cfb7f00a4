import { categoryParams, ListingRoute, listingMetadata } from "@/components/pages/resources-page";
import { listingOf } from "@/lib/articles/addresses";

type Props = { params: Promise<{ category: string }> };

// One category's articles (lib/articles/categories.ts: a fixed list, all prerendered).
export const revalidate = 60;
export const dynamicParams = false;
export const generateStaticParams = () => categoryParams("es");

export async function generateMetadata({ params }: Props) {
  return listingMetadata("es", await listingOf("es", (await params).category, null));
}

export default async function ResourcesCategory({ params }: Props) {
  return <ListingRoute lang="es" listing={await listingOf("es", (await params).category, null)} />;
}
