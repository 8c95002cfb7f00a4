import path from "node:path";
import { defineConfig } from "@playwright/test";
import { BROWSER_USE } from "../support/chromium";
import { BROWSER_HOME } from "./certificate";

/**
 * `npm run test:studio`: the marketers' editing loop. `npm run edit` on a temporary copy
 * of `content/` (the global setup starts it and builds `.next-edit` when needed), the Studio in
 * Chromium against the local Content Lake, and the site it publishes to. The files run one after
 * another in one worker, in name order: they share one dataset, and the last one checks that the
 * copy differs from `content/` by exactly the edits the others made.
 */
export default defineConfig({
  testDir: ".",
  outputDir: path.resolve(import.meta.dirname, "../../test-results/studio"),
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  globalSetup: "./global-setup.ts",
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    ...BROWSER_USE,
    // The lake's certificate is checked: the browser's home trusts it (./certificate.ts, global-setup.ts).
    launchOptions: { ...BROWSER_USE.launchOptions, env: { ...process.env, HOME: BROWSER_HOME } },
    viewport: { width: 1440, height: 900 },
  },
});
