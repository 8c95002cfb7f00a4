import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { findOnPath, findProgram, isMain, npmCommand, packageBin } from "../../../scripts/platform.mjs";
import { isPublicPage } from "../../../scripts/compile-hints.mjs";
import { projectCopy, type ProjectCopy } from "../../support/project-copy";

/*
 * scripts/platform.mjs with Windows' rules on Linux (the same functions take the platform as an
 * argument), and the scripts it serves run from a folder whose path has spaces.
 */

let copy: ProjectCopy | undefined;
afterEach(() => {
  copy?.remove();
  copy = undefined;
});

describe("isMain: is this module the script being run?", () => {
  it.each([
    [
      "file:///C:/Users/Ana%20Ruiz/notavo/scripts/start.mjs",
      "C:\\Users\\Ana Ruiz\\notavo\\scripts\\start.mjs",
      "win32",
      true,
    ],
    ["file:///C:/Users/ana/notavo/scripts/start.mjs", "c:\\users\\ana\\notavo\\scripts\\start.mjs", "win32", true],
    ["file:///C:/Users/ana/notavo/scripts/start.mjs", "C:\\Users\\ana\\notavo\\scripts\\seed.mjs", "win32", false],
    ["file:///home/ana/my%20site/scripts/start.mjs", "/home/ana/my site/scripts/start.mjs", "linux", true],
    ["file:///Users/ana/my%20site/scripts/start.mjs", "/Users/ana/my site/scripts/start.mjs", "darwin", true],
    ["file:///home/ana/site/scripts/start.mjs", "/home/ana/site/scripts/seed.mjs", "linux", false],
    ["file:///home/ana/site/scripts/start.mjs", undefined, "linux", false],
  ] as const)("%s run as %s on %s: %s", (url, entry, platform, expected) => {
    expect(isMain(url, entry, platform)).toBe(expected);
  });

  it("is true for the script Node.js runs, by its path or through a link, in a folder with spaces, and false for what it imports", () => {
    copy = projectCopy(["scripts/platform.mjs"]);
    const platformUrl = pathToFileURL(path.join(copy.dir, "scripts/platform.mjs")).href;
    const probe = (name: string) =>
      `import { isMain } from ${JSON.stringify(platformUrl)};\nconsole.log("${name}", isMain(import.meta.url));\n`;
    copy.write("imported.mjs", probe("imported"));
    copy.write("main.mjs", `import "./imported.mjs";\n${probe("main")}`);
    expect(copy.node("main.mjs").stdout).toBe("imported false\nmain true\n");
    symlinkSync(path.join(copy.dir, "main.mjs"), path.join(copy.dir, "linked.mjs"));
    expect(copy.node("linked.mjs").stdout).toBe("imported false\nmain true\n");
  });

  it("makes the scripts that check it do their work from a folder with spaces (they used to exit 0 doing nothing)", () => {
    copy = projectCopy([
      "scripts/node-version.mjs",
      "scripts/platform.mjs",
      "scripts/assemble-standalone.mjs",
      "scripts/compile-hints.mjs",
      "server/env-files.ts",
      "server/html.ts",
      "server/flight.ts",
      "lib/pages/hydration.ts",
    ]);
    copy.write("package.json", JSON.stringify({ type: "module" }));
    const assembled = copy.node("scripts/assemble-standalone.mjs", [path.join(copy.dir, "out")]);
    expect(assembled.status).toBe(1);
    expect(assembled.stderr).toContain("no standalone build in .next");
    const hinted = copy.node("scripts/compile-hints.mjs");
    expect(hinted.status).toBe(1);
    expect(hinted.stderr).toMatch(/ENOENT.*server.app/);
  });
});

describe("compile hints", () => {
  it("tell public pages from the Studio's with either separator", () => {
    for (const sep of ["/", "\\"]) {
      const name = (...parts: string[]) => parts.join(sep);
      expect(isPublicPage(name("es", "soluciones", "notary-public.html"), sep)).toBe(true);
      expect(isPublicPage(name("index.html"), sep)).toBe(true);
      expect(isPublicPage(name("studio.html"), sep)).toBe(false);
      expect(isPublicPage(name("(studio)", "studio", "[[...tool]].html"), sep)).toBe(false);
      expect(isPublicPage(name("es", "index.rsc"), sep)).toBe(false);
    }
  });
});

