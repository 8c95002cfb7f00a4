import { ListingRoute, listingMetadata, listingPageParams } from "@/components/pages/resources-page";
import { listingOf } from "@/lib/articles/addresses";

type Props = { params: Promise<{ page: string }> };

// The listing's later pages of the build (`…/page/2`); any other page number falls through to
// ../../[...rest], which answers one that exists now and 404 otherwise.
export const revalidate = 60;
export const dynamicParams = false;
export const generateStaticParams = () => listingPageParams("en");

export async function generateMetadata({ params }: Props) {
  return listingMetadata("en", await listingOf("en", null, (await params).page));
}

export default async function ResourcesPage({ params }: Props) {
  return <ListingRoute lang="en" listing={await listingOf("en", null, (await params).page)} />;
}
