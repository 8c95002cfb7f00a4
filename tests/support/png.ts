import { inflateSync } from "node:zlib";

/**
 * Just enough PNG for comparing browser screenshots (8-bit RGB or RGBA, not interlaced, as
 * Chromium writes them), with no dependency: the pixels as RGBA bytes.
 */
export type Image = { width: number; height: number; data: Uint8Array };

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function decodePng(png: Buffer): Image {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error("Not a PNG");
  let width = 0;
  let height = 0;
  let channels = 0;
  const compressed: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0)
        throw new Error(`Unsupported PNG (depth ${depth}, colour type ${colour}, interlace ${interlace})`);
      channels = colour === 6 ? 4 : 3;
    } else if (type === "IDAT") compressed.push(body);
    else if (type === "IEND") break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(compressed));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = rows.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? rows.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? out[x - channels]! : 0;
      const up = above[x]!;
      const upLeft = x >= channels ? above[x - channels]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) {
        const estimate = left + up - upLeft;
        const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
        predictor = a <= b && a <= c ? left : b <= c ? up : upLeft;
      } else if (filter !== 0) throw new Error(`Unknown PNG filter ${filter}`);
      out[x] = (line[x]! + predictor) & 0xff;
    }
  }
  if (channels === 4) return { width, height, data: rows };
  const data = new Uint8Array(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    data.set(rows.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
    data[pixel * 4 + 3] = 255;
  }
  return { width, height, data };
}

/**
 * How two screenshots of the same size differ: the pixels whose colour differs by more than
 * `threshold` (0–255) in any channel, as a count and a share of all pixels, and the rows where
 * they are (to say where on the page).
 */
export function compareImages(
  a: Image,
  b: Image,
  threshold = 24,
): { differing: number; ratio: number; rows: [number, number] | null } {
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`Sizes differ: ${a.width}×${a.height} and ${b.width}×${b.height}`);
  let differing = 0;
  let first = -1;
  let last = -1;
  for (let pixel = 0; pixel < a.width * a.height; pixel++) {
    for (let channel = 0; channel < 4; channel++) {
      if (Math.abs(a.data[pixel * 4 + channel]! - b.data[pixel * 4 + channel]!) > threshold) {
        differing++;
        const row = Math.floor(pixel / a.width);
        if (first < 0) first = row;
        last = row;
        break;
      }
    }
  }
  return { differing, ratio: differing / (a.width * a.height), rows: first < 0 ? null : [first, last] };
}
