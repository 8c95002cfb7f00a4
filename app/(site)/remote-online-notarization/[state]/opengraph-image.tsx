import { stateOgImage, stateOgParams } from "@/components/pages/og-images";
import { OG_SIZE } from "@/lib/og-image";

export const alt = "Remote online notarization in the state";
export const size = OG_SIZE;
export const contentType = "image/png";

export const generateStaticParams = () => stateOgParams("en");

/** Only the build's states (components/pages/og-images.tsx). */
export const dynamicParams = false;

export default async function StateOgImage({ params }: { params: Promise<{ state: string }> }) {
  return stateOgImage("en", (await params).state);
}
