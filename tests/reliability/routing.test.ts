import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startContentLake, type ContentLake } from "../support/content-lake";
import {
  ensureProductionBuildAsync,
  startNextServer,
  startProductionServer,
  type ProductionServer,
} from "../support/production-server";
import { signWebhook } from "../support/webhook-signature";

/*
 * Routing where every deployment runs it, proxy.ts, on our server (`npm
 * start`) and on Next.js's own (`next start`, what Vercel and Netlify run: no server/ in front).
 *
 * - Escaped spellings of static routes (`/%5Fmd`, `/early-acces%73`) made Next.js 16.4 loop and
 *   answer 500, with a MaxListenersExceededWarning in the log per request.
 * - A page moved or unpublished since the build re-rendered as a redirect that Next.js cached
 *   without its `Location`: on `next start` every visitor after the first got a 308 to nowhere.
 *
 * Ports 3860–3879.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const OUR_PORT = 3860;
const NEXT_PORT = 3861;
const LAKE_NEXT_PORT = 3862;
const SECRET = "reliability-routing-revalidate-secret-5e1a";

type Server = Pick<ProductionServer, "url" | "output" | "stop">;

const get = (url: string) => fetch(url, { redirect: "manual", signal: AbortSignal.timeout(30_000) });

/** What must never be in a server's log after these requests. */
const LOOPING = /MaxListenersExceededWarning|Attempted to handle request too many times/;

describe("escaped spellings of the routes' paths, on our server and on next start (bundled build)", () => {
  let servers: [string, Server][] = [];

  beforeAll(async () => {
    const [ours, next] = await Promise.all([
      startProductionServer({ port: OUR_PORT, env: {} }),
      startNextServer({ port: NEXT_PORT }),
    ]);
    servers = [
      ["npm start", ours],
      ["next start", next],
    ];
  }, 3 * 60_000);
  afterAll(async () => {
    await Promise.all(servers.map(([, server]) => server.stop()));
  });

  it("the Markdown routes' prefix, however spelled, is the plain-text 404, and nothing loops", async () => {
    const prefix = [
      "/%5Fmd",
      "/%5fmd",
      "/%5Fmd/anything",
      "/%5fmd/x.md",
      "/%5Fmd/solutions/esign",
      "/%5F%6Dd/early-access",
      "/%5Fmd?x=1",
      "/_md",
      "/_md/solutions/esign",
    ];
    for (const [name, server] of servers) {
      for (const probe of prefix) {
        const response = await get(`${server.url}${probe}`);
        expect(response.status, `${name} ${probe}`).toBe(404);
        expect(response.headers.get("content-type"), `${name} ${probe}`).toBe("text/plain; charset=utf-8");
        expect(await response.text(), `${name} ${probe}`).toMatch(
          /^Not found\. The site's pages are listed at \S+\/llms\.txt\n$/,
        );
      }
      // Escaped spellings of the other static routes are those routes.
      for (const [probe, same] of [
        ["/early-acces%73", "/early-access"],
        ["/llms.tx%74", "/llms.txt"],
        ["/robots.tx%74", "/robots.txt"],
        ["/%73olutions/esig%6E", "/solutions/esign"],
        ["/solutions/esign.m%64", "/solutions/esign.md"],
      ] as const) {
        const [escaped, plain] = await Promise.all([get(`${server.url}${probe}`), get(`${server.url}${same}`)]);
        expect(escaped.status, `${name} ${probe}`).toBe(200);
        expect(await escaped.text(), `${name} ${probe}`).toBe(await plain.text());
      }
      // Twenty at once: no warning about listeners piling up on a request, no 500.
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          get(`${server.url}/%5${index % 2 ? "F" : "f"}md/${index}`).then((response) => response.status),
        ),
      );
      expect(new Set(statuses), name).toEqual(new Set([404]));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(server.output(), name).not.toMatch(LOOPING);
    }
  });
});

