import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { imageSize } from "image-size";
import { CONTENT_IMAGE_FILE, CONTENT_IMAGE_TYPES, readContentImage } from "../lib/platform/uploaded-images.ts";
import { renameWithRetry } from "./rename.ts";
import { LakeError, type Doc } from "./store.ts";

/**
 * Image assets: uploads are stored as `<contentDir>/images/<sha1>-<width>x<height>.<ext>` and
 * described by a `sanity.imageAsset` document (`image-<sha1>-<w>x<h>-<ext>`), the way Sanity's CDN
 * names them, so `@sanity/image-url` URLs (the Studio's previews) resolve against the lake's
 * `/images/<pid>/<ds>/…`.
 *
 * The document's `url` is the site-relative `/images/<pid>/<ds>/<file>` (its `path` with a leading
 * slash), not an address of the lake: the document is written to `assets.ndjson`, and the site
 * serves `content/images/` itself at that path (app/images/…, lib/platform/uploaded-images.ts), under
 * `npm run edit` and on a later `npm start` alike, inside its `img-src 'self'`.
 */

export const mimeTypes: Record<string, string> = CONTENT_IMAGE_TYPES;

/** The opening `<svg …>` tag: the first `<svg` followed by a word boundary, up to its `>`; one pass, no backtracking. */
function svgTag(text: string): string | null {
  const lower = text.toLowerCase();
  for (let at = lower.indexOf("<svg"); at >= 0; at = lower.indexOf("<svg", at + 4)) {
    if (/\w/.test(lower[at + 4] ?? "")) continue;
    const close = lower.indexOf(">", at + 4);
    // No `>` after this `<svg`: none after a later one either.
    return close < 0 ? null : text.slice(at + 4, close);
  }
  return null;
}

/** The attributes of a tag's inside (`name="value"`, `name='value'`, `name=value`, `name`), names lowercased; one pass. */
function attributesOf(inside: string): Map<string, string> {
  const attributes = new Map<string, string>();
  let at = 0;
  const skipSpace = () => {
    while (at < inside.length && /[\s/]/.test(inside[at]!)) at++;
  };
  while (at < inside.length) {
    skipSpace();
    const nameStart = at;
    while (at < inside.length && !/[\s/=]/.test(inside[at]!)) at++;
    const name = inside.slice(nameStart, at).toLowerCase();
    while (at < inside.length && /\s/.test(inside[at]!)) at++;
    let value = "";
    if (inside[at] === "=") {
      at++;
      while (at < inside.length && /\s/.test(inside[at]!)) at++;
      const quote = inside[at];
      if (quote === '"' || quote === "'") {
        const end = inside.indexOf(quote, at + 1);
        value = inside.slice(at + 1, end < 0 ? inside.length : end);
        at = end < 0 ? inside.length : end + 1;
      } else {
        const valueStart = at;
        while (at < inside.length && !/\s/.test(inside[at]!)) at++;
        value = inside.slice(valueStart, at);
      }
    }
    if (name !== "" && !attributes.has(name)) attributes.set(name, value);
    if (at === nameStart) at++;
  }
  return attributes;
}

/** A length in user units or pixels (`32`, `32.5px`); anything else (%, em, absurdly long) is NaN. */
const pixels = (value: string | undefined) =>
  value !== undefined && value.length <= 32 && /^\s*[\d.]+(px)?\s*$/i.test(value)
    ? Number.parseFloat(value)
    : Number.NaN;

/**
 * The size of an SVG image from its `<svg>` tag: `width` and `height`, else the `viewBox`'s. Linear in
 * the upload's length (an upload of crafted text must not hold the lake's, and the site's, event loop).
 */
function svgSize(text: string): { width: number; height: number } | null {
  const tag = svgTag(text);
  if (tag === null) return null;
  const attributes = attributesOf(tag);
  const width = pixels(attributes.get("width"));
  const height = pixels(attributes.get("height"));
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const box = (attributes.get("viewbox") ?? "")
    .slice(0, 200)
    .trim()
    .split(/[\s,]+/);
  if (box.length === 4 && box.every((part) => /^-?[\d.]+$/.test(part))) {
    const [boxWidth, boxHeight] = [Number(box[2]), Number(box[3])];
    if (Number.isFinite(boxWidth) && Number.isFinite(boxHeight))
      return { width: Math.round(boxWidth), height: Math.round(boxHeight) };
  }
  return null;
}

/** What an upload is: its format, its size as shown (EXIF orientation applied) and whether it can be transparent. */
export type ImageInfo = { type: string; width: number; height: number; hasAlpha: boolean };

/** The raster formats the lake stores (image-size's names for them, also the files' extensions). */
const RASTER_TYPES = new Set(["png", "jpg", "gif", "webp"]);

