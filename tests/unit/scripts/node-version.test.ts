import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isSupportedNode, SUPPORTED_NODE, unsupportedNodeMessage } from "../../../scripts/node-version.mjs";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  engines: { node: string };
  devEngines: { runtime: { name: string; version: string; onFail: string } };
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};
const CHECK = "node scripts/node-version.mjs";

/** The script files package.json's scripts run with `node <file>`. */
const entries = [
  ...new Set(
    Object.values(pkg.scripts).flatMap((command) => [...command.matchAll(/\bnode (\S+\.mjs)/g)].map((m) => m[1]!)),
  ),
];

/**
 * An older Node.js to run the scripts with: UNSUPPORTED_NODE when set, else Debian's /usr/bin/node
 * when it is one (CI's system Node.js 20; .ci/run puts a supported one first on PATH).
 */
function unsupportedNode(): string | undefined {
  const candidates = [process.env.UNSUPPORTED_NODE, "/usr/bin/node"].filter((file): file is string => !!file);
  return candidates.find((file) => {
    if (!existsSync(file)) return false;
    const version = spawnSync(file, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout.trim();
    return version !== "" && !isSupportedNode(version);
  });
}

describe("the supported Node.js versions", () => {
  it("are stated once, the same where npm and version managers read them", () => {
    expect(pkg.engines.node).toBe(SUPPORTED_NODE);
    expect(pkg.devEngines.runtime).toEqual({ name: "node", version: SUPPORTED_NODE, onFail: "error" });
    const nvmrc = readFileSync(path.join(ROOT, ".nvmrc"), "utf8").trim();
    expect(isSupportedNode(`${nvmrc}.0.0`)).toBe(true);
    const ciVersion = /^CI_NODE_VERSION=(\S+)$/m.exec(readFileSync(path.join(ROOT, ".ci/run"), "utf8"))?.[1];
    expect(ciVersion?.split(".")[0]).toBe(nvmrc);
    expect(isSupportedNode(ciVersion!)).toBe(true);
  });

  it("no Node.js is installed into node_modules", () => {
    expect(pkg.devDependencies.node).toBeUndefined();
    expect(readFileSync(path.join(ROOT, "package-lock.json"), "utf8")).not.toContain('"node_modules/node"');
  });

  it.each([
    ["20.20.2", false],
    ["22.12.0", false],
    ["22.18.1", false],
    ["22.19.0", true],
    ["v22.23.3", true],
    ["23.11.0", false],
    ["24.0.0", true],
    ["24.21.0", true],
    ["25.9.0", false],
    ["26.0.0", true],
    ["27.1.0", true],
  ])("%s supported: %s", (version, supported) => {
    expect(isSupportedNode(version)).toBe(supported);
  });

  it("every npm script checks the version before anything else runs", () => {
    const checks = (command: string) => {
      const first = command.split("&&")[0]!.trim();
      return (
        command.startsWith(`${CHECK} && `) || /^npm run /.test(first) || /^node (scripts|bench)\/\S+\.mjs\b/.test(first)
      );
    };
    for (const [name, command] of Object.entries(pkg.scripts)) {
      // npm runs `pre<name>` first (`prebuild`, `predev`: typegen).
      const before = pkg.scripts[`pre${name}`];
      expect(checks(command) || (before !== undefined && checks(before)), `${name}: ${command}`).toBe(true);
    }
    // A script file run by `node` imports the check first, and loads TypeScript only after it (dynamically):
    // a static import is loaded before any module runs, and an older Node.js fails on it first.
    for (const entry of entries.filter((file) => file !== "scripts/node-version.mjs")) {
      const source = readFileSync(path.join(ROOT, entry), "utf8");
      const imports = [...source.matchAll(/^import .*?["']([^"']+)["'];$/gms)].map((match) => match[1]);
      expect(imports[0], entry).toMatch(/(^\.|\/scripts)\/node-version\.mjs$/);
      expect(
        imports.filter((specifier) => specifier?.endsWith(".ts")),
        entry,
      ).toEqual([]);
    }
  });

  const old = unsupportedNode();
  it.skipIf(!old)(
    `an older Node.js (${old ?? "none found"}) stops every script entry with one line naming the versions`,
    () => {
      const version = spawnSync(old!, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout.trim();
      for (const entry of [
        ...entries,
        "scripts/ensure-build.mjs",
        "scripts/assemble-standalone.mjs",
        "bench/client-js.mjs",
      ]) {
        const result = spawnSync(old!, [entry], { cwd: ROOT, encoding: "utf8", timeout: 30_000 });
        expect(result.status, `${entry}: ${result.stderr}`).toBe(1);
        expect(result.stderr, entry).toBe(`${unsupportedNodeMessage(version, old!)}\n`);
        expect(result.stdout, entry).toBe("");
      }
    },
  );
});
