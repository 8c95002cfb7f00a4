import { readFile, writeFile } from "node:fs/promises";
import { connect as connectH2 } from "node:http2";
import { connect as connectTcp, type Socket } from "node:net";
import path from "node:path";
import { connect as connectTls } from "node:tls";
import { afterEach, describe, expect, it } from "vitest";
import { imageInfo } from "@/lake/assets.ts";
import { serialize, styleOf } from "@/lake/files.ts";
import { MAX_UNIMPLEMENTED_KEPT } from "@/lake/http.ts";
import { apiVersion, contentSource, readLines, spacedJson, startTestLake, type TestLake } from "./helpers";

// What hostile testing of `npm run edit`'s local Content Lake found.

const started: TestLake[] = [];
async function lakeWith(
  options: Parameters<typeof startTestLake>[0] = {},
  prepare?: Parameters<typeof startTestLake>[1],
) {
  const lake = await startTestLake(options, prepare);
  started.push(lake);
  return lake;
}
afterEach(async () => {
  await Promise.all(started.splice(0).map((lake) => lake.cleanup()));
});

const portOf = (url: string) => Number(new URL(url).port);

/** Writes `request` on a new connection; resolves with what came back when the server closed it (or "" after `waitMs`, still open). */
function raw(port: number, request: string, waitMs = 3_000): Promise<{ answer: string; closed: boolean; ms: number }> {
  return new Promise((resolve, reject) => {
    const since = Date.now();
    const socket = connectTcp(port, "127.0.0.1");
    let answer = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closed: false, ms: Date.now() - since });
    }, waitMs);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      answer += chunk;
      if (/\r\n\r\n/.test(answer) && / 400 /.test(answer.split("\r\n")[0] ?? "")) socket.end();
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ answer, closed: true, ms: Date.now() - since });
    });
    socket.on("error", reject);
    socket.write(request);
  });
}

const statusLine = (answer: string) => answer.split("\r\n")[0];

describe("a malformed %-escape in the path", () => {
  it("is answered 400 on the plain port, with or without the token, and over HTTP/2", async () => {
    const lake = await lakeWith();
    const port = portOf(lake.httpUrl);
    for (const target of [
      `/v${apiVersion}/data/query/%E0%A4%A?query=1`,
      "/%",
      `/v${apiVersion}/users/%zz`,
      "/images/lake/production/%",
    ]) {
      for (const authorization of [`Authorization: Bearer ${lake.token}\r\n`, ""]) {
        const { answer, ms } = await raw(
          port,
          `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${authorization}Connection: close\r\n\r\n`,
        );
        expect(statusLine(answer), target).toBe("HTTP/1.1 400 Bad Request");
        expect(answer).toContain('"invalidPath"');
        expect(ms).toBeLessThan(2_000);
      }
    }
    const status = await new Promise<number>((resolve, reject) => {
      const session = connectH2(lake.httpsUrl, { rejectUnauthorized: false });
      session.on("error", reject);
      const stream = session.request({
        ":path": `/v${apiVersion}/data/doc/production/%E0%A4%A`,
        authorization: `Bearer ${lake.token}`,
      });
      stream.on("response", (headers) => {
        session.close();
        resolve(Number(headers[":status"]));
      });
      stream.on("error", reject);
      stream.end();
    });
    expect(status).toBe(400);
    // The lake goes on answering.
    expect((await lake.api("/users/me")).status).toBe(200);
  });

  it("and a request that stalls in its headers or its body is closed by the plain port, not kept forever", async () => {
    const lake = await lakeWith({ headersTimeoutMs: 500, requestTimeoutMs: 1_000 });
    const port = portOf(lake.httpUrl);
    const headers = await raw(port, `GET /v${apiVersion}/users/me HTTP/1.1\r\nHost: 127.0.0.1\r\n`, 5_000);
    expect(headers.closed).toBe(true);
    expect(headers.ms).toBeLessThan(4_000);
    const body = await raw(
      port,
      `POST /v${apiVersion}/data/mutate/production HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${lake.token}\r\nContent-Length: 100\r\n\r\n{`,
      5_000,
    );
    expect(body.closed).toBe(true);
    expect(body.ms).toBeLessThan(4_000);
    // An event stream outlives both bounds: its request is complete.
    const controller = new AbortController();
    const stream = await fetch(`${lake.httpUrl}/v${apiVersion}/data/listen/production?query=*`, {
      headers: { authorization: `Bearer ${lake.token}` },
      signal: controller.signal,
    });
    const reader = stream.body!.getReader();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await lake.client.createOrReplace({ _id: "drafts.stream-check", _type: "solutionPage", title: "still there" });
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("stream-check");
    controller.abort();
  });
});

