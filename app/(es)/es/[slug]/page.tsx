import { generalSlugParams, SlugPageRoute, slugPageMetadata } from "@/components/pages/content-page";

type Props = { params: Promise<{ slug: string }> };

export const generateStaticParams = () => generalSlugParams("es");

/** As app/(site)/[slug]: only the build's Spanish general pages; any other `/es/<slug>` falls through to the catch-all. */
export const dynamicParams = false;

export async function generateMetadata({ params }: Props) {
  return slugPageMetadata("general", "es", (await params).slug);
}

export default async function SpanishGeneralPage({ params }: Props) {
  const { slug } = await params;
  return <SlugPageRoute kind="general" lang="es" slug={slug} unknownPath={`/es/${encodeURIComponent(slug)}`} />;
}
