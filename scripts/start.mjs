// `npm start`: the production site on PORT (default 3000), building first when needed.
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureBuild } from "./ensure-build.mjs";

if (process.features.typescript) {
  ensureBuild();
  // Before Next.js and React load: they pick their production builds from it.
  process.env.NODE_ENV = "production";
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
  const { startServer } = await import("../server/index.ts");
  const server = await startServer({ port: Number(process.env.PORT || 3000) });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      server.close();
      process.exit(0);
    });
  }
} else {
  // The server is TypeScript, which Node.js runs as it is from 22.6 on. `npm start` puts the
  // project's Node.js 24 (the `node` devDependency) first on PATH; an older Node.js that runs this
  // file directly hands over to it.
  const node24 = path.resolve(import.meta.dirname, "../node_modules/node/bin/node");
  const child = spawn(node24, process.argv.slice(1), { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
