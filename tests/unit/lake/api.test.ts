import { X509Certificate } from "node:crypto";
import { connect } from "node:http2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLake } from "@/lake/index.ts";
import { readDataset } from "../../support/dataset";
import { apiVersion, startTestLake, type TestLake } from "./helpers";

let lake: TestLake;
beforeAll(async () => {
  lake = await startTestLake({ corsOrigins: ["http://localhost:3000"], maxBodyBytes: 64 * 1024 });
});
afterAll(() => lake.cleanup());

function h2Get(
  pathname: string,
  authority: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; alpn: string | false }> {
  return new Promise((resolve, reject) => {
    const session = connect(lake.httpsUrl, { rejectUnauthorized: false });
    session.on("error", reject);
    const request = session.request({
      ":path": pathname,
      ":authority": authority,
      authorization: `Bearer ${lake.token}`,
      ...headers,
    });
    let body = "";
    let status = 0;
    request.setEncoding("utf8");
    request.on("response", (responseHeaders) => {
      status = Number(responseHeaders[":status"]);
    });
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      const alpn = session.alpnProtocol ?? false;
      session.close();
      resolve({ status, body, alpn });
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the lake's access rules", () => {
  it("answers 401 without the per-run token, or with another one", async () => {
    const url = `${lake.httpUrl}/v${apiVersion}/data/query/${lake.dataset}?query=count(*)`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
    const answer = await fetch(url, { headers: { authorization: `Bearer ${lake.token}` } });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { result: number }).result).toBe((await readDataset()).length);
  });

  it("binds to loopback only", async () => {
    await expect(startLake({ contentDir: lake.dir, host: "0.0.0.0" })).rejects.toThrow(/loopback only/);
    await expect(startLake({ contentDir: lake.dir, host: "192.168.1.10" })).rejects.toThrow(/loopback only/);
    expect(new URL(lake.httpUrl).hostname).toBe("127.0.0.1");
  });

  it("answers CORS preflights and requests for the configured origins only, with credentials", async () => {
    const preflight = await fetch(`${lake.httpUrl}/v${apiVersion}/users/me`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:3000",
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("authorization");
    const foreign = await fetch(`${lake.httpUrl}/v${apiVersion}/users/me`, {
      method: "OPTIONS",
      headers: { origin: "http://evil.test" },
    });
    expect(foreign.status).toBe(403);
    const answer = await lake.api("/users/me", { headers: { origin: "http://localhost:3000" } });
    expect(answer.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
  });

  it("refuses bodies over the limit", async () => {
    const answer = await lake.api(`/data/query/${lake.dataset}`, {
      method: "POST",
      body: JSON.stringify({ query: "1", params: { big: "x".repeat(70 * 1024) } }),
    });
    expect(answer.status).toBe(413);
  });

  it("caps the open event streams", async () => {
    const small = await startTestLake({ maxListeners: 1 });
    try {
      const first = await fetch(`${small.httpUrl}/v${apiVersion}/data/listen/${small.dataset}?query=*`, {
        headers: { authorization: `Bearer ${small.token}` },
      });
      expect(first.status).toBe(200);
      expect((await small.api(`/data/listen/${small.dataset}?query=*`)).status).toBe(503);
      // Closed only here: a response collected unread would close its stream before the check.
      await first.body?.cancel();
    } finally {
      await small.cleanup();
    }
  });

  it("answers unknown endpoints 404 and logs each distinct one once", async () => {
    for (let i = 0; i < 3; i++) expect((await lake.api("/projects/lake/features")).status).toBe(404);
    expect(
      (
        await fetch(`${lake.httpUrl}/v2022-06-30/socket/production`, {
          headers: { authorization: `Bearer ${lake.token}` },
        })
      ).status,
    ).toBe(404);
    expect(lake.logs.filter((line) => line.includes("/projects/lake/features"))).toHaveLength(1);
    expect(lake.unimplemented()).toEqual(
      expect.arrayContaining([
        { request: `GET /v${apiVersion}/projects/lake/features`, count: 3 },
        { request: "GET /v2022-06-30/socket/production", count: 1 },
      ]),
    );
  });
});

describe("the lake's read endpoints", () => {
  it("answers users/me for both API versions, and the grants", async () => {
    for (const version of ["2026-05-04", "2021-06-07"]) {
      const user = (await (
        await fetch(`${lake.httpUrl}/v${version}/users/me`, { headers: { authorization: `Bearer ${lake.token}` } })
      ).json()) as { id: unknown };
      expect(typeof user.id).toBe("string");
    }
    const grants = (await (
      await fetch(`${lake.httpUrl}/v2021-06-07/projects/${lake.projectId}/datasets/${lake.dataset}/acl`, {
        headers: { authorization: `Bearer ${lake.token}` },
      })
    ).json()) as { permissions: string[] }[];
    expect(grants[0]?.permissions).toEqual(expect.arrayContaining(["read", "create", "update"]));
  });

  it("queries with the raw, drafts and published perspectives, over GET and POST", async () => {
    await lake.client.createOrReplace({ _id: "drafts.solution-api", _type: "solutionPage", title: "API draft" });
    await lake.client.createOrReplace({ _id: "drafts.only-a-draft", _type: "solutionPage", title: "New" });
    const query = '*[_type == "solutionPage" && _id in $ids]{_id, title} | order(_id asc)';
    const ids = ["solution-api", "drafts.solution-api", "only-a-draft", "drafts.only-a-draft"];
    expect(await lake.client.fetch(query, { ids }, { perspective: "raw" })).toEqual([
      { _id: "drafts.only-a-draft", title: "New" },
      { _id: "drafts.solution-api", title: "API draft" },
      { _id: "solution-api", title: "API" },
    ]);
    expect(await lake.client.fetch(query, { ids }, { perspective: "published" })).toEqual([
      { _id: "solution-api", title: "API" },
    ]);
    expect(await lake.client.fetch(query, { ids }, { perspective: "drafts" })).toEqual([
      { _id: "only-a-draft", title: "New" },
      { _id: "solution-api", title: "API draft" },
    ]);
    const post = await lake.api(`/data/query/${lake.dataset}?perspective=drafts`, {
      method: "POST",
      body: JSON.stringify({ query: "*[_id == $id][0]._originalId", params: { id: "solution-api" } }),
    });
    expect(((await post.json()) as { result: unknown }).result).toBe("drafts.solution-api");
    const bad = await lake.api(`/data/query/${lake.dataset}?query=${encodeURIComponent("*[")}`);
    expect(bad.status).toBe(400);
    await lake.client.delete("drafts.solution-api");
    await lake.client.delete("drafts.only-a-draft");
  });

  it("answers the doc endpoint with the documents found and the ids omitted", async () => {
    const answer = await lake.api(`/data/doc/${lake.dataset}/solution-api,missing-one`);
    const body = (await answer.json()) as {
      documents: { _id: string; _rev: string; _updatedAt: string }[];
      omitted: unknown[];
    };
    expect(body.documents.map((document) => document._id)).toEqual(["solution-api"]);
    expect(body.documents[0]?._rev).toMatch(/\w+/);
    expect(new Date(body.documents[0]?._updatedAt ?? "").toISOString()).toBe(body.documents[0]?._updatedAt);
    expect(body.omitted).toEqual([{ id: "missing-one", reason: "existence" }]);
    expect(await lake.client.getDocument("solution-lenders")).toMatchObject({ title: "Lenders" });
  });

  it("answers that no other dataset refers to a document (asked before an unpublish or a delete)", async () => {
    const answer = await lake.api(
      `/data/references/${lake.dataset}/documents/solution-api/to?excludeInternalReferences=true&excludePaths=true`,
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ totalCount: 0, references: [] });
    expect(lake.unimplemented().filter(({ request }) => request.includes("/references/"))).toEqual([]);
  });

  it("streams live events with a welcome, without a token", async () => {
    const controller = new AbortController();
    const answer = await fetch(`${lake.httpUrl}/v${apiVersion}/data/live/events/${lake.dataset}`, {
      signal: controller.signal,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/event-stream");
    const reader = answer.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain("event: welcome");
    controller.abort();
  });

  it("serves the same API over HTTP/2 with TLS, on the bare host and on <projectId>.localhost", async () => {
    const port = new URL(lake.httpsUrl).port;
    const bare = await h2Get(`/v${apiVersion}/users/me`, `localhost:${port}`);
    expect(bare.status).toBe(200);
    expect(bare.alpn).toBe("h2");
    expect(JSON.parse(bare.body)).toMatchObject({ id: expect.any(String) });
    const project = await h2Get(
      `/v${apiVersion}/data/query/${lake.dataset}?query=${encodeURIComponent("count(*)")}`,
      `${lake.projectId}.localhost:${port}`,
    );
    expect(JSON.parse(project.body)).toMatchObject({ result: (await readDataset()).length });
    expect(
      (await h2Get(`/v${apiVersion}/users/me`, `localhost:${port}`, { authorization: "Bearer nope" })).status,
    ).toBe(401);
    const welcome = await new Promise<{ headers: Record<string, unknown>; first: string }>((resolve, reject) => {
      const session = connect(lake.httpsUrl, { rejectUnauthorized: false });
      session.on("error", reject);
      const stream = session.request({
        ":path": `/v${apiVersion}/data/listen/${lake.dataset}?query=${encodeURIComponent("*[_id == $id]")}&%24id=%22solution-api%22`,
        ":authority": `${lake.projectId}.localhost:${port}`,
        authorization: `Bearer ${lake.token}`,
        origin: "http://localhost:3000",
      });
      stream.setEncoding("utf8");
      stream.on("response", (headers) => {
        stream.once("data", (chunk: string) => {
          stream.close();
          session.close();
          resolve({ headers, first: chunk });
        });
      });
      stream.on("error", reject);
    });
    expect(welcome.headers[":status"]).toBe(200);
    expect(welcome.headers["access-control-allow-origin"]).toBe("http://localhost:3000");
    expect(welcome.first).toContain("event: welcome");
    const certificate = new X509Certificate(lake.certificate);
    expect(certificate.subjectAltName).toContain("DNS:*.localhost");
    expect(certificate.subjectAltName).toContain("DNS:localhost");
  });
});
