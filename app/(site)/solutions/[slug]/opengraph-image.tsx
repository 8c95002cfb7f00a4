import { getLayout, getSolutionSlugs } from "@/lib/content";
import { getSolutionPage } from "@/lib/pages";
import { OG_SIZE, ogImage } from "@/lib/og-image";

export const alt = "Solution overview";
export const size = OG_SIZE;
export const contentType = "image/png";

export async function generateStaticParams() {
  return (await getSolutionSlugs()).map((slug) => ({ slug }));
}

/**
 * Only the build's slugs: a made-up slug would otherwise draw (~100 ms of CPU) and cache an image
 * for good. A page published since the build shows the site's default image until the next build.
 */
export const dynamicParams = false;

export default async function SolutionOgImage({ params }: { params: Promise<{ slug: string }> }) {
  const [page, { brand }] = await Promise.all([getSolutionPage((await params).slug), getLayout()]);
  const hero = page?.blocks.find((block) => block._type === "hero");
  const title = hero?._type === "hero" ? hero.headline : (page?.title ?? "");
  return ogImage({ title, kicker: `${brand?.productName ?? ""} for ${page?.title ?? ""}`.trim(), brand });
}
