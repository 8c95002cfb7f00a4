// The part of Sanity's image API (https://www.sanity.io/docs/image-urls) that the site's own image
// route answers for images stored in the dataset folder (app/images/…): what lib/sanity/image.ts
// asks for, through @sanity/image-url, and no more. No imports: the URL builder and the route
// share the width list, and the parser is tested without an image library.

/**
 * Every width an image is made at. A URL with another width is refused, so the addresses one
 * stored image can have (and the resized copies the route makes and keeps) are a small, fixed set.
 */
export const IMAGE_WIDTHS = [64, 128, 192, 320, 480, 640, 800, 960, 1200, 1600] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Output formats: `fm=`, and what `auto=format` picks (WebP when the browser takes it, else the source's). */
export type ImageFormat = "jpg" | "png" | "webp";

/** A transform asked for, checked against the source's size and normalised (equal transforms, equal keys). */
export type ImageTransform = {
  /** The region of the source to show, in its pixels (Sanity's `rect`): the editor's crop and hotspot. */
  rect: { left: number; top: number; width: number; height: number };
  width: ImageWidth;
  /** The output's height: the region scaled to `width` (the route never enlarges; see imageOutputSize). */
  height: number;
  /** `fm=`, else null: the source's format, or WebP by `auto=format`. */
  format: ImageFormat | null;
  autoFormat: boolean;
};

export type ImageParamsResult =
  { ok: true; transform: ImageTransform | null } | { ok: false; status: 400; message: string };

const NAMES = new Set(["w", "h", "fit", "rect", "auto", "fm"]);
/** With a height that keeps the region's proportions (the only one accepted), these three agree. */
const FITS = new Set(["crop", "clip", "max"]);
const FORMATS = new Set<ImageFormat>(["jpg", "png", "webp"]);
const INTEGER = /^(0|[1-9]\d{0,5})$/;

const refuse = (message: string): ImageParamsResult => ({ ok: false, status: 400, message });

/**
 * Reads the query of an image address against the source's pixel size. No query: the original
 * (`transform: null`). Otherwise `w` is required and one of IMAGE_WIDTHS; `rect` (`left,top,width,height`)
 * lies inside the source; `h`, when given, is the region's height at that width (within
 * @sanity/image-url's rounding) and changes nothing: the output is the region at the width, so a
 * height adds no output of its own; `fit` is crop, clip or max;
 * `auto` is `format`; `fm` is jpg, png or webp. Any other parameter, a repeated one or a value out
 * of range: 400.
 */
export function parseImageParams(
  search: URLSearchParams,
  source: { width: number; height: number },
): ImageParamsResult {
  const seen = new Set<string>();
  for (const name of search.keys()) {
    if (!NAMES.has(name)) return refuse(`Unknown image parameter "${name.slice(0, 32)}".`);
    if (seen.has(name)) return refuse(`Image parameter "${name}" is repeated.`);
    seen.add(name);
  }
  if (seen.size === 0) return { ok: true, transform: null };

  const w = search.get("w");
  if (w === null) return refuse("An image transform needs a width (w).");
  const width = Number(w);
  if (!INTEGER.test(w) || !(IMAGE_WIDTHS as readonly number[]).includes(width))
    return refuse(`Width (w) must be one of ${IMAGE_WIDTHS.join(", ")}.`);

  let rect = { left: 0, top: 0, width: source.width, height: source.height };
  const rectValue = search.get("rect");
  if (rectValue !== null) {
    const parts = rectValue.split(",");
    if (parts.length !== 4 || !parts.every((part) => INTEGER.test(part)))
      return refuse("rect must be four whole numbers: left,top,width,height.");
    const [left, top, rectWidth, rectHeight] = parts.map(Number) as [number, number, number, number];
    if (rectWidth < 1 || rectHeight < 1 || left + rectWidth > source.width || top + rectHeight > source.height)
      return refuse(`rect must lie inside the image (${source.width}×${source.height}).`);
    rect = { left, top, width: rectWidth, height: rectHeight };
  }

  const height = Math.max(1, Math.round((width * rect.height) / rect.width));
  const h = search.get("h");
  if (h !== null) {
    // @sanity/image-url rounds the region to whole pixels (±0.5 on each side) and the height (±0.5).
    const low = (width * (rect.height - 0.5)) / (rect.width + 0.5) - 1;
    const high = (width * (rect.height + 0.5)) / Math.max(0.5, rect.width - 0.5) + 1;
    if (!INTEGER.test(h) || Number(h) < low || Number(h) > high)
      return refuse(`Height (h) must keep the region's proportions: ${height} at width ${width}.`);
  }

  const fit = search.get("fit");
  if (fit !== null && !FITS.has(fit)) return refuse("fit must be crop, clip or max.");
  const auto = search.get("auto");
  if (auto !== null && auto !== "format") return refuse("auto must be format.");
  const fm = search.get("fm");
  if (fm !== null && !FORMATS.has(fm as ImageFormat)) return refuse("fm must be jpg, png or webp.");

  return {
    ok: true,
    transform: {
      rect,
      width: width as ImageWidth,
      height,
      format: (fm as ImageFormat | null) ?? null,
      autoFormat: auto === "format",
    },
  };
}

/** The output's pixel size: the region scaled to the asked width, never larger than the region itself. */
export function imageOutputSize(transform: ImageTransform): { width: number; height: number } {
  if (transform.width <= transform.rect.width) return { width: transform.width, height: transform.height };
  return { width: transform.rect.width, height: transform.rect.height };
}

/** One key per distinct output: what was asked for, normalised, and the format chosen. */
export function imageTransformKey(transform: ImageTransform, format: ImageFormat): string {
  const { left, top, width, height } = transform.rect;
  return `${left},${top},${width},${height}/${transform.width}/${format}`;
}
