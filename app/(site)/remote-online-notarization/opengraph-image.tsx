import { stateIndexOgImage } from "@/components/pages/og-images";
import { OG_SIZE } from "@/lib/og-image";

export const alt = "Remote online notarization by state";
export const size = OG_SIZE;
export const contentType = "image/png";

export default function StatesIndexOgImage() {
  return stateIndexOgImage("en");
}
