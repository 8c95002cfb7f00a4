import type { Metadata } from "next";
import { getLayout, getSolutionSlugs } from "@/lib/content";
import { getSolutionPage } from "@/lib/pages";
import { redirectUnknownPath } from "@/lib/redirects";
import { SolutionView, solutionMetadata } from "../solution-view";

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await getSolutionSlugs()).map((slug) => ({ slug }));
}

/**
 * Only the slugs of the build are rendered (and cached) here: any other `/solutions/<slug>` falls
 * through to the catch-all, which renders it on request without caching it (a page published
 * since the build) or redirects (a made-up slug). Otherwise every made-up slug would be rendered
 * and written to the route cache for good.
 */
export const dynamicParams = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getSolutionPage((await params).slug);
  return page ? solutionMetadata(page) : {};
}

export default async function SolutionPage({ params }: Props) {
  const { slug } = await params;
  const [page, { settings }] = await Promise.all([getSolutionPage(slug), getLayout()]);
  // A page unpublished since the build: its address now redirects like any unknown one.
  if (!page) return redirectUnknownPath(`/solutions/${encodeURIComponent(slug)}`);
  return <SolutionView page={page} modals={settings?.modals ?? []} />;
}
