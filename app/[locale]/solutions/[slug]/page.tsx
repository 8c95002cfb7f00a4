import { SlugPageRoute, slugPageMetadata, solutionSlugParams } from "@/features/pages/content-page";
import { langOfParams, type RouteProps, type StaticParamsArgs } from "@/lib/routing/params";

type Props = RouteProps<{ slug: string }>;

export const generateStaticParams = async ({ params }: StaticParamsArgs) =>
  solutionSlugParams(await langOfParams(params));

/**
 * Only the slugs of the build are rendered (and cached) here: any other slug falls through to the
 * catch-all (../../[...rest]), which renders a page published since the build without caching it,
 * or redirects a made-up slug. Otherwise every made-up slug would be written to the route cache.
 */
export const dynamicParams = false;

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  return slugPageMetadata("solution", await langOfParams(params), slug);
}

export default async function SolutionPage({ params }: Props) {
  const { slug } = await params;
  return <SlugPageRoute kind="solution" lang={await langOfParams(params)} slug={slug} />;
}
