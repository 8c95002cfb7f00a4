import { stegaClean } from "@sanity/client/stega";
import { createImageUrlBuilder } from "@sanity/image-url";
import { IMAGE_WIDTHS } from "@/lib/platform/image-params";

/*
 * Image addresses from Sanity image fields, made with @sanity/image-url: the editor's crop and
 * hotspot, a width from IMAGE_WIDTHS, `auto=format`, and a `srcset` of those widths, for a plain
 * server-rendered <img> (no client code). The same URLs work against Sanity's CDN (a hosted
 * project: the asset's `url` is https://cdn.sanity.io/images/<project>/<dataset>/<file>) and
 * against the site's own image route (the local lake and the bundled dataset: `url` is
 * /images/<project>/<dataset>/<file>, app/images/…, which answers the same parameters within
 * lib/platform/image-params.ts).
 */

/** An image field as the queries project it: `field{alt, crop, hotspot, "asset": asset->{_id, url}}`. */
export type SanityImageField = {
  asset: { _id: string; url: string | null } | null;
  crop?: { top?: number | null; bottom?: number | null; left?: number | null; right?: number | null } | null;
  hotspot?: { x?: number | null; y?: number | null; width?: number | null; height?: number | null } | null;
};

/** What an <img> gets: the fallback `src`, the `srcSet` of every width, and the box it is laid out in. */
export type ResponsiveImage = { src: string; srcSet?: string; sizes?: string; width: number; height: number };

/** `<base>/images/<project>/<dataset>/<sha>-<w>x<h>.<ext>`, the base empty for the site's own route. */
const ASSET_URL =
  /^(https:\/\/[^/]+)?\/images\/([a-z0-9][a-z0-9_-]*)\/([a-z0-9][a-z0-9_-]*)\/[0-9a-f]+-(\d+)x(\d+)\.(\w+)$/;

type Source = {
  base: string;
  projectId: string;
  dataset: string;
  width: number;
  height: number;
  extension: string;
};

function sourceOf(image: SanityImageField | null | undefined): Source | null {
  // Draft mode's stega marks are kept off `url` and `_id` (lib/sanity/stega.ts); cleaned again all the same.
  const match = ASSET_URL.exec(stegaClean(image?.asset?.url ?? ""));
  if (!match || !image?.asset?._id) return null;
  const [, base = "", projectId = "", dataset = "", width = "0", height = "0", extension = ""] = match;
  return { base, projectId, dataset, width: Number(width), height: Number(height), extension };
}

const clean = <T extends Record<string, number | null | undefined>>(value: T | null | undefined) =>
  value ? Object.fromEntries(Object.entries(value).filter(([, each]) => typeof each === "number")) : undefined;

/** The part of the image shown: the crop (fractions cut off each side) applied to the source's size. */
function croppedSize(image: SanityImageField, source: Source) {
  const crop = image.crop ?? {};
  const width = source.width * (1 - (crop.left ?? 0) - (crop.right ?? 0));
  const height = source.height * (1 - (crop.top ?? 0) - (crop.bottom ?? 0));
  return { width: Math.max(1, width), height: Math.max(1, height) };
}

/** The shown part's width / height (its crop's), or null without a usable asset. */
export function imageAspect(image: SanityImageField | null | undefined): number | null {
  const source = image ? sourceOf(image) : null;
  if (!image || !source) return null;
  const { width, height } = croppedSize(image, source);
  return width / height;
}

/**
 * The address of `image` at `width` (one of IMAGE_WIDTHS) cut to `aspect` (width / height) around
 * its hotspot, within its crop; without `aspect`, the crop as it is. Sanity's CDN and the site's
 * route answer it alike. `format: "auto"` lets the browser's Accept pick WebP.
 */
export function imageUrl(
  image: SanityImageField,
  { width, aspect, format = "auto" }: { width: number; aspect?: number; format?: "auto" | "source" },
): string | null {
  const source = sourceOf(image);
  if (!source) return null;
  if (source.extension === "svg") return stegaClean(image.asset!.url);
  const builder = createImageUrlBuilder({ projectId: source.projectId, dataset: source.dataset })
    .image({
      asset: { _ref: stegaClean(image.asset!._id) },
      crop: clean(image.crop) as never,
      hotspot: clean(image.hotspot) as never,
    })
    .width(width);
  const sized = aspect ? builder.height(Math.round(width / aspect)).fit("crop") : builder;
  const built = new URL((format === "auto" ? sized.auto("format") : sized).url());
  // The builder writes Sanity's CDN; the path and query are the same on the site's own route.
  return `${source.base}${built.pathname}${built.search}`;
}

/**
 * An <img>'s attributes for `image` shown `displayWidth` CSS pixels wide at most (the `sizes` tell
 * the browser how wide it is at each viewport), cut to `aspect` (else its crop's own): `srcset`
 * lists every width of IMAGE_WIDTHS from the smallest at least `displayWidth / 2` wide up to the
 * first at least 2× `displayWidth` (3× for images under 100 px), none wider than the source;
 * `src` is the one nearest `displayWidth` (for browsers without srcset). Null without a usable
 * asset. An SVG is its own address at every size.
 */
export function responsiveImage(
  image: SanityImageField | null | undefined,
  { displayWidth, sizes, aspect }: { displayWidth: number; sizes: string; aspect?: number },
): ResponsiveImage | null {
  const source = image ? sourceOf(image) : null;
  if (!image || !source) return null;
  const cropped = croppedSize(image, source);
  const ratio = aspect ?? cropped.width / cropped.height;
  const box = { width: displayWidth, height: Math.round(displayWidth / ratio) };
  if (source.extension === "svg") return { src: stegaClean(image.asset!.url!), ...box };
  // The widest the shown region is in the source: no width past it adds detail.
  const regionWidth = Math.floor(Math.min(cropped.width, cropped.height * ratio));
  const densest = displayWidth * (displayWidth < 100 ? 3 : 2);
  const widths: number[] = [];
  for (const width of IMAGE_WIDTHS) {
    if (width < displayWidth / 2) continue;
    if (widths.length > 0 && (width > regionWidth || widths.at(-1)! >= densest)) break;
    widths.push(width);
  }
  const candidates = widths.map((width) => ({ url: imageUrl(image, { width, aspect: ratio })!, width }));
  // A source shown whole that is narrower than the densest width wanted (a small logo): its own file
  // is the sharpest there is, so it ends the list instead of a width scaled down below it.
  const crop = image.crop ?? {};
  const whole =
    !(crop.top || crop.bottom || crop.left || crop.right) &&
    Math.abs(ratio - source.width / source.height) < 0.01 &&
    source.width < densest;
  if (whole) {
    candidates.splice(candidates.findIndex(({ width }) => width >= source.width) >>> 0);
    candidates.push({ url: stegaClean(image.asset!.url!), width: source.width });
  }
  const fallback = candidates.find(({ width }) => width >= displayWidth) ?? candidates.at(-1)!;
  return {
    src: fallback.url,
    srcSet: candidates.map(({ url, width }) => `${url} ${width}w`).join(", "),
    sizes,
    ...box,
  };
}
