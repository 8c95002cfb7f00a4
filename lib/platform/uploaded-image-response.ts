import "server-only";
import { createHash } from "node:crypto";
import path from "node:path";
import { env } from "@/lib/platform/env";
import type { FileHandle } from "node:fs/promises";
import {
  CONTENT_IMAGE_FILE,
  contentImageHeaders,
  openContentImage,
  readContentImage,
} from "@/lib/platform/uploaded-images";
import { parseImageParams } from "@/lib/platform/image-params";
import { MAX_SOURCE_PIXELS, outputFormat, transformImage } from "@/lib/platform/image-transform";

/** A project id or dataset name as Sanity allows them (the lake's: `lake`, `production`). */
const NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/**
 * The folder uploaded images are served from: `images/` of the dataset folder the local Content
 * Lake edits (`LAKE_CONTENT_DIR`, as `npm run edit` sets it), else of `content/`.
 */
export function contentImagesDir(): string {
  return path.resolve(env.LAKE_CONTENT_DIR ?? path.join(process.cwd(), "content"), "images");
}

function refuse(status: 400 | 404 | 503, message: string, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** What is read from the disk at a time: a download holds about this much, whatever the image's size. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The answer to `GET /images/<projectId>/<dataset>/<file>[?w=…]`: the path of an image asset
 * document the local Content Lake wrote (its `url`). 400 for a name that cannot be an image's, 404
 * for one that is not there; the project and dataset are checked for shape only (one folder serves all).
 *
 * With a query, the image as Sanity's CDN would make it for the same URL, within the bounds of
 * image-params.ts (`w` from a fixed list, `rect`, `h`, `fit`, `auto=format`, `fm`; anything
 * else 400) and image-transform.ts (503 when too many are waiting). An SVG, a source too large to
 * decode, or a server without sharp gets the original for a valid query.
 *
 * The file streams from the disk a chunk at a time, as the client takes it: 24 slow downloads
 * of a 10 MB image once held ~780 MB (the file read whole, copied, and held again by the server).
 * The validators are the file's size and time (`ETag`, `Last-Modified`); the production server
 * answers conditional and range requests with them (server/policy/). Next.js drops a route's
 * `Content-Length`, so the length also goes in `X-Body-Length`, which that server turns back
 * into `Content-Length` (server/policy/types.ts).
 */
export async function contentImageResponse(
  {
    projectId,
    dataset,
    file,
  }: {
    projectId: string;
    dataset: string;
    file: string;
  },
  request?: Request,
): Promise<Response> {
  if (!NAME.test(projectId) || !NAME.test(dataset) || !CONTENT_IMAGE_FILE.test(file)) {
    return refuse(
      400,
      "Bad request: not an image address (/images/<project>/<dataset>/<sha1>-<width>x<height>.<png|jpg|gif|webp|svg>).",
    );
  }
  const [, width = "0", height = "0", extension = ""] = /-(\d+)x(\d+)\.(\w+)$/.exec(file) ?? [];
  const source = { width: Number(width), height: Number(height) };
  const params = parseImageParams(request ? new URL(request.url).searchParams : new URLSearchParams(), source);
  if (!params.ok) return refuse(params.status, `Bad request: ${params.message}`);
  if (params.transform && extension !== "svg" && source.width * source.height <= MAX_SOURCE_PIXELS) {
    const format = outputFormat(params.transform, extension, request?.headers.get("accept") ?? null);
    const result = await transformImage(
      file,
      async () => (await readContentImage(contentImagesDir(), file))?.data ?? null,
      params.transform,
      format,
    );
    if (result.kind === "busy")
      return refuse(503, "Busy: too many images being resized; try again.", { "Retry-After": "1" });
    if (result.kind === "unreadable") return refuse(404, "Image not found or not readable.");
    if (result.kind === "image") {
      const tag = createHash("sha1").update(result.data).digest("base64url").slice(0, 22);
      return new Response(new Uint8Array(result.data), {
        status: 200,
        headers: {
          ...contentImageHeaders(result.mimeType, result.data.length),
          "X-Body-Length": String(result.data.length),
          ETag: `"${tag}"`,
          // The format follows the browser's Accept only under auto=format without fm.
          ...(params.transform.autoFormat && !params.transform.format ? { Vary: "Accept" } : {}),
        },
      });
    }
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
