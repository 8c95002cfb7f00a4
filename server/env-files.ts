// Settings from .env files, read into process.env by the code Next.js reads them with
// (@next/env's loadEnvConfig, what `next build`, `next dev` and `next start` call), so that
// `npm start`, the container, `npm run edit`, `npm run seed`, the build stamp and every script see
// what the build sees. In order, the first file to set a variable wins: .env.production.local,
// .env.local, .env.production, .env (with NODE_ENV=test: .env.test.local, .env.test, .env). A
// variable already set in the environment wins over every file. Each entry calls this before any
// module reads a variable (lib/platform/env.ts reads them all as it loads).
import path from "node:path";
import nextEnv from "@next/env";

/** The project's folder (in the container, the assembled folder: server/ sits in it the same way). */
const projectDir = path.resolve(import.meta.dirname, "..");

/**
 * Reads `dir`'s .env files into process.env and returns the names of those it read. As in Next.js,
 * the first call in a process decides: later calls (Next.js's own, as the server starts) change nothing.
 */
export function loadEnvFiles(dir: string = projectDir): string[] {
  const quiet = { info: () => {}, error: (...args: unknown[]) => console.error(...args) };
  const { loadedEnvFiles } = nextEnv.loadEnvConfig(dir, false, quiet);
  return loadedEnvFiles.map((file) => file.path);
}
