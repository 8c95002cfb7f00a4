import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, parseImageParams } from "@/lib/platform/image-params";
import { imageAspect, imageUrl, responsiveImage, type SanityImageField } from "@/lib/sanity/image";

/**
 * lib/sanity/image.ts: Sanity image fields to <img> attributes through @sanity/image-url, the same
 * for Sanity's CDN and the site's own image route.
 */
const hash = "0123456789abcdef0123456789abcdef01234567";
const cdn = (width: number, height: number, extra: Partial<SanityImageField> = {}): SanityImageField => ({
  asset: {
    _id: `image-${hash}-${width}x${height}-jpg`,
    url: `https://cdn.sanity.io/images/proj1234/production/${hash}-${width}x${height}.jpg`,
  },
  ...extra,
});
const local = (width: number, height: number, extra: Partial<SanityImageField> = {}): SanityImageField => ({
  asset: { _id: `image-${hash}-${width}x${height}-jpg`, url: `/images/lake/production/${hash}-${width}x${height}.jpg` },
  ...extra,
});
const COVER = { displayWidth: 768, aspect: 1200 / 630, sizes: "(min-width: 816px) 768px, calc(100vw - 2rem)" };

const query = (url: string) => new URL(url, "http://localhost").searchParams;
const widthsOf = (srcSet: string | undefined) =>
  (srcSet ?? "").split(", ").map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));

