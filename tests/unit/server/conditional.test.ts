import { describe, expect, it } from "vitest";
import { evaluatePreconditions, evaluateRange, takePreconditions } from "@/server/conditional";

const LAST_MODIFIED = "Mon, 23 Nov 2026 06:00:00 GMT";

describe("evaluatePreconditions", () => {
  it("answers 304 for If-None-Match by weak comparison, and ignores If-Modified-Since then", () => {
    expect(evaluatePreconditions({ "if-none-match": '"abc"' }, 'W/"abc"', undefined)).toBe(304);
    expect(evaluatePreconditions({ "if-none-match": 'W/"x", W/"abc"' }, 'W/"abc"', undefined)).toBe(304);
    expect(evaluatePreconditions({ "if-none-match": "*" }, 'W/"abc"', undefined)).toBe(304);
    expect(evaluatePreconditions({ "if-none-match": '"other"', "if-modified-since": LAST_MODIFIED }, 'W/"abc"', LAST_MODIFIED)).toBeNull();
  });

  it("answers 304 for If-Modified-Since when the body is no newer", () => {
    expect(evaluatePreconditions({ "if-modified-since": LAST_MODIFIED }, undefined, LAST_MODIFIED)).toBe(304);
    expect(evaluatePreconditions({ "if-modified-since": "Sun, 22 Nov 2026 06:00:00 GMT" }, undefined, LAST_MODIFIED)).toBeNull();
    expect(evaluatePreconditions({ "if-modified-since": "garbage" }, undefined, LAST_MODIFIED)).toBeNull();
  });

  it("answers 412 for a failing If-Match (strong comparison) or If-Unmodified-Since", () => {
    expect(evaluatePreconditions({ "if-match": '"abc"' }, 'W/"abc"', undefined)).toBe(412);
    expect(evaluatePreconditions({ "if-match": '"abc"' }, '"abc"', undefined)).toBeNull();
    expect(evaluatePreconditions({ "if-unmodified-since": "Sun, 22 Nov 2026 06:00:00 GMT" }, undefined, LAST_MODIFIED)).toBe(412);
  });
});

describe("evaluateRange", () => {
  const range = (header: string, length = 1000, extra: Record<string, string> = {}) => evaluateRange({ range: header, ...extra }, length, '"s1"', LAST_MODIFIED);

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
    for (const header of ["bytes=0-1,5-9", "items=0-1", "bytes=abc", "bytes=9-1", "bytes=-"]) expect(range(header), header).toEqual({ kind: "full" });
    expect(range("bytes=0-1", 1000, { "if-range": '"other"' })).toEqual({ kind: "full" });
    expect(evaluateRange({ range: "bytes=0-1", "if-range": 'W/"s1"' }, 1000, 'W/"s1"', undefined)).toEqual({ kind: "full" });
    expect(range("bytes=0-1", 1000, { "if-range": '"s1"' })).toEqual({ kind: "partial", start: 0, end: 1 });
    expect(range("bytes=0-1", 1000, { "if-range": LAST_MODIFIED })).toEqual({ kind: "partial", start: 0, end: 1 });
  });
});

describe("takePreconditions", () => {
  it("moves the conditional and range headers off the request", () => {
    const headers = { "if-none-match": '"a"', range: "bytes=0-1", accept: "text/html" };
    expect(takePreconditions(headers)).toEqual({ "if-none-match": '"a"', range: "bytes=0-1" });
    expect(headers).toEqual({ accept: "text/html" });
  });
});
