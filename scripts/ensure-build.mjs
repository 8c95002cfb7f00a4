// Builds the production site when there is no build yet, or when the sources or the
// public (build-time) environment changed since the last one, .env files included.
import "./node-version.mjs";
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isMain, npmCommand } from "./platform.mjs";

const { loadEnvFiles } = await import("../server/env-files.ts");

const root = path.resolve(import.meta.dirname, "..");
/** What the build reads: every folder and file the site's code (the Studio's included) is made of. */
export const SOURCES = [
  "app",
  "blocks",
  "components",
  "content",
  "features",
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

/** A stamp of the build's sources and NEXT_PUBLIC_* settings (the environment's and the .env files'). */
export function sourceStamp() {
  loadEnvFiles(root);
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
/** `npm run build` (typegen, `next build`, compile hints), started as scripts/platform.mjs says. */
const build = npmCommand(["run", "build"]);
const cannotStart = (error) => {
  console.error(`Could not start \`npm run build\` (${build.command}): ${error.message}`);
  process.exit(1);
};
const buildOptions = () => ({
  cwd: root,
  stdio: "inherit",
  shell: build.shell,
  env: { NEXT_TELEMETRY_DISABLED: "1", ...process.env },
});

export function ensureBuild() {
  const stamp = sourceStamp();
  if (isBuilt(stamp)) return;
  console.log(BUILDING);
  const result = spawnSync(build.command, build.args, buildOptions());
  if (result.error) cannotStart(result.error);
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile(), stamp);
}

/** The same, without blocking this process: `npm run edit` serves the lake the build reads from. */
export async function ensureBuildAsync() {
  const stamp = sourceStamp();
  if (isBuilt(stamp)) return;
  console.log(BUILDING);
  const status = await new Promise((resolve) =>
    spawn(build.command, build.args, buildOptions())
      .on("error", cannotStart)
      .on("exit", (code) => resolve(code)),
  );
  if (status !== 0) process.exit(status ?? 1);
  writeFileSync(stampFile(), stamp);
}

if (isMain(import.meta.url)) ensureBuild();
