import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Server-only modules are tested directly; the guard matters to the Next.js bundler only.
      "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "blocks/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    // next-sanity imports `next/headers` without an extension; let Vite resolve it.
    server: { deps: { inline: [/next-sanity/] } },
  },
});
