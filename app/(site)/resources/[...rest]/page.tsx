import { UnknownResourcesRoute, unknownResourcesMetadata } from "@/components/pages/resources-page";

type Props = { params: Promise<{ rest: string[] }> };

// Every other address under the listing, rendered per request and never cached: an article or a
// listing page that exists now but not at build time, else 404 (a scheduled article, a page
// number past the last, anything made up). Nothing here writes to the route cache.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props) {
  return unknownResourcesMetadata("en", (await params).rest);
}

export default async function UnknownResources({ params }: Props) {
  return <UnknownResourcesRoute lang="en" rest={(await params).rest} />;
}
