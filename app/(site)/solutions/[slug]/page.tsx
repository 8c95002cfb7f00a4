import { SlugPageRoute, slugPageMetadata, solutionSlugParams } from "@/components/pages/content-page";

type Props = { params: Promise<{ slug: string }> };

export const generateStaticParams = () => solutionSlugParams("en");

/**
 * Only the slugs of the build are rendered (and cached) here: any other `/solutions/<slug>` falls
 * through to the catch-all, which renders it on request without caching it (a page published
 * since the build) or redirects (a made-up slug). Otherwise every made-up slug would be rendered
 * and written to the route cache for good.
 */
export const dynamicParams = false;

export async function generateMetadata({ params }: Props) {
  return slugPageMetadata("solution", "en", (await params).slug);
}

export default async function SolutionPage({ params }: Props) {
  const { slug } = await params;
  // A page unpublished since the build: its address now redirects like any unknown one.
  return <SlugPageRoute kind="solution" lang="en" slug={slug} unknownPath={`/solutions/${encodeURIComponent(slug)}`} />;
}
