import { existsSync } from "node:fs";
import type { PlaywrightTestOptions, PlaywrightWorkerOptions } from "@playwright/test";
import { findOnPath } from "../../scripts/platform.mjs";

/** Debian's Chromium's flags for the tests; Playwright never downloads a browser here. */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Where Debian's `chromium-headless-shell` package puts the binary. */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

/**
 * The browser the suites drive: CHROMIUM_PATH when set; else Debian's `chromium-headless-shell`
 * when installed (`.ci/run` installs it beside `chromium`), Chromium's build for headless use only,
 * the one Playwright itself runs for headless tests: the same engine and version as Debian's
 * `chromium`, with about a third of its CPU per page (20 page loads: 6.6 s of CPU against 21 s),
 * which matters when `npm test` runs three browsers on two cores; else a Chromium on PATH
 * (`chromium-headless-shell`, `chromium`, …); else none named, and Playwright runs the browser it
 * installed itself (`npx playwright install chromium`, e.g. on macOS or Windows).
 */
const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH?.trim() ||
  (existsSync(HEADLESS_SHELL)
    ? HEADLESS_SHELL
    : findOnPath(["chromium-headless-shell", "chromium", "chromium-browser", "google-chrome", "chrome"]));

/**
 * Playwright's trace: off unless PLAYWRIGHT_TRACE names a mode (`retain-on-failure` keeps one for
 * each failed test, to open with `npx playwright show-trace`). Recording costs more than most tests
 * do, a DOM snapshot per action and a screencast of every frame, and `npm test` runs on two cores:
 * the Studio's document walk (01, 118 documents, two cores to itself) took 95 s recording as
 * `retain-on-failure`, 70 s with snapshots only, 49 s with none. A failed test still leaves its
 * screenshot and the error's call log.
 */
const TRACE = (process.env.PLAYWRIGHT_TRACE ?? "off") as PlaywrightWorkerOptions["trace"];

/** The browser settings both browser suites use (their configs' `use`). */
export const BROWSER_USE: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> = {
  browserName: "chromium",
  launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
  trace: TRACE,
  screenshot: "only-on-failure",
};
