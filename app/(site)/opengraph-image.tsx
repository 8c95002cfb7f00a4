import { getLayout } from "@/lib/content";
import { getHomePage } from "@/lib/pages";
import { OG_SIZE, ogImage } from "@/lib/og-image";

export const alt = "Remote online notarization";
export const size = OG_SIZE;
export const contentType = "image/png";

export default async function HomeOgImage() {
  const [page, { brand }] = await Promise.all([getHomePage(), getLayout()]);
  const hero = page?.blocks.find((block) => block._type === "hero");
  const title = hero?._type === "hero" ? hero.headline : (page?.title ?? "");
  return ogImage({ title, kicker: "Remote online notarization · All 50 states", brand });
}
