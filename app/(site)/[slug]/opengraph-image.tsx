import { generalOgImage, generalOgParams } from "@/components/pages/og-images";
import { OG_SIZE } from "@/lib/og-image";

export const alt = "Page overview";
export const size = OG_SIZE;
export const contentType = "image/png";

export const generateStaticParams = () => generalOgParams("en");

/** Only the build's slugs (components/pages/og-images.tsx). */
export const dynamicParams = false;

export default async function GeneralOgImage({ params }: { params: Promise<{ slug: string }> }) {
  return generalOgImage("en", (await params).slug);
}
