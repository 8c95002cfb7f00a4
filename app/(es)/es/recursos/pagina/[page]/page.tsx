import { ListingRoute, listingMetadata, listingPageParams } from "@/components/pages/resources-page";
import { listingOf } from "@/lib/articles/addresses";

type Props = { params: Promise<{ page: string }> };

// The listing's later pages of the build (`…/pagina/2`); any other page number falls through to
// ../../[...rest], which answers one that exists now and 404 otherwise.
export const revalidate = 60;
export const dynamicParams = false;
export const generateStaticParams = () => listingPageParams("es");

export async function generateMetadata({ params }: Props) {
  return listingMetadata("es", await listingOf("es", null, (await params).page));
}

export default async function ResourcesPage({ params }: Props) {
  return <ListingRoute lang="es" listing={await listingOf("es", null, (await params).page)} />;
}
