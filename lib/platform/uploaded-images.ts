// Images uploaded through the local Content Lake (`npm run edit`), stored in the dataset folder as
// `<contentDir>/images/<sha1>-<width>x<height>.<ext>` (the name Sanity's CDN gives the file), and
// served by the site itself (app/images/[projectId]/[dataset]/[file]) and by the lake, with the
// same bounds. No imports but Node's: lake/ (plain Node.js) uses this module too.
import { constants } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import path from "node:path";

/** The only file names ever read: a SHA-1, a pixel size, one of five extensions. No dots, no slashes. */
export const CONTENT_IMAGE_FILE = /^[0-9a-f]{40}-[1-9]\d{0,5}x[1-9]\d{0,5}\.(png|jpg|gif|webp|svg)$/;

/** Larger files are not served (the lake accepts uploads of up to 10 MB by default). */
export const MAX_CONTENT_IMAGE_BYTES = 32 * 1024 * 1024;

export const CONTENT_IMAGE_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  svg: "image/svg+xml",
};

/**
 * Headers of a served image. The name holds the file's hash, so it never changes: cached for a
 * year, immutable. `nosniff` keeps browsers to the declared type, and the policy (a sandbox with
 * no script, no network, no plugins) keeps an SVG opened on its own from running script or
 * loading anything; inside `<img>` an SVG never runs script anyway.
 */
export function contentImageHeaders(mimeType: string, size: number): Record<string, string> {
  return {
    "Content-Type": mimeType,
    "Content-Length": String(size),
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": CONTENT_IMAGE_POLICY,
  };
}

export const CONTENT_IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** An opened image: the file, checked, its size and time, its type. Whoever opens it closes it. */
export type OpenedContentImage = { handle: FileHandle; size: number; modified: Date; mimeType: string };

/**
 * `<imagesDir>/<name>` opened for reading, or null when the name does not match
 * CONTENT_IMAGE_FILE, or the file is missing, not a regular file (a link, a folder) or too large.
 * One open file is checked and read: no link is followed (O_NOFOLLOW), a FIFO does not block the
 * open (O_NONBLOCK), and what is checked is what is read.
 */
export async function openContentImage(imagesDir: string, name: string): Promise<OpenedContentImage | null> {
  const match = CONTENT_IMAGE_FILE.exec(name);
  if (!match) return null;
  const flags = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);
  let handle: FileHandle | undefined;
  try {
    handle = await open(path.join(imagesDir, name), flags);
    const stats = await handle.stat();
    if (!stats.isFile() || stats.size > MAX_CONTENT_IMAGE_BYTES) {
      await handle.close();
      return null;
    }
    return { handle, size: stats.size, modified: stats.mtime, mimeType: CONTENT_IMAGE_TYPES[match[1]!]! };
  } catch {
    await handle?.close().catch(() => undefined);
    return null;
  }
}

/** The bytes and type of `<imagesDir>/<name>`, or null (openContentImage). */
export async function readContentImage(
  imagesDir: string,
  name: string,
): Promise<{ data: Buffer; mimeType: string } | null> {
  const image = await openContentImage(imagesDir, name);
  if (!image) return null;
  try {
    const data = await image.handle.readFile();
    return data.length > MAX_CONTENT_IMAGE_BYTES ? null : { data, mimeType: image.mimeType };
  } catch {
    return null;
  } finally {
    await image.handle.close().catch(() => undefined);
  }
}
