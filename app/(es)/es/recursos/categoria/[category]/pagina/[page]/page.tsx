import { categoryPageParams, ListingRoute, listingMetadata } from "@/components/pages/resources-page";
import { listingOf } from "@/lib/articles/addresses";

type Props = { params: Promise<{ category: string; page: string }> };

// A category's later pages of the build; any other falls through to the catch-all (../../../../[...rest]).
export const revalidate = 60;
export const dynamicParams = false;
export const generateStaticParams = () => categoryPageParams("es");

export async function generateMetadata({ params }: Props) {
  const { category, page } = await params;
  return listingMetadata("es", await listingOf("es", category, page));
}

export default async function ResourcesCategoryPage({ params }: Props) {
  const { category, page } = await params;
  return <ListingRoute lang="es" listing={await listingOf("es", category, page)} />;
}
