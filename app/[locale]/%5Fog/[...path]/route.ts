import { previewImageParams, previewImageResponse } from "@/features/pages/preview-images";
import { LANGUAGES } from "@/lib/routing/languages";
import { langOfParams, type RouteProps } from "@/lib/routing/params";

// Every page's link-preview image (1200 × 630), drawn from its heading at build time, at the address
// the routing table gives it (`<path>/opengraph-image`, an article's `<path>/preview.png`;
// lib/routing/next-rules.ts rewrites it here as `/<lang>/_og/<kind>/<params>`). Only the build's
// pages: any other address falls through to ../../[...rest], so a made-up one never draws or caches
// an image.
export const dynamic = "force-static";
export const dynamicParams = false;
export const revalidate = 3600;
// A route handler has no layout, so its parameters are all its own: every language's images.
export const generateStaticParams = async () =>
  (
    await Promise.all(
      LANGUAGES.map(async (locale) => (await previewImageParams(locale)).map(({ path }) => ({ locale, path }))),
    )
  ).flat();

export async function GET(_request: Request, { params }: RouteProps<{ path: string[] }>) {
  return previewImageResponse(await langOfParams(params), (await params).path);
}