/**
 * Whether a PNG has an alpha channel (colour type 4 or 6) or a transparent colour (a `tRNS` chunk
 * before the image data). Reads chunk headers only, at most 64 of them.
 */
function pngHasAlpha(data: Buffer): boolean {
  const colourType = data[25];
  if (colourType === 4 || colourType === 6) return true;
  let offset = 8;
  for (let chunks = 0; chunks < 64 && offset + 8 <= data.length; chunks++) {
    const type = data.toString("latin1", offset + 4, offset + 8);
    if (type === "tRNS") return true;
    if (type === "IDAT" || type === "IEND") return false;
    offset += 12 + data.readUInt32BE(offset);
  }
  return false;
}

/** Whether a WebP has alpha: the extended header's alpha flag, or the lossless header's `alpha_is_used` bit. */
function webpHasAlpha(data: Buffer): boolean {
  const chunk = data.toString("latin1", 12, 16);
  if (chunk === "VP8X") return data.length > 20 && (data[20]! & 0x10) !== 0;
  if (chunk === "VP8L") return data.length >= 25 && (data.readUInt32LE(21) & 0x10000000) !== 0;
  return false;
}

/**
 * The format, pixel size and transparency of an image; null when it is not one the lake stores.
 * Raster sizes come from image-size; a JPEG whose EXIF orientation turns it a quarter (5–8) is
 * as wide as the file is high, as Sanity records it (its CDN serves images turned upright).
 * SVG is read here (svgSize), in time linear in the upload's length.
 */
export function imageInfo(data: Buffer): ImageInfo | null {
  // Markup starts with `<` (after a byte-order mark and spaces); no raster format does.
  if (!/^(\xef\xbb\xbf)?\s*</.test(data.subarray(0, 256).toString("latin1"))) {
    let size: ReturnType<typeof imageSize>;
    try {
      size = imageSize(data);
    } catch {
      return null;
    }
    const type = size.type ?? "";
    if (!RASTER_TYPES.has(type)) return null;
    const quarterTurn =
      type === "jpg" && size.orientation !== undefined && size.orientation >= 5 && size.orientation <= 8;
    const [width, height] = quarterTurn ? [size.height, size.width] : [size.width, size.height];
    const hasAlpha = type === "png" ? pngHasAlpha(data) : type === "webp" ? webpHasAlpha(data) : type === "gif";
    return { type, width, height, hasAlpha };
  }
  if (!/<svg\b/i.test(data.subarray(0, 4096).toString("utf8"))) return null;
  const size = svgSize(data.toString("utf8"));
  return size ? { type: "svg", ...size, hasAlpha: true } : null;
}

/** Stores an uploaded image; returns its asset document (not yet saved in the store). */
export async function storeImage(
  contentDir: string,
  data: Buffer,
  options: { projectId: string; dataset: string; filename?: string },
): Promise<Doc> {
  const info = imageInfo(data);
  if (!info || info.width <= 0 || info.height <= 0)
    throw new LakeError(
      400,
      "Not an image the lake can read (PNG, JPEG, GIF, WebP or SVG with a size)",
      "invalidImage",
    );
  const extension = info.type;
  const mimeType = mimeTypes[extension]!;
  const sha1 = createHash("sha1").update(data).digest("hex");
  const name = `${sha1}-${info.width}x${info.height}.${extension}`;
  if (!CONTENT_IMAGE_FILE.test(name))
    throw new LakeError(400, `Image size ${info.width}x${info.height} is out of range`, "invalidImage");
  const dir = path.join(contentDir, "images");
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${name}.tmp`);
  await writeFile(temporary, data);
  await renameWithRetry(temporary, path.join(dir, name));
  const assetPath = `images/${options.projectId}/${options.dataset}/${name}`;
  return {
    _id: `image-${sha1}-${info.width}x${info.height}-${extension}`,
    _type: "sanity.imageAsset",
    assetId: sha1,
    extension,
    mimeType,
    originalFilename: options.filename ?? name,
    path: assetPath,
    sha1hash: sha1,
    size: data.length,
    uploadId: sha1,
    url: `/${assetPath}`,
    metadata: {
      _type: "sanity.imageMetadata",
      dimensions: {
        _type: "sanity.imageDimensions",
        width: info.width,
        height: info.height,
        aspectRatio: info.width / info.height,
      },
      hasAlpha: info.hasAlpha,
      isOpaque: !info.hasAlpha,
    },
  };
}

/** The bytes of a stored image by its file name (`<sha1>-<w>x<h>.<ext>`), or null (lib/platform/uploaded-images.ts). */
export function readImage(contentDir: string, name: string): Promise<{ data: Buffer; mimeType: string } | null> {
  return readContentImage(path.join(contentDir, "images"), name);
}
