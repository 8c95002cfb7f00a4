import { articleOgImage, articleOgParams } from "@/components/pages/og-images";
import { OG_SIZE } from "@/lib/og-image";

export const alt = "Resumen del artículo";
export const size = OG_SIZE;
export const contentType = "image/png";

export const generateStaticParams = () => articleOgParams("es");

/** Only the build's articles (components/pages/og-images.tsx). */
export const dynamicParams = false;

export default async function ArticleOgImage({ params }: { params: Promise<{ slug: string }> }) {
  return articleOgImage("es", (await params).slug);
}
