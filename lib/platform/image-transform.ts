import "server-only";
import { LRUCache } from "lru-cache";
import type { Sharp, SharpOptions } from "sharp";
import { imageOutputSize, imageTransformKey, type ImageFormat, type ImageTransform } from "./image-params";
import { processSingleton } from "./singleton";
import { WorkLimiter } from "./work-limiter";

/*
 * Resizing and cropping images stored in the dataset folder, for the site's image route
 * (lib/platform/uploaded-image-response.ts), with sharp (the image library Next.js installs; a
 * dependency of ours since the route imports it). Bounded: the widths are a fixed list
 * (image-params.ts); sources over MAX_SOURCE_PIXELS are not decoded; one image is processed at a
 * time (one libvips thread: the other cores stay the pages'), with at most QUEUE_LIMIT waiting, and past that the route answers
 * 503 at once; outputs are kept in memory up to CACHE_BYTES (the addresses are immutable, so a CDN
 * or browser keeps them too). Where sharp cannot load (a platform without its prebuilt binary) the
 * route serves originals.
 */

/** Larger sources (say 8,000 × 5,000) are served as they are, not decoded. */
export const MAX_SOURCE_PIXELS = 40_000_000;
const QUEUE_LIMIT = 16;
const CACHE_BYTES = 32 * 1024 * 1024;
/** Sanity's CDN's default quality. */
const QUALITY = 75;

type SharpFactory = (input: Buffer, options?: SharpOptions) => Sharp;

type State = {
  sharp: Promise<SharpFactory | null>;
  limiter: WorkLimiter;
  cache: LRUCache<string, Buffer>;
  inFlight: Map<string, Promise<Buffer>>;
};

const state = () =>
  processSingleton<State>("image-transform", () => ({
    sharp: import("sharp").then(
      (module) => {
        const sharp = module.default;
        sharp.cache(false);
        sharp.concurrency(1);
        return sharp as SharpFactory;
      },
      () => null,
    ),
    limiter: new WorkLimiter({ concurrency: 1, queueLimit: QUEUE_LIMIT }),
    cache: new LRUCache<string, Buffer>({ maxSize: CACHE_BYTES, sizeCalculation: (data) => data.length }),
    inFlight: new Map(),
  }));

export const IMAGE_MIME_TYPES: Record<ImageFormat, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

/** The format of an output: `fm`, else WebP for `auto=format` when the browser takes it, else the source's (a GIF's first frame as PNG). */
export function outputFormat(transform: ImageTransform, sourceExtension: string, accept: string | null): ImageFormat {
  if (transform.format) return transform.format;
  if (transform.autoFormat && /(^|[\s,])image\/webp\b/i.test(accept ?? "")) return "webp";
  return sourceExtension === "jpg" || sourceExtension === "webp" ? sourceExtension : "png";
}

export type TransformResult =
  | { kind: "image"; data: Buffer; mimeType: string }
  /** Too many images waiting: answer 503 now. */
  | { kind: "busy" }
  /** sharp is not available here: serve the original. */
  | { kind: "unavailable" }
  /** The stored file cannot be decoded. */
  | { kind: "unreadable" };

/**
 * The stored image `file` (its bytes from `read`, called only when the output is not cached)
 * cropped to the transform's region, turned upright by its EXIF orientation first (the region and
 * the sizes are the upright image's, as Sanity's), scaled to its width and encoded as `format`.
 */
export async function transformImage(
  file: string,
  read: () => Promise<Buffer | null>,
  transform: ImageTransform,
  format: ImageFormat,
): Promise<TransformResult> {
  const { sharp, limiter, cache, inFlight } = state();
  const key = `${file}/${imageTransformKey(transform, format)}`;
  const mimeType = IMAGE_MIME_TYPES[format];
  const cached = cache.get(key);
  if (cached) return { kind: "image", data: cached, mimeType };
  const factory = await sharp;
  if (!factory) return { kind: "unavailable" };

  let job = inFlight.get(key);
  if (!job) {
    const started = limiter.run(async () => {
      const source = await read();
      if (!source) throw new Error("the image file could not be read");
      return encode(factory, source, transform, format);
    });
    if (!started) return { kind: "busy" };
    job = started.finally(() => inFlight.delete(key));
    inFlight.set(key, job);
  }
  try {
    const data = await job;
    cache.set(key, data);
    return { kind: "image", data, mimeType };
  } catch {
    return { kind: "unreadable" };
  }
}

async function encode(sharp: SharpFactory, source: Buffer, transform: ImageTransform, format: ImageFormat) {
  const size = imageOutputSize(transform);
  let pipeline = sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS })
    .autoOrient()
    .extract(transform.rect)
    .resize({ width: size.width, height: size.height, fit: "cover" });
  if (format === "jpg") pipeline = pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: QUALITY });
  else if (format === "webp") pipeline = pipeline.webp({ quality: QUALITY });
  else pipeline = pipeline.png({ compressionLevel: 9 });
  return pipeline.toBuffer();
}

/** Waits for the images being processed (tests). */
export function imageTransformsIdle(): Promise<void> {
  return state().limiter.idle();
}
