import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { canonicalPayload, flightRows } from "@/server/flight";
import { deferredPayload, deferredScripts, deferScripts, separatePayload } from "@/server/html";

/*
 * server/html.ts and server/flight.ts rewrite what Next.js writes: its async chunk tags and
 * bootstrap preload, its inline `self.__next_f.push(…)` payload scripts and the Flight rows in
 * them. Their unit tests use small imitations of that markup; here every page the real build
 * prerendered (the global setup's `next build`) goes through the same functions, so a Next.js or
 * React upgrade that changes its output fails a test instead of silently losing the first paint,
 * the payload's address or hydration.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const APP = path.resolve(ROOT, process.env.NEXT_DIST_DIR || ".next", "server/app");
const pages = (readdirSync(APP, { recursive: true }) as string[]).filter((file) => file.endsWith(".html")).sort();

/** Next.js's own payload items of a page, as its inline scripts push them. */
const pushedItems = (html: string) =>
  [...html.matchAll(/<script>[^<]*?self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as unknown[],
  );
const streamOf = (items: unknown[][]) =>
  Buffer.from(
    items
      .filter((item) => item[0] === 1)
      .map((item) => item[1] as string)
      .join(""),
    "utf8",
  );

describe("the rewrites of server/ against the pages `next build` prerendered", () => {
  it("finds pages to check", () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it("moves every page's chunk scripts into the loader, leaving none to run before the first paint", () => {
    const missed: string[] = [];
    for (const file of pages) {
      const html = readFileSync(path.join(APP, file), "utf8");
      const chunks = [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)" async="">/g)].map(
        (match) => match[1],
      );
      const deferred = deferScripts(html);
      if (
        chunks.length === 0 ||
        /<script src="\/_next\/static\/[^"]+" async/.test(deferred) ||
        deferredScripts(deferred).join() !== [...new Set(chunks)].sort().join()
      )
        missed.push(file);
    }
    expect(missed).toEqual([]);
  });

  it("takes every page's payload out whole, in canonical form: every row numbered from the root, none lost", () => {
    const problems: string[] = [];
    for (const file of pages) {
      const html = readFileSync(path.join(APP, file), "utf8");
      const parts = separatePayload(html);
      if (!parts || parts.page.includes("__next_f")) {
        problems.push(`${file}: payload not taken out`);
        continue;
      }
      const items = JSON.parse(parts.payload) as unknown[][];
      const original = flightRows(streamOf(pushedItems(html)));
      const canonical = flightRows(streamOf(items));
      // Numbered 0, 1, 2… (written in that order, but for module rows, after the rows they name).
      const ids = [...new Set(canonical?.filter((row) => row.tag !== "H").map((row) => row.id))].sort((x, y) => x - y);
      if (items.length !== 2 || !original || !canonical) problems.push(`${file}: not in canonical form`);
      else if (canonical.length !== original.length)
        problems.push(`${file}: ${original.length} rows became ${canonical.length}`);
      else if (ids.some((id, index) => id !== index))
        problems.push(`${file}: rows kept their render's ids (not numbered from the root)`);
      else if (canonicalPayload(items) !== parts.payload) problems.push(`${file}: the canonical form is not stable`);
      // The loader is given the payload's address.
      if (deferredPayload(deferScripts(parts.page, "?_payload=x")) !== "?_payload=x")
        problems.push(`${file}: no loader for the payload`);
    }
    expect(problems).toEqual([]);
  });
});
