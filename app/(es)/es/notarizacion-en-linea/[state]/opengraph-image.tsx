import { stateOgImage, stateOgParams } from "@/components/pages/og-images";
import { OG_SIZE } from "@/lib/og-image";

export const alt = "Notarización remota en línea en el estado";
export const size = OG_SIZE;
export const contentType = "image/png";

export const generateStaticParams = () => stateOgParams("es");

/** Only the build's states (components/pages/og-images.tsx). */
export const dynamicParams = false;

export default async function StateOgImage({ params }: { params: Promise<{ state: string }> }) {
  return stateOgImage("es", (await params).state);
}
