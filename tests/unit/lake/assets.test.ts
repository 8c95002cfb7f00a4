import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageInfo } from "@/lake/assets.ts";
import { startTestLake, type TestLake } from "./helpers";

const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

let lake: TestLake;
beforeAll(async () => {
  lake = await startTestLake();
});
afterAll(() => lake.cleanup());

describe("image assets", () => {
  it("reads the size of PNG, GIF, SVG images and refuses other bytes", () => {
    expect(imageInfo(png)).toEqual({ type: "png", width: 1, height: 1 });
    expect(
      imageInfo(
        Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"></svg>'),
      ),
    ).toEqual({ type: "svg", width: 120, height: 40 });
    expect(imageInfo(Buffer.from('<svg width="32px" height="16" xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      type: "svg",
      width: 32,
      height: 16,
    });
    expect(imageInfo(Buffer.from("GIF89a\x02\x00\x03\x00", "latin1"))).toEqual({ type: "gif", width: 2, height: 3 });
    expect(imageInfo(Buffer.from("hello"))).toBeNull();
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
    expect(lines.map((line) => JSON.parse(line)._id)).toEqual([asset._id]);
    expect(await lake.client.fetch("*[_type == 'sanity.imageAsset'][0].url")).toBe(asset.url);
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
});