/** Opens a token-less (or token-carrying) event stream; resolves with its status once the headers came. */
/**
 * An open event stream: its response stays referenced until the test aborts it, since fetch
 * cancels the body of a response that is garbage-collected unread, which would close the stream
 * and free its place in the lake's pool.
 */
type Stream = { controller: AbortController; answer?: Response };

async function openStream(url: string, headers: Record<string, string>, streams: Stream[]): Promise<number> {
  const stream: Stream = { controller: new AbortController() };
  streams.push(stream);
  stream.answer = await fetch(url, { headers, signal: stream.controller.signal });
  if (stream.answer.status !== 200) await stream.answer.body?.cancel();
  return stream.answer.status;
}

describe("token-less live-event streams", () => {
  it("cannot take the Studio's places: 64 of them leave its listen and its live events working", async () => {
    const lake = await lakeWith({ corsOrigins: ["http://localhost:3000"] });
    const streams: Stream[] = [];
    try {
      const live = `${lake.httpUrl}/v${apiVersion}/data/live/events/${lake.dataset}`;
      const anonymous = await Promise.all(Array.from({ length: 64 }, () => openStream(live, {}, streams)));
      // A pool of their own (8 by default): the rest are turned away, not the Studio.
      expect(anonymous.filter((status) => status === 200)).toHaveLength(8);
      expect(anonymous.filter((status) => status === 503)).toHaveLength(56);
      const token = { authorization: `Bearer ${lake.token}` };
      expect(
        await openStream(`${lake.httpUrl}/v${apiVersion}/data/listen/${lake.dataset}?query=*`, token, streams),
      ).toBe(200);
      // Presentation's loader opens live events with `includeDrafts`, hence with the token.
      expect(await openStream(`${live}?includeDrafts=true&tag=presentation-loader`, token, streams)).toBe(200);
      // A wrong token is not "no token".
      expect(await openStream(live, { authorization: "Bearer wrong" }, streams)).toBe(401);
    } finally {
      for (const stream of streams) stream.controller.abort();
    }
  });

  it("are refused to a web page of a foreign origin, allowed to the site's", async () => {
    const lake = await lakeWith({ corsOrigins: ["http://localhost:3000"] });
    const streams: Stream[] = [];
    try {
      const live = `${lake.httpUrl}/v${apiVersion}/data/live/events/${lake.dataset}`;
      expect(await openStream(live, { origin: "http://evil.test" }, streams)).toBe(403);
      expect(await openStream(live, { origin: "http://localhost:3000" }, streams)).toBe(200);
    } finally {
      for (const stream of streams) stream.controller.abort();
    }
  });
});

/** Runs `count` requests, `concurrency` at a time; returns each status with how often. */
async function hammer(
  count: number,
  request: (index: number) => Promise<Response>,
  concurrency = 32,
): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const answer = await request(next++);
        await answer.body?.cancel();
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

describe("paths under /data/live/events/", () => {
  it("need the token like any other; 5,000 distinct ones leave no log line and no memory", async () => {
    const lake = await lakeWith();
    for (const pathname of [
      `/v${apiVersion}/data/live/events/${lake.dataset}/x`,
      `/v${apiVersion}/data/live/events/other`,
      `/v${apiVersion}/data/live/events`,
      `/data/live/events/${lake.dataset}`,
    ]) {
      expect((await fetch(`${lake.httpUrl}${pathname}`)).status, pathname).toBe(401);
    }
    const anonymous = await hammer(5_000, (index) =>
      fetch(`${lake.httpUrl}/v${apiVersion}/data/live/events/${lake.dataset}/${index}`),
    );
    expect([...anonymous]).toEqual([[401, 5_000]]);
    expect(lake.logs).toEqual([]);
    expect(lake.unimplemented()).toEqual([]);
  }, 60_000);

  it("with the token, distinct unknown requests are counted up to a bound, and reported past it without a line each", async () => {
    const lake = await lakeWith();
    const answers = await hammer(5_000, (index) => lake.api(`/data/live/events/${lake.dataset}/${index}`));
    expect([...answers]).toEqual([[404, 5_000]]);
    expect(lake.unimplemented()).toHaveLength(MAX_UNIMPLEMENTED_KEPT);
    expect(lake.logs.length).toBeLessThanOrEqual(MAX_UNIMPLEMENTED_KEPT + 1);
    expect(lake.logs.at(-1)).toMatch(/not counted/);
  }, 60_000);
});

