// `npm start`: the production site on PORT (default 3000), building first when needed.
import { handOverToNode24 } from "./node24.mjs";
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
  handOverToNode24();
}
