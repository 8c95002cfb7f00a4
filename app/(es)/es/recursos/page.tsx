import { ListingRoute, listingMetadata } from "@/components/pages/resources-page";

// As app/(site)/resources: the Spanish articles' listing (/es/recursos).
// The articles' listing, newest first (components/pages/resources-page.tsx). Which articles are out
// is decided per render: every 60 seconds at most (ISR), so a scheduled article is listed within a
// minute of its time without a rebuild.
export const revalidate = 60;

export async function generateMetadata() {
  return listingMetadata("es", { category: null, page: 1 });
}

export default async function Resources() {
  return <ListingRoute lang="es" listing={{ category: null, page: 1 }} />;
}