describe("starting npm and a package's tool", () => {
  it("runs npm's own JavaScript with this Node.js when npm gave its path, and `npm.cmd` through a shell on Windows otherwise", () => {
    const cli = process.env.npm_execpath;
    if (cli && existsSync(cli) && /\.[cm]?js$/.test(cli)) {
      const npm = npmCommand(["--version"], { npm_execpath: cli }, "win32");
      expect(npm).toEqual({ command: process.execPath, args: [cli, "--version"], shell: false });
      expect(execFileSync(npm.command, npm.args, { encoding: "utf8" })).toMatch(/^\d+\.\d+\.\d+/);
    }
    expect(npmCommand(["run", "build"], {}, "win32")).toEqual({
      command: "npm.cmd run build",
      args: [],
      shell: true,
    });
    expect(npmCommand(["run", "build"], {}, "linux")).toEqual({ command: "npm", args: ["run", "build"], shell: false });
    expect(npmCommand(["run", "build"], {}, "darwin")).toEqual({
      command: "npm",
      args: ["run", "build"],
      shell: false,
    });
  });

  it("runs the Sanity CLI's JavaScript entry with this Node.js (node_modules/.bin/sanity is a .cmd file on Windows)", () => {
    const bin = packageBin("sanity");
    expect(bin).toBe(path.resolve(import.meta.dirname, "../../../node_modules/sanity/bin/sanity"));
    expect(readFileSync(bin, "utf8")).toMatch(/^#!\/usr\/bin\/env node\n/);
    const version = spawnSync(process.execPath, [bin, "--version"], { encoding: "utf8", timeout: 60_000 });
    expect(version.status, version.stderr).toBe(0);
    expect(version.stdout).toMatch(/\d+\.\d+\.\d+/);
  });

  it("no script starts a tool through node_modules/.bin or compares import.meta.url with argv by hand", () => {
    const root = path.resolve(import.meta.dirname, "../../..");
    const files = execFileSync("git", ["ls-files", "scripts", "bench", "lake", "server", "lib", "tests/support"], {
      cwd: root,
      encoding: "utf8",
    })
      .split("\n")
      .filter((file) => /\.(m?js|ts)$/.test(file) && !file.endsWith(".test.ts") && existsSync(path.join(root, file)));
    for (const file of files) {
      const source = readFileSync(path.join(root, file), "utf8");
      expect(source, file).not.toMatch(/["'`]node_modules\/\.bin|"\.bin"/);
      expect(source, file).not.toMatch(/=== `file:\/\/\$\{process\.argv\[1\]\}`/);
    }
  });
});

describe("finding a program", () => {
  it("takes the environment variable first, then PATH (with PATHEXT on Windows), then the fallbacks", () => {
    copy = projectCopy([]);
    const bin = path.join(copy.dir, "bin with space");
    mkdirSync(bin);
    for (const name of ["redis-server", "chromium.EXE"]) {
      writeFileSync(path.join(bin, name), "");
      chmodSync(path.join(bin, name), 0o755);
    }
    const env = { PATH: `/nowhere:${bin}` };
    expect(findOnPath(["redis-server"], env, "linux")).toBe(path.join(bin, "redis-server"));
    expect(
      findOnPath(["chromium-headless-shell", "chromium"], { Path: `/nowhere;${bin}`, PATHEXT: ".EXE;.CMD" }, "win32"),
    ).toBe(path.join(bin, "chromium.EXE"));
    expect(findOnPath(["chromium"], env, "linux")).toBeUndefined();
    expect(
      findProgram(
        { variable: "REDIS_SERVER_PATH", names: ["redis-server"] },
        { ...env, REDIS_SERVER_PATH: "/opt/redis" },
      ),
    ).toBe("/opt/redis");
    expect(findProgram({ variable: "REDIS_SERVER_PATH", names: ["redis-server"] }, env)).toBe(
      path.join(bin, "redis-server"),
    );
    const fallback = path.join(bin, "redis-server");
    expect(findProgram({ variable: "X", names: ["absent"], fallbacks: ["/absent", fallback] }, { PATH: "" })).toBe(
      fallback,
    );
    expect(findProgram({ variable: "X", names: ["absent"] }, { PATH: "" })).toBeUndefined();
  });
});
