import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Two projects. `unit` (npm run test:unit): the unit tests, beside their code in blocks/ and
 * server/, and in tests/unit. `reliability` (npm run test:reliability): load, faults and multi-instance tests against
 * the production server (built once by the global setup) on ports 3600–3699, a local fake Resend and
 * a throwaway redis-server; one file at a time, because they measure.
 */
export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Server-only modules are tested directly; the guard matters to the Next.js bundler only.
      "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
    },
  },
  test: {
    environment: "node",
    // Two test files at a time (the reliability project: one, fileParallelism), where Vitest's
    // default is the cores less one: one on two cores. The unit files wait (timers, sockets, child
    // processes) more than they compute (~80 s of CPU in ~130 s one at a time). Not more: the
    // files that time a deadline (deadline-retry, shutdown) failed with three and six at a time
    // on a loaded machine.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}", "blocks/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
          testTimeout: 30_000,
          // next-sanity imports `next/headers` without an extension; let Vite resolve it.
          server: { deps: { inline: [/next-sanity/] } },
        },
      },
      {
        extends: true,
        test: {
          name: "reliability",
          include: ["tests/reliability/**/*.test.ts"],
          globalSetup: ["tests/reliability/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 10 * 60_000,
          hookTimeout: 3 * 60_000,
        },
      },
    ],
  },
});
