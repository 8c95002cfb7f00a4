// The platform path: what Vercel, Netlify or `next start` behind a proxy run is Next.js's own
// server, never server/. This runs the browser specs tagged @smoke (every page with its content,
// the Solutions menu, a signup end to end with its two emails) against plain `next start` on the
// same build as everything else. Run by `npm run test:reliability` (after the Vitest part), or
// alone with `npm run test:platform`. Ports: PLATFORM_PORT (default 3710) and the next one for
// the fake Resend.
import "../support/platform-ports";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_PORT as PORT, e2eServerEnv } from "../support/e2e-env";
import suite from "./playwright.config";

// The browser suite's settings (its fake Resend included, on this run's port), with Next.js's own server.
export default defineConfig({
  ...suite,
  // PLATFORM_ALL=1 runs the whole browser suite this way instead (README lists what fails and why).
  grep: process.env.PLATFORM_ALL === "1" ? undefined : /@smoke/,
  webServer: {
    // The suite's build (built first when needed, as for npm start), served by Next.js alone.
    command: `node scripts/ensure-build.mjs && npx next start --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    env: { ...e2eServerEnv(), PORT: String(PORT), NEXT_TELEMETRY_DISABLED: "1" },
    timeout: 15 * 60_000,
    cwd: path.resolve(import.meta.dirname, "../.."),
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
