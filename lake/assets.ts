import { createHash } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { CONTENT_IMAGE_FILE, CONTENT_IMAGE_TYPES, readContentImage } from "../lib/platform/uploaded-images.ts";
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

/** The format and pixel size of an image, from its header; null when it is not one we know. */
export function imageInfo(data: Buffer): { type: string; width: number; height: number } | null {
  if (data.length >= 24 && data.readUInt32BE(0) === 0x89504e47)
    return { type: "png", width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  if (data.length >= 10 && data.toString("latin1", 0, 3) === "GIF")
    return { type: "gif", width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
  if (data.length >= 30 && data.toString("latin1", 0, 4) === "RIFF" && data.toString("latin1", 8, 12) === "WEBP") {
    const chunk = data.toString("latin1", 12, 16);
    if (chunk === "VP8X")
      return { type: "webp", width: 1 + data.readUIntLE(24, 3), height: 1 + data.readUIntLE(27, 3) };
    if (chunk === "VP8L") {
      const bits = data.readUInt32LE(21);
      return { type: "webp", width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    }
    if (chunk === "VP8 ")
      return { type: "webp", width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
    return null;
  }
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < data.length) {
      if (data[offset] !== 0xff) return null;
      const marker = data[offset + 1]!;
      const length = data.readUInt16BE(offset + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { type: "jpg", width: data.readUInt16BE(offset + 7), height: data.readUInt16BE(offset + 5) };
      }
      offset += 2 + length;
    }
    return null;
  }
  const head = data.subarray(0, 4096).toString("utf8");
  if (/<svg\b/i.test(head)) {
    const size = svgSize(data.toString("utf8"));
    return size ? { type: "svg", ...size } : null;
  }
  return null;
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
  await rename(temporary, path.join(dir, name));
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
      hasAlpha: info.type !== "jpg",
      isOpaque: info.type === "jpg",
    },
  };
}

/** The bytes of a stored image by its file name (`<sha1>-<w>x<h>.<ext>`), or null (lib/platform/uploaded-images.ts). */
export function readImage(contentDir: string, name: string): Promise<{ data: Buffer; mimeType: string } | null> {
  return readContentImage(path.join(contentDir, "images"), name);
}
