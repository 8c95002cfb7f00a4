import { generalSlugParams, SlugPageRoute, slugPageMetadata } from "@/features/pages/content-page";
import { langOfParams, type RouteProps, type StaticParamsArgs } from "@/lib/routing/params";

type Props = RouteProps<{ slug: string }>;

export const generateStaticParams = async ({ params }: StaticParamsArgs) =>
  generalSlugParams(await langOfParams(params));

/** Only the build's general pages; any other `/<slug>` falls through to the catch-all (as solutions/[slug]). */
export const dynamicParams = false;

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  return slugPageMetadata("general", await langOfParams(params), slug);
}

export default async function GeneralPage({ params }: Props) {
  const { slug } = await params;
  return <SlugPageRoute kind="general" lang={await langOfParams(params)} slug={slug} />;
}
