// `npm test`: every suite, within 15 minutes on two cores. The static checks and the unit tests run
// first (they are quick and fail fast); then the two browser suites run side by side: each spends
// most of its time waiting on a browser or a server (the site's e2e suite on its production build,
// the Studio suite on `npm run edit` with its own build), so together they take little more than the
// longer one. Each suite keeps its own ports, build folder and results folder; their output is
// interleaved line by line, each line prefixed with its suite. Exits non-zero when any suite fails,
// after the others have finished, and prints each suite's time.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** Runs `npm run <script>`, its output prefixed; resolves with its exit code and time. */
function run(script, prefix = "") {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", "--silent", script], { stdio: prefix ? ["ignore", "pipe", "pipe"] : "inherit", shell: process.platform === "win32" });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on("line", (line) => process.stdout.write(`${prefix}${line}\n`));
    }
    child.on("close", (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

const results = [];
for (const script of ["typegen", "typecheck", "lint", "test:unit"]) {
  const result = await run(script);
  results.push(result);
  if (result.code !== 0) break;
}
if (results.every((result) => result.code === 0)) {
  results.push(...(await Promise.all([run("test:e2e", "[e2e] "), run("test:studio", "[studio] ")])));
}

console.log("\nnpm test:");
for (const { script, code, seconds } of results) console.log(`  ${script.padEnd(12)} ${code === 0 ? "passed" : "FAILED"} in ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
