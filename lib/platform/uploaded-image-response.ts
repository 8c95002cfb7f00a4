import "server-only";
import path from "node:path";
import { env } from "@/lib/platform/env";
import type { FileHandle } from "node:fs/promises";
import { CONTENT_IMAGE_FILE, contentImageHeaders, openContentImage } from "@/lib/platform/uploaded-images";

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
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** What is read from the disk at a time: a download holds about this much, whatever the image's size. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The answer to `GET /images/<projectId>/<dataset>/<file>`: the path of an image asset document
 * the local Content Lake wrote (its `url`). 400 for a name that cannot be an image's, 404 for one
 * that is not there; the project and dataset are checked for shape only (one folder serves all).
 *
 * The file streams from the disk a chunk at a time, as the client takes it: 24 slow downloads
 * of a 10 MB image once held ~780 MB (the file read whole, copied, and held again by the server).
 * The validators are the file's size and time (`ETag`, `Last-Modified`); the production server
 * answers conditional and range requests with them (server/policy/). Next.js drops a route's
 * `Content-Length`, so the length also goes in `X-Body-Length`, which that server turns back
 * into `Content-Length` (server/policy/types.ts).
 */
export async function contentImageResponse({
  projectId,
  dataset,
  file,
}: {
  projectId: string;
  dataset: string;
  file: string;
}): Promise<Response> {
  if (!NAME.test(projectId) || !NAME.test(dataset) || !CONTENT_IMAGE_FILE.test(file)) {
    return refuse(
      400,
      "Bad request: not an image address (/images/<project>/<dataset>/<sha1>-<width>x<height>.<png|jpg|gif|webp|svg>).",
    );
  }
  const image = await openContentImage(contentImagesDir(), file);
  if (!image) return refuse(404, "Image not found.");
  const modified = image.modified.getTime();
  return new Response(fileStream(image.handle, image.size), {
    status: 200,
    headers: {
      ...contentImageHeaders(image.mimeType, image.size),
      "X-Body-Length": String(image.size),
      ETag: `"${image.size.toString(16)}-${Math.floor(modified).toString(16)}"`,
      "Last-Modified": image.modified.toUTCString(),
    },
  });
}

/**
 * The first `size` bytes of an open file, read a chunk at a time when the reader asks for one
 * (nothing read ahead), the file closed at the end, on an error, or when the reader cancels (a
 * client gone).
 */
function fileStream(handle: FileHandle, size: number): ReadableStream<Uint8Array> {
  let position = 0;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await handle.close().catch(() => undefined);
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const buffer = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, size - position));
          const { bytesRead } =
            buffer.length > 0 ? await handle.read(buffer, 0, buffer.length, position) : { bytesRead: 0 };
          position += bytesRead;
          if (bytesRead === 0 && position < size) throw new Error("the image file shrank while it was sent");
          if (bytesRead > 0) controller.enqueue(new Uint8Array(buffer.buffer, buffer.byteOffset, bytesRead));
          if (position >= size) {
            await close();
            controller.close();
          }
        } catch (error) {
          await close();
          controller.error(error);
        }
      },
      cancel: close,
    },
    { highWaterMark: 0 },
  );
}
