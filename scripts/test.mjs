// `npm test`: every suite, within 15 minutes on two cores. The static checks run first (quick, and
// they fail fast). Then the unit tests and the two browser suites start together: the browser
// suites spend their first minutes building (the site's e2e suite its production build into .next,
// the Studio suite `npm run edit`'s into .next-edit), and a build alone keeps less than one core
// busy, so the unit tests run beside the builds instead of before them. The two builds run side by
// side too (one after the other took longer: each leaves a core mostly idle). Each suite keeps its
// own ports, build folder and results folder; their output is interleaved line by line, each line
// prefixed with its suite. When the unit tests fail, the browser suites are stopped (fail fast);
// otherwise it exits non-zero when any suite fails, after the others have finished, and prints
// each suite's time. A failed suite's report (Playwright's or Vitest's failures and counts) is
// printed again at the very end, so that it is the last thing a CI log shows even when the other
// suite went on printing for minutes after it.
import "./node-version.mjs";
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { npmCommand } from "./platform.mjs";

// The builds' own type-check pass (next.config.ts) repeats `typecheck`, which has passed by then.
const env = { ...process.env, NEXT_BUILD_SKIP_TYPECHECK: "1" };

/** The scripts running now, each with its stop(). */
const running = new Set();

/** The start of a failure report: Playwright's list reporter (`  1) [chromium] › …`) or Vitest's (` FAIL  …` / `⎯⎯ Failed Tests 1 ⎯⎯`). */
const REPORT_START = /^\s+1\) \[|Failed Tests \d+|^ FAIL /;
const REPORT_HEAD_LINES = 80;
const REPORT_TAIL_LINES = 20;

/** Keeps a suite's report: the lines from its first failure on (a bounded head and tail). */
function reportKeeper() {
  let head = null;
  let tail = [];
  let skipped = 0;
  return {
    add(line) {
      if (head === null) {
        if (REPORT_START.test(line)) head = [line];
        return;
      }
      if (head.length < REPORT_HEAD_LINES) return void head.push(line);
      tail.push(line);
      if (tail.length > REPORT_TAIL_LINES) {
        tail.shift();
        skipped++;
      }
    },
    lines: () => (head === null ? [] : [...head, ...(skipped > 0 ? [`… (${skipped} lines)`] : []), ...tail]),
  };
}

/** Runs `npm run <script>`, its output prefixed; `done` resolves with its exit code, time and failure report; `stop()` interrupts it. */
function run(script, prefix = "") {
  const started = Date.now();
  const report = reportKeeper();
  // Its own process group, so that stopping it reaches Playwright and what it started.
  const npm = npmCommand(["run", "--silent", script]);
  const child = spawn(npm.command, npm.args, {
    env,
    stdio: prefix ? ["ignore", "pipe", "pipe"] : "inherit",
    shell: npm.shell,
    detached: process.platform !== "win32",
  });
  if (prefix) {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on("line", (line) => {
        process.stdout.write(`${prefix}${line}\n`);
        report.add(line);
      });
    }
  }
  let stopped = false;
  const done = new Promise((resolve) => {
    child.on("close", (code, signal) =>
      resolve({
        script,
        prefix,
        report: report.lines(),
        code: stopped ? "stopped" : (code ?? (signal ? 1 : 0)),
        seconds: Math.round((Date.now() - started) / 1000),
      }),
    );
  });
  // SIGINT, like Ctrl-C: Playwright stops its tests, runs its teardown (`npm run edit` is stopped) and stops its web server.
  const stop = () => {
    if (child.exitCode !== null || stopped) return;
    stopped = true;
    try {
      process.kill(process.platform === "win32" ? child.pid : -child.pid, "SIGINT");
    } catch {
      // Already gone.
    }
  };
  const handle = { done, stop };
  running.add(handle);
  done.then(() => running.delete(handle));
  return handle;
}

// Ctrl-C: passed on to every script running (each in its own process group), then their results.
process.on("SIGINT", () => {
  for (const handle of running) handle.stop();
});

const results = [];
for (const script of ["typegen", "typecheck", "lint"]) {
  const result = await run(script).done;
  results.push(result);
  if (result.code !== 0) break;
}
if (results.every((result) => result.code === 0)) {
  const browserSuites = [run("test:e2e", "[e2e] "), run("test:studio", "[studio] ")];
  const unit = await run("test:unit", "[unit] ").done;
  results.push(unit);
  if (unit.code !== 0) {
    console.log("\nnpm test: the unit tests failed; stopping the browser suites.");
    for (const suite of browserSuites) suite.stop();
  }
  results.push(...(await Promise.all(browserSuites.map((suite) => suite.done))));
}

for (const { script, prefix, report, code } of results) {
  if (code === 0 || code === "stopped" || report.length === 0) continue;
  console.log(`\nnpm test: ${script} failed; its report again:`);
  for (const line of report) console.log(`${prefix}${line}`);
}

const verdict = (code) => (code === 0 ? "passed" : code === "stopped" ? "stopped" : "FAILED");
console.log("\nnpm test:");
for (const { script, code, seconds } of results)
  console.log(`  ${script.padEnd(12)} ${verdict(code)} in ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
