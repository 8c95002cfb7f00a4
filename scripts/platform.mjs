// What the scripts do differently on Windows, macOS and Linux, in one place: knowing whether a
// module is the script being run, starting npm and a package's command-line tool without a shell,
// finding a program on PATH. tests/unit/scripts/platform.test.ts runs each with Windows' rules on Linux.
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Whether the module at `moduleUrl` (its `import.meta.url`) is the script Node.js was started with
 * (`entry`, process.argv[1]). Comparing the URL with `file://${process.argv[1]}` fails on Windows
 * (`file:///C:/…` against `C:\…`) and wherever the path has a space or another character a URL
 * escapes (`%20`): the script then silently does nothing.
 */
export function isMain(moduleUrl, entry = process.argv[1], platform = process.platform) {
  if (!entry) return false;
  const windows = platform === "win32";
  const paths = windows ? path.win32 : path.posix;
  const modulePath = paths.resolve(fileURLToPath(moduleUrl, { windows }));
  const entryPath = paths.resolve(entry);
  const same = (a, b) => (windows ? a.toLowerCase() === b.toLowerCase() : a === b);
  if (same(modulePath, entryPath)) return true;
  // Node.js runs a script through a symbolic link by its real path (import.meta.url), while argv keeps the link.
  if (platform !== process.platform) return false;
  try {
    return same(realpathSync(modulePath), realpathSync(entryPath));
  } catch {
    return false;
  }
}

/**
 * How to start `npm <args>` from a script: npm's own JavaScript entry run by this Node.js
 * (npm_execpath, which npm sets for the scripts it runs), so no shell and no `.cmd` wrapper is
 * involved, and the same Node.js runs what npm runs; outside npm, the `npm` on PATH (on Windows
 * `npm.cmd`, which Node.js starts only through a shell: one command line, for `args` without spaces).
 */
export function npmCommand(args, env = process.env, platform = process.platform) {
  const cli = env.npm_execpath;
  if (cli && /\.[cm]?js$/.test(cli) && existsSync(cli)) {
    return { command: process.execPath, args: [cli, ...args], shell: false };
  }
  if (platform === "win32") return { command: ["npm.cmd", ...args].join(" "), args: [], shell: true };
  return { command: "npm", args, shell: false };
}

/**
 * The JavaScript file behind a package's command-line tool (`bin` in its package.json): run it
 * with process.execPath. node_modules/.bin/<name> is a shell script or a symbolic link on Linux
 * and macOS and a `.cmd` file on Windows, which Node.js cannot start without a shell.
 */
export function packageBin(packageName, binName = packageName, projectRoot = root) {
  const dir = path.join(projectRoot, "node_modules", ...packageName.split("/"));
  const { bin } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  const relative = typeof bin === "string" ? bin : bin?.[binName];
  if (!relative) throw new Error(`${packageName} has no command-line tool named ${binName}`);
  return path.join(dir, relative);
}

/**
 * The first of `names` found as an executable file in `PATH`'s folders (on Windows each also with
 * PATHEXT's extensions, `.exe`, `.cmd`, …), or undefined.
 */
export function findOnPath(names, env = process.env, platform = process.platform) {
  const windows = platform === "win32";
  // Windows calls it Path, and separates its folders with `;`.
  const pathKey = Object.keys(env).find((key) => key.toUpperCase() === "PATH") ?? "PATH";
  const dirs = (env[pathKey] ?? "").split(windows ? ";" : ":").filter(Boolean);
  const extensions = windows ? ["", ...(env.PATHEXT ?? ".EXE;.CMD;.BAT;.COM").split(";").filter(Boolean)] : [""];
  for (const name of names) {
    for (const dir of dirs) {
      for (const extension of extensions) {
        const candidate = path.join(dir, name + extension);
        try {
          if (statSync(candidate).isFile()) return candidate;
        } catch {
          // Not there.
        }
      }
    }
  }
  return undefined;
}

/**
 * A program the tests or the benchmark start: the path in the environment variable `variable`
 * when set, else the first of `names` on PATH, else the first of `fallbacks` that exists (Debian's
 * locations outside PATH), else undefined.
 */
export function findProgram({ variable, names, fallbacks = [] }, env = process.env, platform = process.platform) {
  const set = env[variable]?.trim();
  if (set) return set;
  return findOnPath(names, env, platform) ?? fallbacks.find((file) => existsSync(file));
}
