import { defineConfig } from "@playwright/test";
import { E2E_REVALIDATE_SECRET } from "./tests/support/e2e-env";

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Debian's Chromium; Playwright never downloads a browser here. */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  webServer: {
    // The production build, built first when needed; bundled content, outbox email.
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT), SANITY_REVALIDATE_SECRET: E2E_REVALIDATE_SECRET },
    timeout: 15 * 60_000,
    // E2E_REUSE=1 runs against a server you started yourself on E2E_PORT (local iteration only).
    reuseExistingServer: process.env.E2E_REUSE === "1",
    stdout: "pipe",
  },
});
