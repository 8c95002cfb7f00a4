import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, rm, symlink, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CONTENT_IMAGE_FILE, MAX_CONTENT_IMAGE_BYTES } from "@/lib/platform/uploaded-images";
import { contentSecurityPolicy, securityHeaderRules } from "@/lib/platform/security-headers";

/**
 * `/images/<projectId>/<dataset>/<file>`: the site serves the images uploaded through the local
 * Content Lake from the dataset folder, and nothing else.
 */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
const hash = "a".repeat(40);
const pngName = `${hash}-1x1.png`;
const svgName = `${"b".repeat(40)}-10x10.svg`;

let root: string;
let contentDir: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "content-images-"));
  contentDir = path.join(root, "dataset");
  await mkdir(path.join(contentDir, "images"), { recursive: true });
  await writeFile(path.join(contentDir, "images", pngName), png);
  await writeFile(path.join(contentDir, "images", svgName), svg);
  await writeFile(path.join(root, "secret.png"), "not for the web");
  await symlink(path.join(root, "secret.png"), path.join(contentDir, "images", `${"c".repeat(40)}-1x1.png`));
  await mkdir(path.join(contentDir, "images", `${"d".repeat(40)}-1x1.png`));
  execFileSync("mkfifo", [path.join(contentDir, "images", `${"9".repeat(40)}-1x1.png`)]);
  const big = path.join(contentDir, "images", `${"e".repeat(40)}-1x1.png`);
  await writeFile(big, "");
  await truncate(big, MAX_CONTENT_IMAGE_BYTES + 1);
});
afterAll(() => rm(root, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

async function route(env: Record<string, string> = { LAKE_CONTENT_DIR: contentDir }) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import("@/app/images/[projectId]/[dataset]/[file]/route")).GET;
}

async function get(file: string, { projectId = "lake", dataset = "production" } = {}, env?: Record<string, string>) {
  const GET = await route(env);
  return GET(new Request(`http://localhost:3000/images/${projectId}/${dataset}/${encodeURIComponent(file)}`), {
    params: Promise.resolve({ projectId, dataset, file }),
  });
}

describe("serving uploaded images", () => {
  it("serves a stored image with its type, cached for a year as immutable, nosniff, in a sandbox", async () => {
    const response = await get(pngName);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/png",
      "content-length": String(png.length),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });

  it("serves an SVG as image/svg+xml under a policy that runs no script", async () => {
    const response = await get(svgName);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("sandbox");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/script-src|allow-scripts/);
    // The site's own headers for the path say the same, whichever of the two a response carries.
    const rule = securityHeaderRules({ turnstile: false }).at(-1);
    expect(rule?.source).toBe("/images/:path*");
    expect(rule?.headers).toEqual([{ key: "Content-Security-Policy", value: policy }]);
  });

  it("answers 400 for anything but a strict image name, before touching the disk", async () => {
    for (const file of [
      "../secret.png",
      "..",
      `${hash}-1x1.png/..`,
      `${hash}-1x1.PNG`,
      `${hash.toUpperCase()}-1x1.png`,
      `${hash}-1x1.html`,
      `${hash}-0x1.png`,
      `${hash}-1x1.png.`,
      `.${pngName}`,
      `${hash}-1x1.png%00.svg`,
      `${hash.slice(1)}-1x1.png`,
      `${hash}-1x1234567.png`,
      "x".repeat(5000),
    ]) {
      const response = await get(file);
      expect(response.status, file).toBe(400);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect((await get(pngName, { projectId: "../x" })).status).toBe(400);
    expect((await get(pngName, { dataset: "Production" })).status).toBe(400);
    expect((await get(pngName, { dataset: "x".repeat(65) })).status).toBe(400);
    expect(CONTENT_IMAGE_FILE.test(pngName)).toBe(true);
  });

  it("answers 404 for a well-formed name that is missing, a link, a folder, a pipe or too large", async () => {
    for (const file of [
      `${"f".repeat(40)}-1x1.png`,
      `${"c".repeat(40)}-1x1.png`,
      `${"d".repeat(40)}-1x1.png`,
      `${"9".repeat(40)}-1x1.png`,
      `${"e".repeat(40)}-1x1.png`,
    ]) {
      const response = await get(file);
      expect(response.status, file).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("reads the images folder of LAKE_CONTENT_DIR, else of content/ in the working directory", async () => {
    const cwd = vi.spyOn(process, "cwd").mockReturnValue(path.join(root, "elsewhere"));
    try {
      expect((await get(pngName, {}, { LAKE_CONTENT_DIR: "" })).status).toBe(404);
      cwd.mockReturnValue(root);
      await mkdir(path.join(root, "content", "images"), { recursive: true });
      await writeFile(path.join(root, "content", "images", pngName), png);
      expect((await get(pngName, {}, { LAKE_CONTENT_DIR: "" })).status).toBe(200);
    } finally {
      cwd.mockRestore();
    }
  });
});

describe("the Content Security Policy for uploaded images", () => {
  const directives = (policy: string): Record<string, string[]> =>
    Object.fromEntries(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));

  it("lets pages show them from the site itself", () => {
    expect(
      directives(contentSecurityPolicy({ turnstile: false, studio: false, framedByStudio: false }))["img-src"],
    ).toContain("'self'");
  });

  it("lets the Studio show its previews from the local Content Lake (its apiHost), and pages not", () => {
    const lake = "https://localhost:3334";
    const studio = directives(
      contentSecurityPolicy({ turnstile: false, studio: true, framedByStudio: false, contentLake: lake }),
    );
    expect(studio["img-src"]).toEqual(
      expect.arrayContaining(["'self'", "https://localhost:3334", "https://*.localhost:3334"]),
    );
    expect(studio["img-src"]?.some((source) => source.startsWith("wss:"))).toBe(false);
    const page = directives(
      contentSecurityPolicy({ turnstile: false, studio: false, framedByStudio: false, contentLake: lake }),
    );
    expect(page["img-src"]).not.toContain("https://localhost:3334");
    expect(
      directives(contentSecurityPolicy({ turnstile: false, studio: true, framedByStudio: false }))["img-src"]?.join(
        " ",
      ),
    ).not.toContain("localhost");
  });
});
