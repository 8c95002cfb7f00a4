import { solutionOgImage, solutionOgParams } from "@/components/pages/og-images";
import { OG_SIZE } from "@/lib/og-image";

export const alt = "Solution overview";
export const size = OG_SIZE;
export const contentType = "image/png";

export const generateStaticParams = () => solutionOgParams("en");

/** Only the build's slugs (components/pages/og-images.tsx). */
export const dynamicParams = false;

export default async function SolutionOgImage({ params }: { params: Promise<{ slug: string }> }) {
  return solutionOgImage("en", (await params).slug);
}
