// `npm run seed`: imports the bundled dataset (content/*.ndjson) into the configured Sanity project,
// NEXT_PUBLIC_SANITY_PROJECT_ID and NEXT_PUBLIC_SANITY_DATASET from the environment or the .env
// files (.env.local, …: server/env-files.ts). `npm run seed -- --dry-run` says what it would import
// and where, and stops there.
import "./node-version.mjs";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { packageBin } from "./platform.mjs";

const root = path.resolve(import.meta.dirname, "..");
const { loadEnvFiles } = await import("../server/env-files.ts");
loadEnvFiles();
const projectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID;
const dataset = process.env.NEXT_PUBLIC_SANITY_DATASET || "production";
if (!projectId) {
  console.error(
    "npm run seed: set NEXT_PUBLIC_SANITY_PROJECT_ID (and NEXT_PUBLIC_SANITY_DATASET) in .env.local or the environment first; see docs/editing.md.",
  );
  process.exit(1);
}
if (!process.env.SANITY_AUTH_TOKEN) {
  console.log(
    "npm run seed: no SANITY_AUTH_TOKEN set, so the Sanity CLI uses your login (run `npx sanity login` once).",
  );
}

const files = readdirSync(path.join(root, "content"))
  .filter((name) => name.endsWith(".ndjson"))
  .sort();
console.log(`Importing ${files.join(", ")} into ${projectId}/${dataset}…`);
if (process.argv.includes("--dry-run")) process.exit(0);
const file = path.join(mkdtempSync(path.join(tmpdir(), "seed-")), "dataset.ndjson");
writeFileSync(
  file,
  files.map((name) => readFileSync(path.join(root, "content", name), "utf8").trim()).join("\n") + "\n",
);
// The CLI's JavaScript run by this Node.js: node_modules/.bin/sanity is a shell script on Windows.
execFileSync(process.execPath, [packageBin("sanity"), "dataset", "import", file, dataset, "--replace"], {
  cwd: root,
  stdio: "inherit",
});
