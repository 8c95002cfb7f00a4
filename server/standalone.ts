// The configuration our server gives Next.js: the one the build resolved. In an assembled
// standalone folder (scripts/assemble-standalone.mjs, the container) there is no next.config.ts
// to load, nor the TypeScript toolchain to load it with. Next.js's own standalone server.js hands
// the build's configuration over through __NEXT_PRIVATE_STANDALONE_CONFIG, which Next.js's config
// loader takes before looking for a config file (next/dist/server/config.js); this does the same
// before next({...}). In the project folder it is the same configuration (a changed next.config.ts
// means a rebuild: scripts/ensure-build.mjs), and it keeps Next.js from warning on every start that
// a build with `output: "standalone"` should be served by server.js (we serve it ourselves).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Sets __NEXT_PRIVATE_STANDALONE_CONFIG from the build's `required-server-files.json` in `dir`
 * (its distDir: NEXT_DIST_DIR or .next, as next.config.ts says) and returns true; false, changing
 * nothing, when there is no build there.
 */
export function applyBuildConfig(dir: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.__NEXT_PRIVATE_STANDALONE_CONFIG) return true;
  const manifest = path.join(dir, env.NEXT_DIST_DIR || ".next", "required-server-files.json");
  if (!existsSync(manifest)) return false;
  const { config } = JSON.parse(readFileSync(manifest, "utf8")) as { config?: Record<string, unknown> };
  if (!config) return false;
  env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  return true;
}
