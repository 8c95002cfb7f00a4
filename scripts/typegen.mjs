// Schema extract + TypeGen, skipped when neither the schemas nor the queries changed
// since the last run (the inputs' hash is kept beside the generated types).
import "./node-version.mjs";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { packageBin } from "./platform.mjs";

const root = path.resolve(import.meta.dirname, "..");
const outputs = ["lib/sanity/schema.json", "lib/sanity/sanity.types.ts"];
const stamp = path.join(root, "node_modules/.cache/typegen-inputs.sha256");

function files(dir) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [dir];
  return (
    readdirSync(full, { recursive: true })
      // With `/` on every system: the outputs are named so, and so is every input in the hash.
      .map((name) => path.posix.join(dir, name.split(path.sep).join("/")))
      .filter((name) => /\.(ts|tsx)$/.test(name) && !outputs.includes(name))
      .sort()
  );
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

const { loadEnvFiles } = await import("../server/env-files.ts");
loadEnvFiles();
const env = { ...process.env, DO_NOT_TRACK: "1", SANITY_TELEMETRY_DISABLED: "1" };
// The CLI's JavaScript run by this Node.js: node_modules/.bin/sanity is a shell script on Windows.
const sanity = [packageBin("sanity")];
const options = { cwd: root, env, stdio: "inherit" };
execFileSync(
  process.execPath,
  [...sanity, "schema", "extract", "--force", "--enforce-required-fields", "--path", outputs[0]],
  options,
);
execFileSync(process.execPath, [...sanity, "typegen", "generate"], options);
mkdirSync(path.dirname(stamp), { recursive: true });
writeFileSync(stamp, digest);
