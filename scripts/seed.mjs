// `npm run seed`: imports the bundled dataset (content/*.ndjson) into the configured Sanity project.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const projectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID;
const dataset = process.env.NEXT_PUBLIC_SANITY_DATASET || "production";
if (!projectId) {
  console.error(
    "npm run seed: set NEXT_PUBLIC_SANITY_PROJECT_ID (and optionally NEXT_PUBLIC_SANITY_DATASET) first; see README.",
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
const file = path.join(mkdtempSync(path.join(tmpdir(), "seed-")), "dataset.ndjson");
writeFileSync(
  file,
  files.map((name) => readFileSync(path.join(root, "content", name), "utf8").trim()).join("\n") + "\n",
);
console.log(`Importing ${files.join(", ")} into ${projectId}/${dataset}…`);
execFileSync(path.join(root, "node_modules/.bin/sanity"), ["dataset", "import", file, dataset, "--replace"], {
  cwd: root,
  stdio: "inherit",
});