describe("a page moved or unpublished since the build, on next start (npm run edit's build on a local Content Lake)", () => {
  // scripts/edit.mjs's build settings, so `npm run test:studio`'s build is reused.
  const EDIT_BUILD = {
    NEXT_DIST_DIR: ".next-edit",
    NEXT_PUBLIC_SANITY_PROJECT_ID: "lake",
    NEXT_PUBLIC_SANITY_DATASET: "production",
    NEXT_PUBLIC_SANITY_API_HOST: "https://localhost:3334",
  };
  /** Pages and fetches re-rendered by a run (edit.mjs forgets them too): the next run starts from the build. */
  const forgetRenders = async () => {
    for (const dir of ["server/route-cache", "cache/fetch-cache"])
      await rm(path.join(ROOT, EDIT_BUILD.NEXT_DIST_DIR, dir), { recursive: true, force: true });
  };
  let lake: ContentLake;
  let server: Server;

  beforeAll(async () => {
    lake = await startContentLake();
    const lakeEnv = { ...EDIT_BUILD, SANITY_API_HOST: lake.url, SANITY_API_READ_TOKEN: lake.token };
    // Prerenders from the lake: built here (3–6 minutes) unless the Studio tests' build is current.
    await ensureProductionBuildAsync(lakeEnv);
    await forgetRenders();
    server = await startNextServer({ port: LAKE_NEXT_PORT, env: { ...lakeEnv, SANITY_REVALIDATE_SECRET: SECRET } });
  }, 15 * 60_000);
  afterAll(async () => {
    await server?.stop();
    await lake?.close();
    await forgetRenders();
  });

  /** Sanity's webhook for one type, as `npm run edit` delivers it. */
  async function webhook(type: string) {
    const body = JSON.stringify({ _type: type });
    const response = await fetch(`${server.url}/api/revalidate`, {
      method: "POST",
      headers: { "content-type": "application/json", "sanity-webhook-signature": signWebhook(body, SECRET) },
      body,
      signal: AbortSignal.timeout(20_000),
    });
    expect(response.status).toBe(200);
  }

  /** `count` requests a second apart (time for any background re-render to land in the cache): every one answered alike. */
  async function answers(page: string, count = 4) {
    const seen: { status: number; location: string | null }[] = [];
    for (let index = 0; index < count; index++) {
      if (index > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
      const response = await get(`${server.url}${page}`);
      seen.push({ status: response.status, location: response.headers.get("location") });
      await response.arrayBuffer();
    }
    return seen;
  }

  it("a solution page whose slug changed: the old address answers 308 to the new one, every time", async () => {
    expect((await get(`${server.url}/solutions/esign`)).status).toBe(200);
    const slug = `esign-moved-${Date.now().toString(36)}`;
    // What the Studio's publish action does with a changed slug (studio/actions/publish-with-redirect.ts).
    await lake.lake.store.transact([
      { patch: { id: "solution-esign", set: { "slug.current": slug } } },
      {
        createOrReplace: {
          _id: "redirect-solutions-esign",
          _type: "redirect",
          from: "/solutions/esign",
          to: `/solutions/${slug}`,
          permanent: true,
        },
      },
    ]);
    await webhook("solutionPage");
    await webhook("redirect");
    expect(await answers("/solutions/esign")).toEqual(Array(4).fill({ status: 308, location: `/solutions/${slug}` }));
    const moved = await get(`${server.url}/solutions/${slug}`);
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain("<h1");
    expect(server.output()).not.toMatch(LOOPING);
  });

  it("a solution page and a general page unpublished: their addresses answer 307 to the home page, every time", async () => {
    for (const page of ["/solutions/lenders", "/security"])
      expect((await get(`${server.url}${page}`)).status, page).toBe(200);
    await lake.lake.store.transact([{ delete: { id: "solution-lenders" } }, { delete: { id: "page-security" } }]);
    await webhook("solutionPage");
    await webhook("page");
    for (const page of ["/solutions/lenders", "/security"])
      expect(await answers(page, 3), page).toEqual(Array(3).fill({ status: 307, location: "/" }));
  });

  it("Spanish pages alike: moved, 308 to the new Spanish address; unpublished, 307 to /es, never the English home", async () => {
    for (const page of ["/es/soluciones/firma-electronica", "/es/soluciones/prestamistas", "/es/seguridad"])
      expect((await get(`${server.url}${page}`)).status, page).toBe(200);
    const slug = `firma-movida-${Date.now().toString(36)}`;
    await lake.lake.store.transact([
      { patch: { id: "solution-esign-es", set: { "slug.current": slug } } },
      {
        createOrReplace: {
          _id: "redirect-es-soluciones-firma-electronica",
          _type: "redirect",
          from: "/es/soluciones/firma-electronica",
          to: `/es/soluciones/${slug}`,
          permanent: true,
        },
      },
      { delete: { id: "solution-lenders-es" } },
      { delete: { id: "page-security-es" } },
    ]);
    await webhook("solutionPage");
    await webhook("page");
    await webhook("redirect");
    expect(await answers("/es/soluciones/firma-electronica", 3)).toEqual(
      Array(3).fill({ status: 308, location: `/es/soluciones/${slug}` }),
    );
    expect((await get(`${server.url}/es/soluciones/${slug}`)).status).toBe(200);
    for (const page of ["/es/soluciones/prestamistas", "/es/seguridad"])
      expect(await answers(page, 3), page).toEqual(Array(3).fill({ status: 307, location: "/es" }));
    expect(server.output()).not.toMatch(LOOPING);
  });
});
