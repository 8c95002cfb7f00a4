// Builds the production site when there is no build yet, or when the sources or the
// public (build-time) environment changed since the last one.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const SOURCES = [
  "app",
  "blocks",
  "components",
  "content",
  "lib",
  "public",
  "schemas",
  "studio",
  "instrumentation.ts",
  "next.config.ts",
  "proxy.ts",
  "package-lock.json",
  "postcss.config.mjs",
  "scripts/compile-hints.mjs",
  "server/html.ts",
  "tsconfig.json",
];
const distDir = () => path.join(root, process.env.NEXT_DIST_DIR || ".next");
const stampFile = () => path.join(distDir(), "source-stamp");

// The local Content Lake's own state (drafts kept across restarts: content/.lake/) is not a
// source of the build; hashing it would rebuild on every `npm run edit` after an edit.
const notSources = (name) => !name.split(path.sep).includes(".lake");

function walk(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { recursive: true })
    .map((name) => path.join(entry, name))
    .filter((name) => notSources(name) && statSync(path.join(root, name)).isFile())
    .sort();
}

export function sourceStamp() {
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap(walk)) hash.update(file).update(readFileSync(path.join(root, file)));
  const publicEnv = Object.keys(process.env)
    .filter((name) => name.startsWith("NEXT_PUBLIC_"))
    .sort();
  for (const name of publicEnv) hash.update(`${name}=${process.env[name]}`);
  return hash.digest("hex");
}

function isBuilt(stamp) {
  return (
    existsSync(path.join(distDir(), "BUILD_ID")) &&
    existsSync(stampFile()) &&
    readFileSync(stampFile(), "utf8") === stamp
  );
}

const BUILDING = "Building the production site (first start, or the sources or NEXT_PUBLIC_* settings changed)…";
const buildOptions = () => ({ cwd: root, stdio: "inherit", env: { NEXT_TELEMETRY_DISABLED: "1", ...process.env } });

export function ensureBuild() {
  const stamp = sourceStamp();
  if (isBuilt(stamp)) return;
  console.log(BUILDING);
  const result = spawnSync("npm", ["run", "build"], buildOptions());
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile(), stamp);
}

/** The same, without blocking this process: `npm run edit` serves the lake the build reads from. */
export async function ensureBuildAsync() {
  const stamp = sourceStamp();
  if (isBuilt(stamp)) return;
  console.log(BUILDING);
  const status = await new Promise((resolve) =>
    spawn("npm", ["run", "build"], buildOptions()).on("exit", (code) => resolve(code)),
  );
  if (status !== 0) process.exit(status ?? 1);
  writeFileSync(stampFile(), stamp);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
