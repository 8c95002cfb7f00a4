// The scripts that run the server are TypeScript underneath, which Node.js runs as it is from
// 22.6 on. `npm start` and `npm run edit` put the project's Node.js 24 (the `node` devDependency)
// first on PATH; an older Node.js that runs such a script directly hands over to it here.
import { spawn } from "node:child_process";
import path from "node:path";

/** Runs this same command under the project's Node.js 24, passing signals on and its exit code back. */
export function handOverToNode24() {
  const node24 = path.resolve(import.meta.dirname, "../node_modules/node/bin/node");
  const child = spawn(node24, process.argv.slice(1), { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
