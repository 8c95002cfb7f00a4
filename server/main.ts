// The production process: the server of server/index.ts on PORT (default 3000, every
// interface), drained on SIGTERM or SIGINT (server/shutdown.ts): exit 0 when everything in
// flight finished within SHUTDOWN_TIMEOUT_S, 1 when something was cut off; a second signal ends
// it at once. `npm start` runs it after ensuring a build (scripts/start.mjs); the container runs
// it directly (Dockerfile). Whoever runs it sets NODE_ENV=production first: Next.js and React
// pick their builds from it as they load. Settings in .env files are read first (server/env-files.ts),
// then the modules that read them are loaded.
import { loadEnvFiles } from "./env-files.ts";

const envFiles = loadEnvFiles();
const { env } = await import("../lib/platform/env.ts");
const { logger } = await import("../lib/platform/log.ts");
const { startServer } = await import("./index.ts");

const log = logger("server");
if (envFiles.length > 0) log.info(`settings from ${envFiles.join(", ")}`);
const port = Number(process.env.PORT || 3000);
const { shutdown } = await startServer({ port }).catch((error: NodeJS.ErrnoException) => {
  const why =
    error.code === "EADDRINUSE"
      ? `port ${port} is already in use (set PORT, or stop what listens there)`
      : error.message;
  log.error(`cannot start: ${why}`, { code: error.code });
  process.exit(1);
});
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) {
      log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal} received`);
    void shutdown(env.SHUTDOWN_TIMEOUT_S * 1000).then(({ clean }) => process.exit(clean ? 0 : 1));
  });
}
