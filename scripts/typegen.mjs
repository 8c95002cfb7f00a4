// Schema extract + TypeGen, skipped when neither the schemas nor the queries changed
// since the last run (the inputs' hash is kept beside the generated types).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outputs = ["lib/sanity/schema.json", "lib/sanity/sanity.types.ts"];
const stamp = path.join(root, "node_modules/.cache/typegen-inputs.sha256");

function files(dir) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [dir];
  return readdirSync(full, { recursive: true })
    .map((name) => path.join(dir, name))
    .filter((name) => /\.(ts|tsx)$/.test(name) && !outputs.includes(name))
    .sort();
}

const inputs = ["blocks", "schemas", "studio", "lib", "app", "sanity.cli.ts", "package-lock.json"].flatMap(files);
const hash = createHash("sha256");
for (const file of inputs) hash.update(file).update(readFileSync(path.join(root, file)));
const digest = hash.digest("hex");

const fresh =
  outputs.every((file) => existsSync(path.join(root, file))) &&
  existsSync(stamp) &&
  readFileSync(stamp, "utf8") === digest;
if (fresh && !process.argv.includes("--force")) {
  console.log("typegen: schemas and queries unchanged, generated types are current");
  process.exit(0);
}

const env = { ...process.env, DO_NOT_TRACK: "1", SANITY_TELEMETRY_DISABLED: "1" };
const sanity = path.join(root, "node_modules/.bin/sanity");
execFileSync(sanity, ["schema", "extract", "--force", "--enforce-required-fields", "--path", outputs[0]], {
  cwd: root,
  env,
  stdio: "inherit",
});
execFileSync(sanity, ["typegen", "generate"], { cwd: root, env, stdio: "inherit" });
mkdirSync(path.dirname(stamp), { recursive: true });
writeFileSync(stamp, digest);