describe("responsiveImage", () => {
  it("gives a cover a srcset of the listed widths up to twice its width, cut to its shape, with auto=format", () => {
    const image = responsiveImage(cdn(1800, 1200), COVER)!;
    expect(widthsOf(image.srcSet)).toEqual([480, 640, 800, 960, 1200, 1600]);
    expect(image).toMatchObject({ width: 768, height: 403, sizes: COVER.sizes });
    // The fallback is the first width at least as wide as the box.
    expect(image.src).toBe(
      `https://cdn.sanity.io/images/proj1234/production/${hash}-1800x1200.jpg?rect=0,128,1800,945&w=800&h=420&fit=crop&auto=format`,
    );
    for (const candidate of image.srcSet!.split(", ")) {
      const [url = "", descriptor = ""] = candidate.split(" ");
      const params = query(url);
      expect(`${params.get("w")}w`).toBe(descriptor);
      expect(params.get("rect")).toBe("0,128,1800,945");
      expect(params.get("auto")).toBe("format");
    }
  });

  it("makes site-relative addresses for the local lake's and the bundled dataset's images, with the same query", () => {
    const hosted = responsiveImage(cdn(1800, 1200), COVER)!;
    const bundled = responsiveImage(local(1800, 1200), COVER)!;
    expect(bundled.src.startsWith(`/images/lake/production/${hash}-1800x1200.jpg?`)).toBe(true);
    expect(bundled.src.split("?")[1]).toBe(hosted.src.split("?")[1]);
    expect(bundled.srcSet!.replaceAll("/images/lake/production/", "")).toBe(
      hosted.srcSet!.replaceAll("https://cdn.sanity.io/images/proj1234/production/", ""),
    );
  });

  it("centres the cut on the hotspot and keeps it inside the crop", () => {
    // The hotspot far right: the region slides right, up to the crop's edge (10% cut off the right).
    const image = cdn(2000, 2000, {
      crop: { top: 0, bottom: 0, left: 0, right: 0.1 },
      hotspot: { x: 0.95, y: 0.5, width: 0.1, height: 0.1 },
    });
    const params = query(imageUrl(image, { width: 640, aspect: 2 })!);
    const [left, top, width, height] = params.get("rect")!.split(",").map(Number) as [number, number, number, number];
    expect(width / height).toBeCloseTo(2, 2);
    expect(left + width).toBe(1800);
    expect(top).toBe(1000 - height / 2);
    // The hotspot at the top: the region starts at the crop's top.
    const top10 = cdn(1000, 1000, {
      crop: { top: 0.1, bottom: 0, left: 0, right: 0 },
      hotspot: { x: 0.5, y: 0, width: 0.1, height: 0.1 },
    });
    expect(query(imageUrl(top10, { width: 320, aspect: 2 })!).get("rect")).toBe("0,100,1000,500");
    // The crop's own proportions without an aspect.
    expect(imageAspect(cdn(1000, 1000, { crop: { top: 0, bottom: 0.5, left: 0, right: 0 } }))).toBe(2);
  });

  it("gives an avatar 1×–3× widths and never lists widths past the source's", () => {
    expect(widthsOf(responsiveImage(cdn(600, 600), { displayWidth: 56, sizes: "56px", aspect: 1 })!.srcSet)).toEqual([
      64, 128, 192,
    ]);
    // A 100 px photo: the smallest width, then its own file (the route and the CDN do not enlarge it).
    const small = responsiveImage(cdn(100, 100), { displayWidth: 56, sizes: "56px", aspect: 1 })!;
    expect(widthsOf(small.srcSet)).toEqual([64, 100]);
    expect(small.srcSet).toContain(`${cdn(100, 100).asset!.url!} 100w`);
    // A logo no wider than it is shown: its own file is the widest and the fallback, never scaled below its size.
    const logo = responsiveImage(cdn(96, 32), { displayWidth: 96, sizes: "96px" })!;
    expect(logo.src).toBe(cdn(96, 32).asset!.url!);
    expect(logo.srcSet).toMatch(new RegExp(` 64w, ${cdn(96, 32).asset!.url!.replace(/[.?]/g, "\\$&")} 96w$`));
    // Cropped, it is cut by the pipeline as before.
    const cropped = responsiveImage({ ...cdn(100, 100), crop: { left: 0.2 } }, { displayWidth: 56, sizes: "56px" })!;
    expect(widthsOf(cropped.srcSet)).toEqual([64]);
    // A 900 px wide cover stops at the last width it fills.
    expect(widthsOf(responsiveImage(cdn(900, 600), COVER)!.srcSet)).toEqual([480, 640, 800]);
  });

  it("serves an SVG as itself, and nothing for a missing or foreign asset", () => {
    const svg: SanityImageField = {
      asset: { _id: `image-${hash}-120x40-svg`, url: `/images/lake/production/${hash}-120x40.svg` },
    };
    expect(responsiveImage(svg, { displayWidth: 96, sizes: "96px" })).toEqual({
      src: `/images/lake/production/${hash}-120x40.svg`,
      width: 96,
      height: 32,
    });
    expect(responsiveImage(null, COVER)).toBeNull();
    expect(responsiveImage({ asset: null }, COVER)).toBeNull();
    expect(responsiveImage({ asset: { _id: "image-x", url: "https://example.com/a.jpg" } }, COVER)).toBeNull();
  });

  it("makes only addresses the site's image route accepts, whatever the crop, hotspot and box", () => {
    // Images of at least 64 px with at least 40% of each side kept: regions of a few pixels and up.
    const fraction = fc.double({ min: 0, max: 0.3, noNaN: true });
    fc.assert(
      fc.property(
        fc.integer({ min: 64, max: 5000 }),
        fc.integer({ min: 64, max: 5000 }),
        fc.record({ top: fraction, bottom: fraction, left: fraction, right: fraction }),
        fc.record({
          x: fc.double({ min: 0, max: 1, noNaN: true }),
          y: fc.double({ min: 0, max: 1, noNaN: true }),
          width: fc.double({ min: 0.01, max: 1, noNaN: true }),
          height: fc.double({ min: 0.01, max: 1, noNaN: true }),
        }),
        fc.integer({ min: 16, max: 1200 }),
        fc.option(fc.double({ min: 0.25, max: 4, noNaN: true })),
        (width, height, crop, hotspot, displayWidth, aspect) => {
          const image = responsiveImage(local(width, height, { crop, hotspot }), {
            displayWidth,
            sizes: "100vw",
            ...(aspect === null ? {} : { aspect }),
          });
          for (const candidate of image!.srcSet!.split(", ")) {
            const url = candidate.split(" ")[0]!;
            const parsed = parseImageParams(query(url), { width, height });
            expect(parsed, url).toMatchObject({ ok: true });
            expect(IMAGE_WIDTHS).toContain(Number(query(url).get("w")));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
