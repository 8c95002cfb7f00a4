// Assembles the production server into one self-contained folder: what the container image
// holds (Dockerfile) and what tests/reliability/standalone.test.ts runs from an empty temporary
// folder. Run after `npm run build` (next.config.ts has `output: "standalone"`):
//
//   node scripts/assemble-standalone.mjs <outDir>
//
// <outDir> must not exist or be empty. It gets:
// - .next/standalone: the server code and node_modules the build traced for every route;
// - .next/static and public/: the browser's files, which Next.js leaves out of the standalone
//   folder (it expects a CDN to serve them) and which our server serves itself;
// - content/: the bundled dataset, read at request time when no Sanity project is set (the
//   build's traces include it already; copied whole so an image upload folder is there too);
// - server/ and what it imports: our server runs instead of the standalone server.js, so its
//   own files (TypeScript, which Node.js runs as it is) and every module they load (lib/*.ts,
//   zod, next's custom-server entry, ...) are traced here with @vercel/nft (the tracer Next.js
//   itself uses) and copied beside the rest.
// Then `node server/main.ts` in <outDir> starts the site with nothing else on disk.
import "./node-version.mjs";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import nodeModule, { createRequire } from "node:module";
import path from "node:path";
import { isMain } from "./platform.mjs";

const root = path.resolve(import.meta.dirname, "..");
const { loadEnvFiles } = await import("../server/env-files.ts");
const require = createRequire(import.meta.url);
/**
 * The entry the container runs, and anything it loads only by name: Next.js imports the cache
 * handler (next.config.ts's `cacheHandler`) by its path, as TypeScript run by Node.js.
 */
const SERVER_ENTRIES = ["server/main.ts", "lib/platform/cache-handler/index.ts"];

/** Every file under `dir` (relative to it), for the summary. */
function countFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

function sizeOf(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

// Node.js marks the type stripper experimental (the same one that runs server/*.ts); one
// warning per run about it says nothing to whoever assembles.
const emitWarning = process.emitWarning;
process.emitWarning = (warning, ...rest) =>
  String(warning).includes("stripTypeScriptTypes") ? undefined : emitWarning.call(process, warning, ...rest);

/** The files our server loads, relative to the project root (nft over the TypeScript, types stripped). */
async function traceServer() {
  const { nodeFileTrace } = require("next/dist/compiled/@vercel/nft");
  const readFile = async (file) => {
    let text;
    try {
      text = readFileSync(file);
    } catch (error) {
      if (error.code === "ENOENT" || error.code === "EISDIR") return null;
      throw error;
    }
    const ours = file.startsWith(root + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`);
    return ours && /\.(c|m)?ts$/.test(file) ? nodeModule.stripTypeScriptTypes(text.toString("utf8")) : text;
  };
  const { fileList, warnings } = await nodeFileTrace(
    SERVER_ENTRIES.map((entry) => path.join(root, entry)),
    // Next.js is not followed: `import next from "next"` is the entry Next.js's own standalone
    // server.js loads, so the build traced it and all it needs; following it would pull in
    // next's whole compiled/ folder (~100 MB more).
    {
      base: root,
      processCwd: root,
      readFile,
      ts: true,
      mixedModules: true,
      ignore: (file) => file.startsWith("node_modules/next/"),
    },
  );
  const problems = [...warnings].filter((warning) => !/Failed to resolve dependency/.test(String(warning?.message)));
  for (const warning of problems) console.warn(`[assemble] trace: ${warning?.message ?? warning}`);
  return [...fileList].filter((file) => !file.startsWith(".next/") && !file.startsWith("..")).sort();
}

export async function assembleStandalone(outDir, { distDir, quiet = false } = {}) {
  loadEnvFiles(root);
  distDir ??= process.env.NEXT_DIST_DIR || ".next";
  const started = performance.now();
  const dist = path.resolve(root, distDir);
  const standalone = path.join(dist, "standalone");
  if (!existsSync(path.join(standalone, ".next", "BUILD_ID"))) {
    throw new Error(
      `no standalone build in ${path.relative(root, standalone) || standalone}: run \`npm run build\` first (next.config.ts sets output: "standalone")`,
    );
  }
  const buildId = readFileSync(path.join(dist, "BUILD_ID"), "utf8");
  if (readFileSync(path.join(standalone, ".next", "BUILD_ID"), "utf8") !== buildId) {
    throw new Error(`${path.relative(root, standalone)} is from another build than ${distDir}: rebuild`);
  }
  const out = path.resolve(outDir);
  if (existsSync(out) && readdirSync(out).length > 0) throw new Error(`${out} is not empty`);
  mkdirSync(out, { recursive: true });

  // The traced server and its node_modules. Symbolic links stay links (Turbopack's hashed
  // external-module links in .next/node_modules point into node_modules/).
  cpSync(standalone, out, { recursive: true, verbatimSymlinks: true });
  // The build's own state, not needed to serve: the standalone folder carries none, keep it so.
  cpSync(path.join(dist, "static"), path.join(out, ".next", "static"), { recursive: true });
  if (existsSync(path.join(root, "public")))
    cpSync(path.join(root, "public"), path.join(out, "public"), { recursive: true });
  // The bundled dataset, without the local Content Lake's own state (drafts of `npm run edit`).
  rmSync(path.join(out, "content"), { recursive: true, force: true });
  cpSync(path.join(root, "content"), path.join(out, "content"), {
    recursive: true,
    filter: (source) => !path.relative(root, source).split(path.sep).includes(".lake"),
  });

  const traced = await traceServer();
  let added = 0;
  for (const file of traced) {
    const target = path.join(out, file);
    if (existsSync(target)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(root, file), target, { verbatimSymlinks: true });
    added += 1;
  }
  // Next.js's standalone server.js would start Next.js's own server, not ours: the folder has one entry.
  rmSync(path.join(out, "server.js"), { force: true });
  // What was assembled from which build, for whoever inspects an image.
  writeFileSync(
    path.join(out, ".next", "ASSEMBLED"),
    `${JSON.stringify({ buildId, serverEntries: SERVER_ENTRIES, tracedServerFiles: traced.length }, null, 2)}\n`,
  );

  const seconds = (performance.now() - started) / 1000;
  if (!quiet) {
    console.log(
      `[assemble] ${out}: ${countFiles(out)} files, ${(sizeOf(out) / 1024 / 1024).toFixed(1)} MB; ` +
        `${traced.length} files traced from ${SERVER_ENTRIES.join(", ")} (${added} not already in the standalone output); ${seconds.toFixed(1)} s`,
    );
  }
  return { out, seconds, traced, added };
}

if (isMain(import.meta.url)) {
  const target = process.argv[2];
  if (!target) {
    console.error("usage: node scripts/assemble-standalone.mjs <outDir>");
    process.exit(2);
  }
  await assembleStandalone(target);
}
