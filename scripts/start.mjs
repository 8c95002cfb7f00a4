// `npm start`: the production site on PORT (default 3000), building first when needed.
import { handOverToNode24 } from "./node24.mjs";
import { ensureBuild } from "./ensure-build.mjs";

if (process.features.typescript) {
  ensureBuild();
  // Before Next.js and React load: they pick their production builds from it.
  process.env.NODE_ENV = "production";
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
  await import("../server/main.ts");
} else {
  handOverToNode24();
}
