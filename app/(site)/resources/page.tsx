import { ListingRoute, listingMetadata } from "@/components/pages/resources-page";

// The articles' listing, newest first (components/pages/resources-page.tsx). Which articles are out
// is decided per render: every 60 seconds at most (ISR), so a scheduled article is listed within a
// minute of its time without a rebuild.
export const revalidate = 60;

export async function generateMetadata() {
  return listingMetadata("en", { category: null, page: 1 });
}

export default async function Resources() {
  return <ListingRoute lang="en" listing={{ category: null, page: 1 }} />;
}
