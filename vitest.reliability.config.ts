import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:reliability`: load, faults and multi-instance tests against the production
 * server (`node scripts/start.mjs`, built once by the global setup) on ports 3600–3699, a
 * local fake Resend and a throwaway redis-server. One file at a time: they measure.
 */
export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
    },
  },
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/reliability/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 10 * 60_000,
    hookTimeout: 3 * 60_000,
    reporters: ["verbose"],
  },
});
