import { articleOgImage, articleOgParams } from "@/components/pages/og-images";

// An article's link-preview image (1200 × 630), drawn from its title at build time, at an address
// of its own (lib/i18n.ts: articlePreviewImagePath) that its metadata and its BlogPosting data both
// name. Only the build's articles: any other slug falls through to ../../[...rest] (404), so a
// made-up address never draws or caches an image.
export const dynamic = "force-static";
export const dynamicParams = false;
export const revalidate = 3600;
export const generateStaticParams = () => articleOgParams("en");

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return articleOgImage("en", (await params).slug);
}
