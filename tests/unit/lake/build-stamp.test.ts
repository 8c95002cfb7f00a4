import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentSource } from "./helpers";

const root = path.resolve(contentSource, "..");
/** The build stamp `npm start` and `npm run edit` compare (scripts/ensure-build.mjs), in a process of its own. */
const stamp = () =>
  execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      'const { sourceStamp } = await import("./scripts/ensure-build.mjs"); process.stdout.write(sourceStamp());',
    ],
    { cwd: root, encoding: "utf8" },
  );

describe("the build stamp", () => {
  it("ignores the drafts the local Content Lake keeps in content/.lake/, so restarting npm run edit does not rebuild", async () => {
    const folder = path.join(contentSource, ".lake");
    const made = !existsSync(folder);
    const file = path.join(folder, `stamp-test-${randomBytes(6).toString("hex")}.ndjson`);
    const before = stamp();
    await mkdir(folder, { recursive: true });
    try {
      await writeFile(file, '{"_id":"drafts.homePage","_type":"homePage","title":"A draft"}\n');
      expect(stamp()).toBe(before);
    } finally {
      await rm(file, { force: true });
      if (made && (await readdir(folder)).length === 0) await rmdir(folder);
    }
  });
});

describe("the build's sources", () => {
  it("include every folder of the site's code, so a change in any of them rebuilds", async () => {
    const { SOURCES } = (await import(path.join(root, "scripts/ensure-build.mjs"))) as { SOURCES: string[] };
    // Not the site's: tests, tooling, the local lake, the production server (but for server/html.ts), docs.
    const notTheSite = new Set(["tests", "scripts", "lake", "server", "bench", "docs", "node_modules"]);
    // The repository's folders (not what tests and builds leave beside them, which git ignores).
    const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n");
    const folders = [
      ...new Set(tracked.filter((file) => file.includes("/")).map((file) => file.split("/")[0]!)),
    ].filter((name) => !name.startsWith(".") && !notTheSite.has(name));
    expect(folders.filter((folder) => !SOURCES.includes(folder))).toEqual([]);
  });
});
