import { readFile } from "node:fs/promises";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageInfo } from "@/lake/assets.ts";
import { startTestLake, type TestLake } from "./helpers";

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A PNG of one colour type (2 RGB, 3 palette, 6 RGBA), valid to the byte, with extra chunks before its data. */
function pngOf(width: number, height: number, colourType: 2 | 3 | 6, extra: [string, Buffer][] = []): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = colourType;
  const channels = { 2: 3, 3: 1, 6: 4 }[colourType];
  const rows = Buffer.alloc(height * (1 + width * channels), 0x80);
  for (let row = 0; row < height; row++) rows[row * (1 + width * channels)] = 0; // filter: none
  const palette: [string, Buffer][] = colourType === 3 ? [["PLTE", Buffer.from([0x1d, 0x4e, 0xd8])]] : [];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    ...[...palette, ...extra].map(([type, body]) => chunk(type, body)),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A JPEG's headers as a camera writes them: an EXIF block with its orientation (1 upright, 3 upside
 * down, 6 and 8 a quarter turn), then the frame's stored size. The scan data is left out: the size
 * and orientation are read from these headers alone.
 */
function jpegWithOrientation(width: number, height: number, orientation: number): Buffer {
  const tiff = Buffer.from([
    ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08], // big-endian TIFF, first IFD at 8
    ...[0x00, 0x01], // one entry
    ...[0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00], // Orientation, SHORT
    ...[0x00, 0x00, 0x00, 0x00], // no next IFD
  ]);
  const app1 = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const frame = Buffer.from([
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]);
  const segment = (marker: number, body: Buffer) =>
    Buffer.concat([Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe1, app1),
    segment(0xc0, frame),
    Buffer.from([0xff, 0xd9]),
  ]);
}

let lake: TestLake;
beforeAll(async () => {
  lake = await startTestLake();
});
afterAll(() => lake.cleanup());

