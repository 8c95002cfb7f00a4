// `npm start`: the production site on PORT (default 3000), building first when needed. Settings
// in .env files count for both (server/env-files.ts): the build stamp sees their NEXT_PUBLIC_*
// values, the server the rest.
import "./node-version.mjs";

const { loadEnvFiles } = await import("../server/env-files.ts");
loadEnvFiles();
const { ensureBuild } = await import("./ensure-build.mjs");
ensureBuild();
// Before Next.js and React load: they pick their production builds from it.
process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
await import("../server/main.ts");