describe("SVG sniffing", () => {
  const n = 320 * 1024;
  const crafted = {
    "many <svg without >": `<svg${"<svg ".repeat(n / 5)}`,
    "a long tag": `<svg${' width="1'.repeat(n / 9)}>`,
    "a long viewBox": `<svg viewBox="${"1 ".repeat(n / 2)}">`,
    "many attributes": `<svg${" a=b".repeat(n / 4)} width="3" height="4">`,
  };

  it("is linear: a crafted 320 KB upload is read in well under a second", () => {
    for (const [name, text] of Object.entries(crafted)) {
      const since = performance.now();
      imageInfo(Buffer.from(text));
      expect(performance.now() - since, name).toBeLessThan(1_000);
    }
    expect(imageInfo(Buffer.from(crafted["many attributes"]))).toEqual({
      type: "svg",
      width: 3,
      height: 4,
      hasAlpha: true,
    });
  });

  it("reads sizes as before, from the tag's own attributes only", () => {
    const cases: [string, unknown][] = [
      [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"></svg>',
        { type: "svg", width: 120, height: 40, hasAlpha: true },
      ],
      [
        '<?xml version="1.0"?>\n<SVG\n  WIDTH = " 32.4px "\n  height=\'16\'>',
        { type: "svg", width: 32, height: 16, hasAlpha: true },
      ],
      [
        '<svg width="100%" height="100%" viewBox="-5,-5, 64 48"/>',
        { type: "svg", width: 64, height: 48, hasAlpha: true },
      ],
      ['<svgfoo width="1" height="1"><svg width="7" height="9">', { type: "svg", width: 7, height: 9, hasAlpha: true }],
      ['<svg data-x=" width=\'5\'" height="5">', null],
      ["<svg width='2' height='3'", null],
    ];
    for (const [text, expected] of cases) expect(imageInfo(Buffer.from(text)), text).toEqual(expected);
  });

  it("keeps the lake answering during such an upload", async () => {
    const lake = await lakeWith({ maxBodyBytes: 1024 * 1024 });
    const since = Date.now();
    const upload = lake.api(`/assets/images/${lake.dataset}`, {
      method: "POST",
      body: crafted["many <svg without >"],
      headers: { "content-type": "image/svg+xml" },
    });
    const meanwhile = lake.api("/users/me");
    expect((await upload).status).toBe(400);
    expect((await meanwhile).status).toBe(200);
    expect(Date.now() - since).toBeLessThan(2_000);
  });
});

/** A connection to `port` that has done `stage` and then stays idle. */
function idleConnection(port: number, stage: "tcp" | "tls" | "http1-over-tls"): Promise<Socket> {
  return new Promise((resolve, reject) => {
    if (stage === "tcp") {
      const socket = connectTcp(port, "127.0.0.1", () => resolve(socket));
      socket.on("error", () => undefined);
      return;
    }
    const socket = connectTls(
      { port, host: "127.0.0.1", servername: "localhost", rejectUnauthorized: false, ALPNProtocols: ["http/1.1"] },
      () => {
        if (stage === "tls") return resolve(socket);
        socket.write("GET /images/lake/production/x HTTP/1.1\r\nHost: localhost\r\n\r\n");
        socket.once("data", () => resolve(socket));
      },
    );
    socket.on("error", (error) => (socket.readyState === "opening" ? reject(error) : undefined));
  });
}