describe("image assets", () => {
  it("reads the size of PNG, GIF, SVG images and refuses other bytes", () => {
    expect(imageInfo(png)).toEqual({ type: "png", width: 1, height: 1, hasAlpha: true });
    expect(
      imageInfo(
        Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"></svg>'),
      ),
    ).toEqual({ type: "svg", width: 120, height: 40, hasAlpha: true });
    expect(imageInfo(Buffer.from('<svg width="32px" height="16" xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      type: "svg",
      width: 32,
      height: 16,
      hasAlpha: true,
    });
    expect(imageInfo(Buffer.from("GIF89a\x02\x00\x03\x00", "latin1"))).toMatchObject({
      type: "gif",
      width: 2,
      height: 3,
    });
    expect(imageInfo(Buffer.from("hello"))).toBeNull();
    expect(imageInfo(Buffer.from("<p>not an image</p>"))).toBeNull();
  });

  it("reads a JPEG's size as shown: a quarter turn in its EXIF orientation swaps width and height", () => {
    expect(imageInfo(jpegWithOrientation(40, 20, 1))).toEqual({ type: "jpg", width: 40, height: 20, hasAlpha: false });
    expect(imageInfo(jpegWithOrientation(40, 20, 3))).toEqual({ type: "jpg", width: 40, height: 20, hasAlpha: false });
    for (const orientation of [5, 6, 7, 8])
      expect(imageInfo(jpegWithOrientation(40, 20, orientation)), String(orientation)).toEqual({
        type: "jpg",
        width: 20,
        height: 40,
        hasAlpha: false,
      });
  });

  it("records whether a PNG or WebP can be transparent", () => {
    expect(imageInfo(pngOf(3, 2, 6))).toEqual({ type: "png", width: 3, height: 2, hasAlpha: true });
    expect(imageInfo(pngOf(3, 2, 2))).toEqual({ type: "png", width: 3, height: 2, hasAlpha: false });
    expect(imageInfo(pngOf(3, 2, 3))).toMatchObject({ hasAlpha: false });
    // A transparent colour (tRNS) in a palette or RGB image.
    expect(imageInfo(pngOf(3, 2, 3, [["tRNS", Buffer.from([0])]]))).toMatchObject({ hasAlpha: true });
    expect(imageInfo(pngOf(3, 2, 2, [["tRNS", Buffer.alloc(6)]]))).toMatchObject({ hasAlpha: true });
    // WebP: the extended header's alpha flag (VP8X, flags byte 0x10), then the canvas size minus one.
    const webp = (flags: number) => {
      const data = Buffer.alloc(30);
      data.write("RIFF", 0, "latin1");
      data.writeUInt32LE(22, 4);
      data.write("WEBPVP8X", 8, "latin1");
      data.writeUInt32LE(10, 16);
      data[20] = flags;
      data.writeUIntLE(4, 24, 3);
      data.writeUIntLE(2, 27, 3);
      return data;
    };
    expect(imageInfo(webp(0x10))).toEqual({ type: "webp", width: 5, height: 3, hasAlpha: true });
    expect(imageInfo(webp(0))).toEqual({ type: "webp", width: 5, height: 3, hasAlpha: false });
  });

  it("stores an upload under the content folder, writes its asset document and serves it without a token", async () => {
    const asset = await lake.client.assets.upload("image", png, { filename: "dot.png" });
    expect(asset).toMatchObject({
      _type: "sanity.imageAsset",
      extension: "png",
      mimeType: "image/png",
      originalFilename: "dot.png",
      metadata: { dimensions: { width: 1, height: 1 } },
    });
    expect(asset._id).toMatch(/^image-[0-9a-f]{40}-1x1-png$/);
    // A site-relative address (the site serves content/images/ there); the lake serves the same path.
    expect(asset.url).toBe(`/images/${lake.projectId}/${lake.dataset}/${asset.assetId}-1x1.png`);
    expect(asset.path).toBe(asset.url.slice(1));
    const served = await fetch(new URL(`${asset.url}?w=100&auto=format`, lake.httpUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect(await readFile(path.join(lake.dir, "images", `${asset.assetId}-1x1.png`))).toEqual(png);
    const lines = (await readFile(path.join(lake.dir, "assets.ndjson"), "utf8")).trim().split("\n");
    // Appended after the bundled dataset's own assets.
    expect(lines.map((line) => JSON.parse(line)._id).at(-1)).toBe(asset._id);
    expect(await lake.client.fetch("*[_id == $id][0].url", { id: asset._id })).toBe(asset.url);
    expect(
      (await fetch(`${lake.httpUrl}/images/${lake.projectId}/${lake.dataset}/${"0".repeat(40)}-1x1.png`)).status,
    ).toBe(404);
    const refused = await lake.api(`/assets/images/${lake.dataset}`, {
      method: "POST",
      body: "not an image",
      headers: { "content-type": "image/png" },
    });
    expect(refused.status).toBe(400);
  });

  it("names and describes a rotated JPEG and an opaque PNG by their size as shown", async () => {
    const jpeg = await lake.client.assets.upload("image", jpegWithOrientation(40, 20, 6), { filename: "portrait.jpg" });
    expect(jpeg._id).toMatch(/^image-[0-9a-f]{40}-20x40-jpg$/);
    expect(jpeg.metadata).toMatchObject({
      dimensions: { width: 20, height: 40, aspectRatio: 0.5 },
      hasAlpha: false,
      isOpaque: true,
    });
    const opaque = await lake.client.assets.upload("image", pngOf(4, 4, 2), { filename: "opaque.png" });
    expect(opaque.metadata).toMatchObject({ dimensions: { width: 4, height: 4 }, hasAlpha: false, isOpaque: true });
    const transparent = await lake.client.assets.upload("image", pngOf(4, 4, 6), { filename: "alpha.png" });
    expect(transparent.metadata).toMatchObject({ hasAlpha: true, isOpaque: false });
  });
});
