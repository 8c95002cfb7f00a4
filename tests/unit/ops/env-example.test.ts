import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * .env.example is where a person finds every setting: each variable the site and its scripts read
 * has a line there, and every file it points to exists.
 */

const ROOT = path.resolve(import.meta.dirname, "../../..");
const example = readFileSync(path.join(ROOT, ".env.example"), "utf8");
const listed = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));

/** The system's, Next.js's and Node.js's own, and what only the test runner sets. */
const NOT_SETTINGS = new Set([
  "PATHEXT",
  "LOCALAPPDATA",
  "XDG_DATA_HOME",
  "NODE_ENV",
  "NEXT_PHASE",
  "NEXT_RUNTIME",
  "NEXT_TELEMETRY_DISABLED",
  "NEXT_BUILD_SKIP_TYPECHECK",
]);

describe(".env.example", () => {
  it("lists every variable lib/platform/env.ts validates", () => {
    const source = readFileSync(path.join(ROOT, "lib/platform/env.ts"), "utf8");
    const schemaKeys = [...source.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]!);
    expect(schemaKeys.length).toBeGreaterThan(30);
    expect(schemaKeys.filter((name) => !listed.has(name))).toEqual([]);
  });

  it("lists every variable the server, the lake and the scripts read from the environment", () => {
    const files = execFileSync("git", ["ls-files", "server", "lib", "lake", "scripts", "next.config.ts", "proxy.ts"], {
      cwd: ROOT,
      encoding: "utf8",
    })
      .split("\n")
      .filter(
        (file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith(".test.ts") && existsSync(path.join(ROOT, file)),
      );
    const read = new Set<string>();
    for (const file of files) {
      const source = readFileSync(path.join(ROOT, file), "utf8");
      for (const match of source.matchAll(/\b(?:process\.env|env)\.([A-Z][A-Z0-9_]+)\b/g)) read.add(match[1]!);
    }
    for (const name of ["PORT", "HOST", "NEXT_DIST_DIR"]) expect(read).toContain(name);
    expect([...read].filter((name) => !listed.has(name) && !NOT_SETTINGS.has(name)).sort()).toEqual([]);
  });

  it("points only to files that exist", () => {
    const cited = [...example.matchAll(/\b((?:[\w.-]+\/)*[\w.-]+\.(?:md|ts|mjs|yaml))\b/g)].map((match) => match[1]!);
    expect(cited.length).toBeGreaterThan(3);
    expect(cited.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
  });
});
