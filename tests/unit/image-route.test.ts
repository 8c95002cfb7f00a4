import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { IMAGE_WIDTHS, parseImageParams } from "@/lib/platform/image-params";
import { imageInfo } from "@/lake/assets.ts";

/**
 * `/images/<projectId>/<dataset>/<file>?w=…`: the site's image route answers the part of Sanity's
 * image API that lib/sanity/image.ts uses (width from a fixed list, rect, h, fit, auto=format, fm),
 * and refuses anything else with 400, never 500.
 */
let root: string;
const names = { photo: "", rotated: "", alpha: "", svg: `${"b".repeat(40)}-10x10.svg` };

/** `width × height`, the left half red and the right half blue. */
async function halves(width: number, height: number) {
  const red = await sharp({ create: { width: width / 2, height, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#0000ff" } }).composite([
    { input: red, left: 0, top: 0 },
  ]);
}

/** The stored name the lake gives `data`: its hash, its size as shown, its type. */
function storedName(data: Buffer, hash: string) {
  const info = imageInfo(data)!;
  return `${hash.repeat(40)}-${info.width}x${info.height}.${info.type}`;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "image-route-"));
  const images = path.join(root, "images");
  await mkdir(images);
  const photo = await (await halves(1800, 1200)).jpeg().toBuffer();
  // Stored 40 × 20 with EXIF orientation 6 (a quarter turn clockwise): shown 20 × 40, red on top.
  const rotated = await (await halves(40, 20)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  const alpha = await sharp({ create: { width: 100, height: 50, channels: 4, background: "#1d4ed880" } })
    .png()
    .toBuffer();
  names.photo = storedName(photo, "1");
  names.rotated = storedName(rotated, "2");
  names.alpha = storedName(alpha, "3");
  expect(names.rotated).toMatch(/-20x40\.jpg$/);
  await writeFile(path.join(images, names.photo), photo);
  await writeFile(path.join(images, names.rotated), rotated);
  await writeFile(path.join(images, names.alpha), alpha);
  await writeFile(
    path.join(images, names.svg),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
  );
});
afterAll(() => rm(root, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

async function get(file: string, search = "", accept = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8") {
  vi.resetModules();
  vi.stubEnv("LAKE_CONTENT_DIR", root);
  const { GET } = await import("@/app/images/[projectId]/[dataset]/[file]/route");
  return GET(new Request(`http://localhost:3000/images/lake/production/${file}${search}`, { headers: { accept } }), {
    params: Promise.resolve({ projectId: "lake", dataset: "production", file }),
  });
}

async function pixels(response: Response) {
  const data = Buffer.from(await response.arrayBuffer());
  const { info, data: raw } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...raw.subarray((y * info.width + x) * info.channels).subarray(0, 3)];
  return { data, info, at, format: (await sharp(data).metadata()).format };
}

describe("the image route's transforms", () => {
  it("serves the original without a query, and resizes with one: WebP for a browser that takes it", async () => {
    const original = await get(names.photo);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    const webp = await get(names.photo, "?w=640&auto=format");
    expect(webp.status).toBe(200);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(webp.headers.get("vary")).toBe("Accept");
    expect(webp.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(webp.headers.get("etag")).toMatch(/^"[\w-]{22}"$/);
    const image = await pixels(webp);
    expect(image.format).toBe("webp");
    expect([image.info.width, image.info.height]).toEqual([640, 427]);
    expect(Number(webp.headers.get("x-body-length"))).toBe(image.data.length);
    expect(image.data.length).toBeLessThan(Number(original.headers.get("x-body-length")));
    // A browser that takes no WebP gets the source's format; fm= decides without looking at Accept.
    const jpeg = await get(names.photo, "?w=640&auto=format", "image/png,image/*;q=0.8");
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    const png = await get(names.photo, "?w=64&fm=png");
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("vary")).toBeNull();
  });

  it("cuts the rect (the editor's crop and hotspot) before scaling, as @sanity/image-url asks", async () => {
    // The left 900 × 900 of the red half, then the right 900 × 900 of the blue one.
    const red = await pixels(await get(names.photo, "?rect=0,150,900,900&w=192&h=192&fit=crop&auto=format"));
    expect([red.info.width, red.info.height]).toEqual([192, 192]);
    expect(red.at(96, 96)[0]).toBeGreaterThan(200);
    const blue = await pixels(await get(names.photo, "?rect=900,0,900,1200&w=320&h=427&fit=crop"));
    expect([blue.info.width, blue.info.height]).toEqual([320, 427]);
    expect(blue.at(160, 200)[2]).toBeGreaterThan(200);
  });

  it("turns a JPEG upright by its EXIF orientation first: rect and sizes are the image as shown", async () => {
    const top = await pixels(await get(names.rotated, "?rect=0,0,20,20&w=64&fm=png"));
    // Never enlarged: the 20 px region stays 20 px.
    expect([top.info.width, top.info.height]).toEqual([20, 20]);
    expect(top.at(10, 10)[0]).toBeGreaterThan(200);
    const bottom = await pixels(await get(names.rotated, "?rect=0,20,20,20&w=64&fm=png"));
    expect(bottom.at(10, 10)[2]).toBeGreaterThan(200);
  });

  it("keeps a PNG's transparency, and flattens it on white for fm=jpg", async () => {
    const png = await pixels(await get(names.alpha, "?w=64"));
    expect(png.info.channels).toBe(4);
    expect(png.format).toBe("png");
    const jpg = await pixels(await get(names.alpha, "?w=64&fm=jpg"));
    expect(jpg.format).toBe("jpeg");
    expect(jpg.at(5, 5)[0]).toBeGreaterThan(100);
  });

  it("serves an SVG as it is for a valid query", async () => {
    const svg = await get(names.svg, "?w=128&auto=format");
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("answers 400 to every parameter it does not take, and never 500", async () => {
    const refused = [
      "?w=500",
      "?w=640.0",
      "?w=0640",
      "?w=-64",
      "?w=abc",
      "?w=",
      "?auto=format",
      "?w=64&w=128",
      "?w=64&q=80",
      "?w=64&dpr=2",
      "?w=64&blur=50",
      "?w=64&fit=fill",
      "?w=64&auto=compress",
      "?w=64&fm=avif",
      "?w=64&rect=0,0,1801,1200",
      "?w=64&rect=0,0,0,10",
      "?w=64&rect=1,2,3",
      "?w=64&rect=-1,0,10,10",
      "?w=64&rect=0.5,0,10,10",
      "?w=640&h=640",
      "?w=640&h=abc",
      `?w=64&rect=${"9".repeat(400)},0,1,1`,
    ];
    for (const search of refused) {
      const response = await get(names.photo, search);
      expect(response.status, search).toBe(400);
      expect(response.headers.get("cache-control"), search).toBe("no-store");
    }
  });

  it("accepts exactly the listed widths, each one output at most that wide", async () => {
    const source = { width: 1800, height: 1200 };
    for (let width = 1; width <= 2000; width++) {
      const parsed = parseImageParams(new URLSearchParams({ w: String(width) }), source);
      expect(parsed.ok, String(width)).toBe((IMAGE_WIDTHS as readonly number[]).includes(width));
    }
    expect(IMAGE_WIDTHS.length).toBeLessThanOrEqual(12);
  });
});
