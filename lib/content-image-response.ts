import "server-only";
import path from "node:path";
import { env } from "@/lib/env";
import { CONTENT_IMAGE_FILE, contentImageHeaders, readContentImage } from "@/lib/content-images";

/** A project id or dataset name as Sanity allows them (the lake's: `lake`, `production`). */
const NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/**
 * The folder uploaded images are served from: `images/` of the dataset folder the local Content
 * Lake edits (`LAKE_CONTENT_DIR`, as `npm run edit` sets it), else of `content/`.
 */
export function contentImagesDir(): string {
  return path.resolve(env.LAKE_CONTENT_DIR ?? path.join(process.cwd(), "content"), "images");
}

function refuse(status: 400 | 404, message: string): Response {
  return new Response(`${message}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/**
 * The answer to `GET /images/<projectId>/<dataset>/<file>`: the path of an image asset document
 * the local Content Lake wrote (its `url`). 400 for a name that cannot be an image's, 404 for one
 * that is not there; the project and dataset are checked for shape only (one folder serves all).
 */
export async function contentImageResponse({ projectId, dataset, file }: { projectId: string; dataset: string; file: string }): Promise<Response> {
  if (!NAME.test(projectId) || !NAME.test(dataset) || !CONTENT_IMAGE_FILE.test(file)) {
    return refuse(400, "Bad request: not an image address (/images/<project>/<dataset>/<sha1>-<width>x<height>.<png|jpg|gif|webp|svg>).");
  }
  const image = await readContentImage(contentImagesDir(), file);
  if (!image) return refuse(404, "Image not found.");
  return new Response(new Uint8Array(image.data), { status: 200, headers: contentImageHeaders(image.mimeType, image.data.length) });
}
