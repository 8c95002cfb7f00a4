import { getGeneralPageSlugs, getLayout } from "@/lib/content";
import { getGeneralPage } from "@/lib/pages";
import { OG_SIZE, ogImage } from "@/lib/og-image";

export const alt = "Page overview";
export const size = OG_SIZE;
export const contentType = "image/png";

export async function generateStaticParams() {
  return (await getGeneralPageSlugs()).map((slug) => ({ slug }));
}

/** Only the build's slugs, as solution pages' images (a made-up slug draws and caches nothing). */
export const dynamicParams = false;

export default async function GeneralPageOgImage({ params }: { params: Promise<{ slug: string }> }) {
  const [page, { brand }] = await Promise.all([getGeneralPage((await params).slug), getLayout()]);
  return ogImage({ title: page?.title ?? "", kicker: brand?.productName ?? "", brand });
}
