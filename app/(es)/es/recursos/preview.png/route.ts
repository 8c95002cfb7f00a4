import { listingOgImage } from "@/components/pages/og-images";

// The link-preview image (1200 × 630) of the articles' listing, its later pages and its
// categories, drawn at build time at an address of its own (lib/i18n.ts: resourcesPreviewImagePath)
// that their metadata names.
export const dynamic = "force-static";
export const revalidate = 3600;

export function GET() {
  return listingOgImage("es");
}
