import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startLake, type Lake } from "@/lake/index.ts";
import { apiVersion, contentSource } from "./helpers";

/**
 * An image uploaded in the Studio and published shows on the site: under `npm run edit` (the site
 * reads the lake) and on a later `npm start` from the same folder (the site reads the files with
 * groq-js, no lake), at a site-relative address the site serves itself.
 */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1d4ed8"/></svg>',
);
const ogPng = Buffer.concat([png, Buffer.from("og")]); // another file (another hash), still a 1×1 PNG to the lake

let root: string;
let dir: string;
let lake: Lake;

beforeAll(async () => {
  // `<root>/content`, so that `npm start` in `<root>` would read it.
  root = await mkdtemp(path.join(tmpdir(), "site-images-"));
  dir = path.join(root, "content");
  await cp(contentSource, dir, { recursive: true, filter: (source) => path.basename(source) !== ".lake" });
  lake = await startLake({ contentDir: dir, log: () => undefined });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await lake.stop();
  await rm(root, { recursive: true, force: true });
});

const lakeApi = (pathname: string, init: RequestInit & { headers?: Record<string, string> }) =>
  fetch(`${lake.httpUrl}/v${apiVersion}${pathname}`, {
    ...init,
    headers: { authorization: `Bearer ${lake.token}`, ...init.headers },
  });

async function upload(data: Buffer, filename: string, type: string) {
  const answer = await lakeApi(`/assets/images/${lake.dataset}?filename=${filename}`, {
    method: "POST",
    body: new Uint8Array(data),
    headers: { "content-type": type },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { document: { _id: string; url: string; path: string } }).document;
}

async function site(env: Record<string, string>) {
  vi.resetModules();
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const content = await import("@/lib/pages/site");
  const { GET } = await import("@/app/images/[projectId]/[dataset]/[file]/route");
  const { organizationData } = await import("@/lib/seo/structured-data");
  /** What a browser gets for an image URL of the page (site-relative). */
  const serve = (url: string) => {
    const match = /^\/images\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(url);
    if (!match) throw new Error(`not a site image address: ${url}`);
    const [, projectId = "", dataset = "", file = ""] = match;
    return GET(new Request(new URL(url, "http://localhost:3000")), {
      params: Promise.resolve({ projectId, dataset, file }),
    });
  };
  return { content, serve, organizationData };
}

describe("an uploaded, published image on the site", () => {
  it("shows under npm run edit and on a later npm start, at an address the site serves", async () => {
    const logo = await upload(png, "logo.png", "image/png");
    const favicon = await upload(svg, "favicon.svg", "image/svg+xml");
    const og = await upload(ogPng, "preview.png", "image/png");
    // The asset document's address is the site's, never the lake's port.
    expect(logo.url).toBe(`/${logo.path}`);
    expect(logo.url).toMatch(/^\/images\/lake\/production\/[0-9a-f]{40}-1x1\.png$/);
    const assets = await readFile(path.join(dir, "assets.ndjson"), "utf8");
    expect(assets).toContain(`"url":"${favicon.url}"`);
    expect(assets).not.toMatch(/127\.0\.0\.1|localhost/);

    const image = (asset: { _id: string }) => ({ _type: "image", asset: { _type: "reference", _ref: asset._id } });
    const published = await lakeApi(`/data/mutate/${lake.dataset}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        mutations: [
          { patch: { id: "brand-default", set: { logo: image(logo), favicon: image(favicon) } } },
          { patch: { id: "siteSettings", set: { "seo.ogImage": image(og) } } },
        ],
      }),
    });
    expect(published.status).toBe(200);

    const expected = { logoUrl: logo.url, faviconUrl: favicon.url, ogImage: og.url };
    const check = async ({ content, serve, organizationData }: Awaited<ReturnType<typeof site>>) => {
      const { brand, headerBrand, settings } = await content.getLayout("en");
      expect({ logoUrl: brand?.logoUrl, faviconUrl: brand?.faviconUrl, ogImage: settings?.seo?.ogImage }).toEqual(
        expected,
      );
      expect(headerBrand?.logo?.asset?.url).toBe(logo.url);
      // The Spanish pages show the same images (site settings' link-preview image is shared by both languages).
      const spanish = await content.getLayout("es");
      expect({
        logoUrl: spanish.brand?.logoUrl,
        faviconUrl: spanish.brand?.faviconUrl,
        ogImage: spanish.settings?.seo?.ogImage,
      }).toEqual(expected);
      // Structured data wants an absolute address.
      expect(organizationData(brand).logo).toBe(`http://localhost:3000${logo.url}`);
      for (const [url, bytes, type] of [
        [logo.url, png, "image/png"],
        [favicon.url, svg, "image/svg+xml"],
        [og.url, ogPng, "image/png"],
      ] as const) {
        const response = await serve(url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get("content-type")).toBe(type);
        expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
      }
    };

    // npm run edit: the site reads the lake (with its token) and serves the lake's folder.
    await check(
      await site({
        NEXT_PUBLIC_SANITY_PROJECT_ID: lake.projectId,
        NEXT_PUBLIC_SANITY_DATASET: lake.dataset,
        SANITY_API_HOST: lake.httpUrl,
        SANITY_API_READ_TOKEN: lake.token,
        LAKE_CONTENT_DIR: dir,
      }),
    );

    // npm start in <root> afterwards: no lake, no project; the bundled files and content/images/.
    await lake.stop();
    const cwd = vi.spyOn(process, "cwd").mockReturnValue(root);
    try {
      await check(
        await site({
          NEXT_PUBLIC_SANITY_PROJECT_ID: "",
          SANITY_API_HOST: "",
          SANITY_API_READ_TOKEN: "",
          LAKE_CONTENT_DIR: "",
        }),
      );
    } finally {
      cwd.mockRestore();
    }
  });
});
