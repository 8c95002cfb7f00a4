import path from "node:path";
import { defineConfig } from "@playwright/test";
import { BROWSER_USE } from "../support/chromium";
import { E2E_PORT as PORT, e2eServerEnv } from "../support/e2e-env";

const root = path.resolve(import.meta.dirname, "../..");

export default defineConfig({
  testDir: ".",
  // Its own results folder: npm test runs it beside the Studio suite, and each empties its folder first.
  outputDir: path.join(root, "test-results/e2e"),
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // A local HTTP stand-in for Resend (RESEND_BASE_URL), on E2E_RESEND_PORT (default E2E_PORT + 50).
  globalSetup: "../support/e2e-global-setup.ts",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...BROWSER_USE,
  },
  webServer: {
    // The production build, built first when needed; bundled content; email to the fake Resend.
    command: "node scripts/start.mjs",
    cwd: root,
    url: `http://127.0.0.1:${PORT}/`,
    env: e2eServerEnv(),
    timeout: 15 * 60_000,
    // E2E_REUSE=1 runs against a server you started yourself on E2E_PORT (local iteration only).
    reuseExistingServer: process.env.E2E_REUSE === "1",
    stdout: "pipe",
  },
});
