// The platform path: what Vercel, Netlify or `next start` behind a proxy run is Next.js's own
// server, never server/. This runs the browser specs tagged @smoke (every page with its content,
// the Solutions menu, a signup end to end with its two emails) against plain `next start` on the
// same build as everything else. Run by `npm run test:reliability` (after the Vitest part), or
// alone with `npm run test:platform`. Ports: PLATFORM_PORT (default 3710) and the next one for
// the fake Resend.
import "./tests/support/platform-ports";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "./tests/support/chromium";
import { E2E_PORT as PORT, e2eServerEnv } from "./tests/support/e2e-env";

export default defineConfig({
  testDir: "tests/e2e",
  // PLATFORM_ALL=1 runs the whole browser suite this way instead (README lists what fails and why).
  grep: process.env.PLATFORM_ALL === "1" ? undefined : /@smoke/,
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // The same fake Resend as the browser suite, on this run's port.
  globalSetup: "./tests/support/e2e-global-setup.ts",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  webServer: {
    // The suite's build (built first when needed, as for npm start), served by Next.js alone.
    command: `node scripts/ensure-build.mjs && npx next start --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    env: { ...e2eServerEnv(), PORT: String(PORT), NEXT_TELEMETRY_DISABLED: "1" },
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