describe("stopping the lake", () => {
  it("ends idle TLS connections instead of waiting on them forever", async () => {
    const lake = await startTestLake();
    const port = portOf(lake.httpsUrl);
    const sockets = [
      await idleConnection(port, "tcp"),
      await idleConnection(port, "tls"),
      await idleConnection(port, "http1-over-tls"),
      await idleConnection(portOf(lake.httpUrl), "tcp"),
    ];
    const since = Date.now();
    const stopped = await Promise.race([
      lake.cleanup().then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    expect(stopped).toBe(true);
    expect(Date.now() - since).toBeLessThan(2_000);
    for (const socket of sockets) socket.destroy();
  });
});

describe('publishing a document of a line written with ": " separators', () => {
  it("changes exactly that line, and in it only what changed", async () => {
    // The bundled files are written compactly now: the line of page-terms is rewritten with spaces first.
    const lake = await lakeWith({}, async (dir) => {
      const lines = await readLines(path.join(dir, "pages.ndjson"));
      const spaced = lines.map((line) =>
        line.startsWith('{"_id":"page-terms",') ? spacedJson(JSON.parse(line)) : line,
      );
      await writeFile(path.join(dir, "pages.ndjson"), spaced.join("\n"));
    });
    const file = path.join(lake.dir, "pages.ndjson");
    const before = await readLines(file);
    const index = before.findIndex((line) => line.startsWith('{"_id": "page-terms",'));
    expect(index).toBeGreaterThanOrEqual(0);
    expect(before[index]).toMatch(/^\{"_id": "page-terms", "_type": "page", /);
    const act = (actions: unknown[]) =>
      lake.api(`/data/actions/${lake.dataset}`, { method: "POST", body: JSON.stringify({ actions }) });
    expect(
      (
        await act([
          {
            actionType: "sanity.action.document.edit",
            draftId: "drafts.page-terms",
            publishedId: "page-terms",
            patch: { set: { title: "Terms of service" } },
          },
        ])
      ).status,
    ).toBe(200);
    expect(
      (
        await act([
          { actionType: "sanity.action.document.publish", draftId: "drafts.page-terms", publishedId: "page-terms" },
        ])
      ).status,
    ).toBe(200);
    const after = await readLines(file);
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line, at) => (line === before[at] ? [] : [at]));
    expect(changed).toEqual([index]);
    const published = await lake.client.getDocument("page-terms");
    expect(after[index]).toBe(
      before[index]!.replace('"title": "Terms of use"', '"title": "Terms of service"').replace(
        /"_updatedAt": "[^"]*"/,
        `"_updatedAt": "${published?._updatedAt}"`,
      ),
    );
    expect(await readFile(path.join(lake.dir, "solutions.ndjson"), "utf8")).toBe(
      await readFile(path.join(contentSource, "solutions.ndjson"), "utf8"),
    );
  });

  it("keeps the bytes of what did not change (escapes, number spellings) and writes what changed in the line's style", () => {
    const line =
      '{"_id": "a", "_type": "t", "name": "Caf\\u00e9", "n": 1.50, "list": [{"_key": "k1", "v": 1}, {"_key": "k2", "v": 2}], "nested": {"x": "\\/path"}}';
    const document = JSON.parse(line) as { _id: string; _type: string; list: { _key: string; v: number }[] } & Record<
      string,
      unknown
    >;
    expect(serialize({ ...document }, line)).toBe(line);
    expect(
      serialize(
        { ...document, list: [document.list[1]!, { _key: "k3", v: 3, w: [1, 2] }], added: { a: 1, b: "é" } },
        line,
      ),
    ).toBe(
      '{"_id": "a", "_type": "t", "name": "Caf\\u00e9", "n": 1.50, "list": [{"_key": "k2", "v": 2}, {"_key": "k3", "v": 3, "w": [1, 2]}], "nested": {"x": "\\/path"}, "added": {"a": 1, "b": "é"}}',
    );
    expect(styleOf('{"a":"x: y, z","b":1}')).toEqual({ colon: ":", comma: "," });
    expect(styleOf('{"a:, ":"x", "b": 1}')).toEqual({ colon: ":", comma: ", " });
    // A new document follows the style it is given (the file's first line).
    expect(serialize({ _id: "n", _type: "t", title: "x" }, undefined, { colon: ": ", comma: ", " })).toBe(
      '{"_id": "n", "_type": "t", "title": "x"}',
    );
  });
});
