import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The lockfile must install on every platform our people use: Linux (glibc and musl, x64 and
 * arm64), macOS (Intel and Apple silicon) and Windows. Native packages (Next.js's compiler,
 * Tailwind's oxide, rolldown, unrs-resolver, sharp, esbuild) ship one optional package per
 * platform; npm writes into the lockfile only those its registry snapshot could resolve, so a lockfile
 * regenerated on one machine can silently drop the others. `npm ci` on a Mac then fails to build.
 * This checks that every optional dependency any locked package declares is locked as well,
 * resolved the way Node resolves it (the nearest node_modules upwards).
 */

type LockEntry = { optionalDependencies?: Record<string, string>; os?: string[]; cpu?: string[] };
type Lockfile = { lockfileVersion: number; packages: Record<string, LockEntry> };

const root = path.resolve(import.meta.dirname, "../..");
const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as Lockfile;

/** The lockfile key `name` resolves to when required from the package at `from` ("" is the root). */
function resolveFrom(from: string, name: string): string | null {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return null;
    const parent = base.lastIndexOf("/node_modules/");
    base = parent < 0 ? "" : base.slice(0, parent);
  }
}

describe("package-lock.json", () => {
  it("is a version 3 lockfile (npm 9 and newer, what `npm ci` installs from)", () => {
    expect(lock.lockfileVersion).toBe(3);
  });

  it("locks every optional dependency of every locked package, so each platform resolves", () => {
    const missing = Object.entries(lock.packages).flatMap(([from, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolveFrom(from, name))
        .map((name) => `${from || "(root)"} → ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it.each([
    ["darwin", "arm64"],
    ["darwin", "x64"],
    ["win32", "x64"],
    ["linux", "x64"],
    ["linux", "arm64"],
  ])("has Next.js's compiler and Tailwind's engine for %s-%s", (os, cpu) => {
    for (const scope of ["@next/swc-", "@tailwindcss/oxide-"]) {
      const found = Object.entries(lock.packages).some(
        ([key, entry]) => key.startsWith(`node_modules/${scope}`) && entry.os?.includes(os) && entry.cpu?.includes(cpu),
      );
      expect(found, `${scope}* for ${os}-${cpu}`).toBe(true);
    }
  });
});
