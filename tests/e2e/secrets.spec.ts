import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { e2eServerEnv } from "../support/e2e-env";

/*
 * Nothing secret in what browsers get: the built client assets, the prerendered pages
 * and their payloads, and the live pages with their scripts are searched for the value of
 * every server-only variable the test server runs (and was built) with.
 */

const root = path.resolve(import.meta.dirname, "../..");
/** Variables that are server-only but not set in the browser tests (they would need a live service). */
const UNSET_IN_BROWSER_TESTS = new Set(["REDIS_URL"]);
/** Values this short (the rate limits) cannot be told apart from ordinary code. */
const MIN_LENGTH = 8;

async function serverOnlyVariables(): Promise<string[]> {
  const source = await readFile(path.join(root, "lib/platform/env.ts"), "utf8");
  const schema = source.slice(source.indexOf("const serverSchema"), source.indexOf("export type Env"));
  return [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)]
    .map((match) => match[1] ?? "")
    .filter((name) => !name.startsWith("NEXT_PUBLIC_"));
}

async function files(dir: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test("no server-only value reaches the browser", async ({ request }) => {
  const env = e2eServerEnv();
  const names = await serverOnlyVariables();
  expect(names).toEqual(
    expect.arrayContaining([
      "RESEND_API_KEY",
      "TURNSTILE_SECRET_KEY",
      "ALTCHA_HMAC_KEY",
      "SANITY_API_READ_TOKEN",
      "SANITY_REVALIDATE_SECRET",
      "REDIS_URL",
    ]),
  );
  for (const name of names)
    expect(name in env || UNSET_IN_BROWSER_TESTS.has(name), `${name} has a value in the browser tests`).toBe(true);
  const secrets = names.flatMap((name) =>
    env[name] && env[name].length >= MIN_LENGTH ? [[name, env[name]] as const] : [],
  );
  expect(secrets.length).toBeGreaterThanOrEqual(8);

  // What the build hands to browsers: static assets, and prerendered HTML and RSC payloads.
  const built = [
    ...(await files(path.join(root, ".next/static"), /./)),
    ...(await files(path.join(root, ".next/server/app"), /\.(html|rsc|body|meta|segment\.rsc)$/)),
  ];
  expect(built.filter((file) => file.endsWith(".js")).length).toBeGreaterThan(5);
  expect(built.some((file) => file.endsWith("early-access.html"))).toBe(true);

  // What the running server hands out: pages and every script they load.
  const live: [string, string][] = [];
  for (const page of ["/", "/early-access", "/solutions/notaries"]) {
    const html = await (await request.get(page)).text();
    live.push([page, html]);
    for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g))
      live.push([src ?? "", await (await request.get(src ?? "")).text()]);
  }
  const challenge = await request.get("/api/challenge");
  live.push(["/api/challenge", await challenge.text()]);
  expect(live.find(([name]) => name === "/early-access")?.[1]).toContain("Get Early Access");

  const leaks: string[] = [];
  for (const file of built) {
    const text = await readFile(file, "latin1");
    for (const [name, value] of secrets)
      if (text.includes(value)) leaks.push(`${name} in ${path.relative(root, file)}`);
  }
  for (const [where, text] of live)
    for (const [name, value] of secrets) if (text.includes(value)) leaks.push(`${name} in ${where}`);
  expect(leaks).toEqual([]);
});

test("a build without npm run edit's variables names no local Content Lake in any policy or script", async ({
  request,
}) => {
  // `npm run edit` builds into .next-edit with NEXT_PUBLIC_SANITY_API_HOST=https://localhost:<port>.
  const traces = [/\.localhost\b/, /https?:\/\/localhost:33\d\d/, /wss:\/\/localhost/];
  const found: string[] = [];
  const scripts = await files(path.join(root, ".next/static"), /\.js$/);
  expect(scripts.length).toBeGreaterThan(5);
  for (const file of scripts) {
    const text = await readFile(file, "latin1");
    for (const trace of traces) if (trace.test(text)) found.push(`${trace} in ${path.relative(root, file)}`);
  }
  for (const page of ["/", "/studio", "/early-access"]) {
    const response = await request.get(page);
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("default-src");
    for (const trace of traces) if (trace.test(policy)) found.push(`${trace} in the policy of ${page}`);
  }
  expect(found).toEqual([]);
});
