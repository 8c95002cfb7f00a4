import { SlugPageRoute, slugPageMetadata, solutionSlugParams } from "@/components/pages/content-page";

type Props = { params: Promise<{ slug: string }> };

export const generateStaticParams = () => solutionSlugParams("es");

/** As app/(site)/solutions/[slug]: only the build's Spanish slugs are rendered and cached here. */
export const dynamicParams = false;

export async function generateMetadata({ params }: Props) {
  return slugPageMetadata("solution", "es", (await params).slug);
}

export default async function SpanishSolutionPage({ params }: Props) {
  const { slug } = await params;
  return <SlugPageRoute kind="solution" lang="es" slug={slug} unknownPath={`/es/soluciones/${encodeURIComponent(slug)}`} />;
}
