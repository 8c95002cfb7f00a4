import { describe, expect, it } from "vitest";
import { ANSWERED_REQUEST_HEADERS } from "@/server/policy";
import { applyPreconditions, evaluatePreconditions, evaluateRange, preconditionsOf } from "@/server/policy/validators";

const LAST_MODIFIED = "Mon, 23 Nov 2026 06:00:00 GMT";

describe("evaluatePreconditions", () => {
  it("answers 304 for If-None-Match by weak comparison, and ignores If-Modified-Since then", () => {
    expect(evaluatePreconditions({ "if-none-match": '"abc"' }, 'W/"abc"', undefined)).toBe(304);
    expect(evaluatePreconditions({ "if-none-match": 'W/"x", W/"abc"' }, 'W/"abc"', undefined)).toBe(304);
    expect(evaluatePreconditions({ "if-none-match": "*" }, 'W/"abc"', undefined)).toBe(304);
    expect(
      evaluatePreconditions(
        { "if-none-match": '"other"', "if-modified-since": LAST_MODIFIED },
        'W/"abc"',
        LAST_MODIFIED,
      ),
    ).toBeNull();
  });

  it("answers 304 for If-Modified-Since when the body is no newer", () => {
    expect(evaluatePreconditions({ "if-modified-since": LAST_MODIFIED }, undefined, LAST_MODIFIED)).toBe(304);
    expect(
      evaluatePreconditions({ "if-modified-since": "Sun, 22 Nov 2026 06:00:00 GMT" }, undefined, LAST_MODIFIED),
    ).toBeNull();
    expect(evaluatePreconditions({ "if-modified-since": "garbage" }, undefined, LAST_MODIFIED)).toBeNull();
  });

  it("answers 412 for a failing If-Match (strong comparison) or If-Unmodified-Since", () => {
    expect(evaluatePreconditions({ "if-match": '"abc"' }, 'W/"abc"', undefined)).toBe(412);
    expect(evaluatePreconditions({ "if-match": '"abc"' }, '"abc"', undefined)).toBeNull();
    expect(
      evaluatePreconditions({ "if-unmodified-since": "Sun, 22 Nov 2026 06:00:00 GMT" }, undefined, LAST_MODIFIED),
    ).toBe(412);
  });
});

describe("evaluateRange", () => {
  const range = (header: string, length = 1000, extra: Record<string, string> = {}) =>
    evaluateRange({ range: header, ...extra }, length, '"s1"', LAST_MODIFIED);

  it("serves one byte range, suffixes and open ends, clamped to the body", () => {
    expect(range("bytes=0-99")).toEqual({ kind: "partial", start: 0, end: 99 });
    expect(range("bytes=900-")).toEqual({ kind: "partial", start: 900, end: 999 });
    expect(range("bytes=-100")).toEqual({ kind: "partial", start: 900, end: 999 });
    expect(range("bytes=-5000")).toEqual({ kind: "partial", start: 0, end: 999 });
    expect(range("bytes=990-5000")).toEqual({ kind: "partial", start: 990, end: 999 });
  });

  it("is unsatisfiable past the end", () => {
    expect(range("bytes=99999999-")).toEqual({ kind: "unsatisfiable" });
    expect(range("bytes=1000-1000")).toEqual({ kind: "unsatisfiable" });
    expect(range("bytes=-0")).toEqual({ kind: "unsatisfiable" });
  });

  it("sends the whole body for what it does not serve: several ranges, other units, bad syntax, a stale If-Range", () => {
    for (const header of ["bytes=0-1,5-9", "items=0-1", "bytes=abc", "bytes=9-1", "bytes=-"])
      expect(range(header), header).toEqual({ kind: "full" });
    expect(range("bytes=0-1", 1000, { "if-range": '"other"' })).toEqual({ kind: "full" });
    expect(evaluateRange({ range: "bytes=0-1", "if-range": 'W/"s1"' }, 1000, 'W/"s1"', undefined)).toEqual({
      kind: "full",
    });
    expect(range("bytes=0-1", 1000, { "if-range": '"s1"' })).toEqual({ kind: "partial", start: 0, end: 1 });
    expect(range("bytes=0-1", 1000, { "if-range": LAST_MODIFIED })).toEqual({ kind: "partial", start: 0, end: 1 });
  });
});

describe("preconditionsOf", () => {
  it("reads the conditional and range headers of a request, which Next.js never sees", () => {
    const headers = { "if-none-match": '"a"', range: "bytes=0-1", accept: "text/html" };
    expect(preconditionsOf(headers)).toEqual({ "if-none-match": '"a"', range: "bytes=0-1" });
    expect(ANSWERED_REQUEST_HEADERS.filter((name) => name in headers)).toEqual(["if-none-match", "range"]);
    expect(ANSWERED_REQUEST_HEADERS).not.toContain("accept");
  });
});

describe("applyPreconditions", () => {
  const body = Buffer.from("0123456789".repeat(100));
  const ok = {
    status: 200,
    headers: {
      "content-type": "text/html",
      "content-encoding": "br",
      "content-length": 1000,
      etag: 'W/"v1"',
      vary: "Accept-Encoding",
      "last-modified": LAST_MODIFIED,
    },
    body,
  };
  const request = (headers: Record<string, string>, method: "GET" | "HEAD" = "GET") => ({ method, path: "/", headers });

  it("answers 304 and 412 without a body or representation headers, keeping the validators and Vary", () => {
    const notModified = applyPreconditions(request({ "if-none-match": '"v1"' }), ok);
    expect(notModified).toEqual({
      status: 304,
      headers: { etag: 'W/"v1"', vary: "Accept-Encoding", "last-modified": LAST_MODIFIED },
      body: Buffer.alloc(0),
    });
    const failed = applyPreconditions(request({ "if-match": '"v1"' }), ok);
    expect(failed.status).toBe(412);
    expect(failed.body.length).toBe(0);
    expect(failed.headers["content-type"]).toBeUndefined();
  });

  it("serves a range (206), 416 past the end, and the whole body with Accept-Ranges otherwise", () => {
    const partial = applyPreconditions(request({ range: "bytes=10-19" }), ok);
    expect(partial.status).toBe(206);
    expect(partial.headers).toMatchObject({
      "content-range": "bytes 10-19/1000",
      "content-encoding": "br",
      "accept-ranges": "bytes",
    });
    expect(partial.body.toString()).toBe("0123456789");
    const past = applyPreconditions(request({ range: "bytes=5000-" }), ok);
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe("bytes */1000");
    expect(past.headers["content-type"]).toBeUndefined();
    expect(past.headers["content-encoding"]).toBeUndefined();
    expect(past.body.length).toBe(0);
    const full = applyPreconditions(request({}), ok);
    expect(full).toEqual({ ...ok, headers: { ...ok.headers, "accept-ranges": "bytes" } });
  });

  it("answers a HEAD's preconditions but never its Range", () => {
    expect(applyPreconditions(request({ "if-none-match": '"v1"' }, "HEAD"), ok).status).toBe(304);
    const head = applyPreconditions(request({ range: "bytes=0-9" }, "HEAD"), ok);
    expect(head.status).toBe(200);
    expect(head.body).toBe(body);
  });

  it("leaves any other status alone", () => {
    const missing = { ...ok, status: 404 };
    expect(applyPreconditions(request({ "if-none-match": '"v1"', range: "bytes=0-9" }), missing)).toBe(missing);
  });
});
