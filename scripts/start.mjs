// `npm start`: the production site on PORT (default 3000), building first when needed.
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureBuild } from "./ensure-build.mjs";

ensureBuild();
const root = path.resolve(import.meta.dirname, "..");
const port = process.env.PORT || "3000";
const server = spawn(path.join(root, "node_modules/.bin/next"), ["start", "--port", port], { cwd: root, stdio: "inherit", env: { NEXT_TELEMETRY_DISABLED: "1", ...process.env } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
