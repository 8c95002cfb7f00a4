// Runs after `next build`. Marks every script a public page runs at load with V8's explicit
// compile hint, `//# allFunctionsCalledOnLoad` (https://v8.dev/blog/explicit-compile-hints):
// Chrome then compiles the whole file on a background thread while it downloads, instead of
// compiling each function lazily on the main thread while React hydrates. On this machine that
// cut the framework's main-thread work at load by about two thirds and Lighthouse's Total
// Blocking Time from ~400 ms to ~170 ms (see the README's benchmark). Scripts loaded on demand
// (the signup widget, the Studio) are left alone: most of their functions never run at load.
import "./node-version.mjs";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isMain } from "./platform.mjs";

const { loadTimeScripts } = await import("../server/html.ts");
const { loadEnvFiles } = await import("../server/env-files.ts");

const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const STATIC_PREFIX = "/_next/static/";
const root = path.resolve(import.meta.dirname, "..");
const distDir = () => path.join(root, process.env.NEXT_DIST_DIR || ".next");

/**
 * Whether a prerendered page's file name (relative to server/app, with the system's separator
 * `sep`) is a public page: the Studio's (`studio.html`, `(studio)/…`) has its own, much larger, bundle.
 */
export function isPublicPage(name, sep = path.sep) {
  const slashed = name.split(sep).join("/");
  return slashed.endsWith(".html") && !/(^|\/)\(?studio\)?(\/|\.html$)/.test(slashed);
}

/** The prerendered public pages. */
function publicPages() {
  const pagesDir = path.join(distDir(), "server", "app");
  return readdirSync(pagesDir, { recursive: true })
    .filter((name) => isPublicPage(name))
    .map((name) => path.join(pagesDir, name));
}

export function addCompileHints() {
  loadEnvFiles(root);
  const scripts = new Set(
    publicPages()
      .flatMap((file) => loadTimeScripts(readFileSync(file, "utf8")))
      .filter((src) => src.startsWith(STATIC_PREFIX))
      .map((src) => src.slice(STATIC_PREFIX.length)),
  );
  let marked = 0;
  for (const script of scripts) {
    const file = path.join(distDir(), "static", ...script.split("/"));
    if (!existsSync(file))
      throw new Error(`compile hints: ${script} is loaded by a page but not in the build's static folder`);
    const text = readFileSync(file, "utf8");
    if (text.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + text);
    marked += 1;
  }
  console.log(`compile hints: ${scripts.size} load-time scripts, ${marked} newly marked`);
}

if (isMain(import.meta.url)) addCompileHints();
