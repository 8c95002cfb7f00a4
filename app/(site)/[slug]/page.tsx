import { generalSlugParams, SlugPageRoute, slugPageMetadata } from "@/components/pages/content-page";

type Props = { params: Promise<{ slug: string }> };

export const generateStaticParams = () => generalSlugParams("en");

/** Only the build's general pages are rendered here; any other `/<slug>` falls through to the catch-all (as `solutions/[slug]`). */
export const dynamicParams = false;

export async function generateMetadata({ params }: Props) {
  return slugPageMetadata("general", "en", (await params).slug);
}

export default async function GeneralPageRoute({ params }: Props) {
  const { slug } = await params;
  return <SlugPageRoute kind="general" lang="en" slug={slug} unknownPath={`/${encodeURIComponent(slug)}`} />;
}
