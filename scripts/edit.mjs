// `npm run edit`: edit the bundled content in Sanity Studio with no account. Starts the local
// Content Lake (lake/) on `content/`, builds the site for it when needed (into `.next-edit`, its
// public settings differ from `npm start`'s), serves the site on PORT (default 3000) reading the
// lake through the hosted-content path, revalidates pages when a document is published, and
// prints the Studio's address (logged in through the per-run token) and the site's.
import { handOverToNode24 } from "./node24.mjs";
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";

if (process.features.typescript) {
  const port = Number(process.env.PORT || 3000);
  const lakeHttpPort = Number(process.env.LAKE_HTTP_PORT || 3333);
  const lakeHttpsPort = Number(process.env.LAKE_HTTPS_PORT || 3334);
  const siteOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

  const { startLake } = await import("../lake/index.ts");
  // LAKE_CONTENT_DIR: another dataset folder (tests edit a copy); default content/.
  const lake = await startLake({ contentDir: process.env.LAKE_CONTENT_DIR, projectId: "lake", dataset: "production", httpPort: lakeHttpPort, httpsPort: lakeHttpsPort, corsOrigins: siteOrigins });
  const revalidateSecret = randomBytes(24).toString("hex");
  Object.assign(process.env, {
    // Built into the pages and the Studio: fixed per lake port, so the build is reused.
    NEXT_DIST_DIR: ".next-edit",
    NEXT_PUBLIC_SANITY_PROJECT_ID: lake.projectId,
    NEXT_PUBLIC_SANITY_DATASET: lake.dataset,
    NEXT_PUBLIC_SANITY_API_HOST: `https://localhost:${lakeHttpsPort}`,
    // Read by the server at run time (and by the build, which prerenders from the lake).
    SANITY_API_HOST: lake.httpUrl,
    SANITY_API_READ_TOKEN: lake.token,
    SANITY_REVALIDATE_SECRET: revalidateSecret,
    NEXT_TELEMETRY_DISABLED: "1",
  });
  const { ensureBuildAsync } = await import("./ensure-build.mjs");
  const distDir = path.resolve(import.meta.dirname, "..", process.env.NEXT_DIST_DIR);
  await forgetRenderedEdits(distDir);
  await ensureBuildAsync();
  process.env.NODE_ENV = "production";
  const { startServer } = await import("../server/index.ts");
  const { server } = await startServer({ port });

  // A published change reaches the pages as Sanity's webhook would bring it.
  const { computeSignature } = await import("../lib/sanity/webhook-signature.ts");
  lake.store.subscribe(async (commit) => {
    const types = new Set();
    for (const change of commit.changes) {
      if (change.id.startsWith("drafts.") || change.id.includes(".")) continue;
      const type = (change.result ?? change.previous)?._type;
      if (type) types.add(type);
    }
    for (const type of types) {
      const body = JSON.stringify({ _type: type });
      const timestamp = Date.now();
      await fetch(`http://127.0.0.1:${port}/api/revalidate`, {
        method: "POST",
        headers: { "content-type": "application/json", "sanity-webhook-signature": `t=${timestamp},v1=${computeSignature(body, timestamp, revalidateSecret)}` },
        body,
      }).catch((error) => console.error(`[edit] could not revalidate ${type}: ${error.message}`));
    }
  });

  console.log(`Studio: http://localhost:${port}/studio#token=${lake.token}`);
  console.log(`Site: http://localhost:${port}/`);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, async () => {
      server.close();
      await lake.stop();
      process.exit(0);
    });
  }
} else {
  handOverToNode24();
}

/**
 * Pages re-rendered after a publish (`server/route-cache/`) and the data fetches behind them
 * (`cache/fetch-cache/`) are kept in the build folder, so a later run would serve the previous
 * run's edits, whatever the content folder now holds: both are emptied before every start (and
 * before a build, which renders through the fetch cache). The lake is the truth.
 */
async function forgetRenderedEdits(distDir) {
  for (const dir of ["server/route-cache", "cache/fetch-cache"]) await rm(path.join(distDir, dir), { recursive: true, force: true });
}
