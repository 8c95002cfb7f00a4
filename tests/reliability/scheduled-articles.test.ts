import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articlePath, resourcesFeedPath, resourcesPath } from "@/lib/routing/paths";
import { CONTENT_DIR } from "../support/dataset";
import { startProductionServer, type ProductionServer } from "../support/production-server";

/*
 * Scheduled publishing on the production server, without a rebuild: an article whose
 * published date is a few seconds ahead answers 404 and is in no listing or feed; at its time its
 * page answers at once (rendered per request: it is not one of the build's), and the listing and
 * the feed, revalidated every 60 seconds, list it within about a minute. The server reads a copy
 * of the bundled dataset with that one article added (BUNDLED_CONTENT_DIR); the build is the usual.
 */

const PORT = Number(process.env.SCHEDULE_TEST_PORT ?? 3652);
const SLUG = "scheduled-reliability-check";
const TITLE = "An article scheduled by the reliability test";
/** How far ahead of the server's start the article is scheduled. */
const AHEAD_MS = 25_000;
/** The listing's and the feed's revalidate window (app/[locale]/resources: `revalidate = 60`), plus a regeneration's margin. */
const WINDOW_MS = 60_000 + 20_000;

let server: ProductionServer;
let contentDir: string;
let publishedAt: number;

const get = async (pathname: string) => {
  const response = await fetch(new URL(pathname, server.url), { redirect: "manual" });
  return { status: response.status, text: await response.text() };
};

beforeAll(async () => {
  contentDir = mkdtempSync(path.join(tmpdir(), "scheduled-articles-"));
  cpSync(CONTENT_DIR, contentDir, { recursive: true, filter: (source) => !source.includes(`${path.sep}.lake`) });
  publishedAt = Date.now() + AHEAD_MS;
  const english = readFileSync(path.join(contentDir, "articles.ndjson"), "utf8")
    .split("\n")
    .find((line) => line.includes('"language": "en"') || line.includes('"language":"en"'));
  const model = JSON.parse(english ?? "{}") as Record<string, unknown>;
  const article = {
    ...model,
    _id: "article-scheduled-reliability",
    title: TITLE,
    slug: { _type: "slug", current: SLUG },
    publishedAt: new Date(publishedAt).toISOString(),
  };
  writeFileSync(
    path.join(contentDir, "articles.ndjson"),
    `${readFileSync(path.join(contentDir, "articles.ndjson"), "utf8")}${JSON.stringify(article)}\n`,
  );
  server = await startProductionServer({ port: PORT, env: { BUNDLED_CONTENT_DIR: contentDir } });
});

afterAll(async () => {
  await server?.stop();
  if (contentDir) rmSync(contentDir, { recursive: true, force: true });
});

describe("an article scheduled a few seconds ahead", () => {
  it("is nowhere before its time, has its page at its time and is listed and in the feed within the revalidate window, with no rebuild", async () => {
    expect(Date.now()).toBeLessThan(publishedAt);
    expect((await get(articlePath("en", SLUG))).status).toBe(404);
    expect((await get(`${articlePath("en", SLUG)}.md`)).status).toBe(404);
    expect((await get(resourcesPath("en"))).text).not.toContain(SLUG);
    expect((await get(resourcesFeedPath("en"))).text).not.toContain(SLUG);
    expect(Date.now(), "the checks before its time ran before its time").toBeLessThan(publishedAt);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, publishedAt - Date.now())));
    const page = await get(articlePath("en", SLUG));
    expect(page.status).toBe(200);
    expect(page.text).toContain(TITLE);
    expect((await get(`${articlePath("en", SLUG)}.md`)).status).toBe(200);

    const listedWithin = async (pathname: string) => {
      for (;;) {
        if ((await get(pathname)).text.includes(SLUG)) return Date.now() - publishedAt;
        if (Date.now() - publishedAt > WINDOW_MS)
          throw new Error(`${pathname} did not list the article within ${WINDOW_MS} ms of its time`);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    };
    const [listing, feed] = await Promise.all([
      listedWithin(resourcesPath("en")),
      listedWithin(resourcesFeedPath("en")),
    ]);
    console.info(
      `[schedule] the article's page at its time; listed ${Math.round(listing / 1000)} s and in the feed ${Math.round(feed / 1000)} s after it`,
    );
  }, 180_000);
});
