// The production process: the server of server/index.ts on PORT (default 3000, every
// interface), stopped gracefully on SIGTERM or SIGINT. `npm start` runs it after
// ensuring a build (scripts/start.mjs); the container runs it directly (Dockerfile). Whoever runs
// it sets NODE_ENV=production first: Next.js and React pick their builds from it as they load.
import { startServer } from "./index.ts";

const server = await startServer({ port: Number(process.env.PORT || 3000) });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
