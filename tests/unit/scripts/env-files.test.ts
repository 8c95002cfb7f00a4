import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { projectCopy, type ProjectCopy } from "../../support/project-copy";

/*
 * Settings in .env files reach every script and the server (server/env-files.ts), in Next.js's
 * order. Each test runs the real scripts in a copy of the project in a folder with spaces, on .env
 * files of its own (never the project's), with a stand-in for what they start: the site's server
 * and `npm run build`.
 */

const SCRIPTS = ["scripts/node-version.mjs", "scripts/platform.mjs", "server/env-files.ts"];

let copy: ProjectCopy | undefined;
afterEach(() => {
  copy?.remove();
  copy = undefined;
});

const outputOf = (result: { status: number | null; stdout: string; stderr: string }) => {
  expect(result.stderr, result.stdout).not.toMatch(/Error/);
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
};

describe(".env files", () => {
  it("are read in Next.js's order: .env.production.local, .env.local, .env.production, .env; the environment wins", () => {
    copy = projectCopy(SCRIPTS);
    copy.write(".env", "A=env\nB=env\nC=env\nD=env\nE=env\n");
    copy.write(".env.production", "A=production\nB=production\nC=production\n");
    copy.write(".env.local", "A=local\nB=local\n");
    copy.write(".env.production.local", "A=production.local\n");
    copy.write(
      "probe.mjs",
      'const { loadEnvFiles } = await import("./server/env-files.ts");\n' +
        "const files = loadEnvFiles();\n" +
        "const { A, B, C, D, E } = process.env;\nconsole.log(JSON.stringify({ files, A, B, C, D, E }));\n",
    );
    expect(JSON.parse(outputOf(copy.node("probe.mjs", [], { E: "environment" })))).toEqual({
      files: [".env.production.local", ".env.local", ".env.production", ".env"],
      A: "production.local",
      B: "local",
      C: "production",
      D: "env",
      E: "environment",
    });
    // Under NODE_ENV=test, as in Next.js: .env.local and the production files are not read.
    expect(JSON.parse(outputOf(copy.node("probe.mjs", [], { NODE_ENV: "test" })))).toMatchObject({
      files: [".env"],
      A: "env",
    });
  });

  it("reach `npm start`'s server, and their NEXT_PUBLIC_* values its build stamp: a change rebuilds, another setting does not", () => {
    copy = projectCopy([...SCRIPTS, "scripts/start.mjs", "scripts/ensure-build.mjs", "lib/platform/env.ts"]);
    // The site's server, standing in: it reads lib/platform/env.ts as the real one does.
    copy.write(
      "server/main.ts",
      'const { env } = await import("../lib/platform/env.ts");\n' +
        "console.log(`server: CDN_MAX_AGE_S=${env.CDN_MAX_AGE_S} NEXT_PUBLIC_SITE_URL=${env.NEXT_PUBLIC_SITE_URL}`);\n",
    );
    // `npm run build`, standing in: records the public setting it was built with.
    copy.write("package.json", JSON.stringify({ type: "module", scripts: { build: "node build.mjs" } }));
    copy.write(
      "build.mjs",
      'import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";\n' +
        'mkdirSync(".next", { recursive: true });\nwriteFileSync(".next/BUILD_ID", "test");\n' +
        'appendFileSync("builds.txt", `${process.env.NEXT_PUBLIC_SITE_URL}\\n`);\n',
    );
    const builds = () => readFileSync(path.join(copy!.dir, "builds.txt"), "utf8").trim().split("\n");
    const start = () => outputOf(copy!.node("scripts/start.mjs", [], npmEnv()));

    copy.write(".env.local", "CDN_MAX_AGE_S=5\nNEXT_PUBLIC_SITE_URL=https://one.example\n");
    expect(start()).toContain("server: CDN_MAX_AGE_S=5 NEXT_PUBLIC_SITE_URL=https://one.example");
    expect(builds()).toEqual(["https://one.example"]);

    expect(start()).toContain("server: CDN_MAX_AGE_S=5");
    expect(builds()).toEqual(["https://one.example"]);

    copy.write(".env.local", "CDN_MAX_AGE_S=7\nNEXT_PUBLIC_SITE_URL=https://one.example\n");
    expect(start()).toContain("server: CDN_MAX_AGE_S=7");
    expect(builds()).toEqual(["https://one.example"]);

    copy.write(".env.local", "CDN_MAX_AGE_S=7\nNEXT_PUBLIC_SITE_URL=https://two.example\n");
    expect(start()).toContain("NEXT_PUBLIC_SITE_URL=https://two.example");
    expect(builds()).toEqual(["https://one.example", "https://two.example"]);

    // The same through ensure-build.mjs run by itself (what the test suites run first).
    copy.write(".env.production", "NEXT_PUBLIC_BRAND=partner\n");
    outputOf(copy.node("scripts/ensure-build.mjs", [], npmEnv()));
    expect(builds()).toHaveLength(3);
  });

  it("give `npm run seed` its project and dataset", () => {
    copy = projectCopy([...SCRIPTS, "scripts/seed.mjs"]);
    copy.write("content/documents.ndjson", '{"_id":"a","_type":"page"}\n');
    const refused = copy.node("scripts/seed.mjs", ["--dry-run"]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("set NEXT_PUBLIC_SANITY_PROJECT_ID");

    copy.write(".env.local", "NEXT_PUBLIC_SANITY_PROJECT_ID=abc123\nNEXT_PUBLIC_SANITY_DATASET=staging\n");
    expect(outputOf(copy.node("scripts/seed.mjs", ["--dry-run"], { SANITY_AUTH_TOKEN: "x" }))).toContain(
      "Importing documents.ndjson into abc123/staging",
    );
  });
});

/** What npm gives the scripts it runs, so that they start npm the way they do under `npm start`. */
function npmEnv(): Record<string, string> {
  return process.env.npm_execpath ? { npm_execpath: process.env.npm_execpath } : {};
}
