import { monogramSvg } from "@/lib/pages/brand";
import { getLayout } from "@/lib/pages/site";

export const dynamic = "force-static";
export const revalidate = 3600;

/** The favicon drawn from the active brand's wordmark and colour, for brands without an uploaded one. */
export async function GET() {
  const { brand } = await getLayout("en");
  return new Response(monogramSvg(brand?.wordmark ?? "N", brand?.colors?.primary ?? ""), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=3600" },
  });
}
