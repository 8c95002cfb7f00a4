import { describe, expect, it } from "vitest";
import type { BlockOf } from "@/lib/content";
import { ApiRequestLogBlock } from "@/components/blocks/api-request-log-block";
import { count, render, section, textOf } from "../../support/render";

const block: BlockOf<"apiRequestLog"> = {
  _key: "log",
  _type: "apiRequestLog",
  ...section(null, "Every call"),
  highlights: [],
  cardTitle: "Recent requests",
  caption: null,
  items: [
    { _key: "a", method: "POST", endpoint: "/api/v1/sessions", status: 201, time: "184 ms" },
    { _key: "b", method: "GET", endpoint: "/api/v1/documents/doc_1", status: 404, time: "38 ms" },
    { _key: "c", method: "GET", endpoint: "/api/v1/webhooks", status: 503, time: "12 ms" },
  ],
};

describe("ApiRequestLogBlock", () => {
  it("lists method, endpoint, status and time for each request", () => {
    const html = render(<ApiRequestLogBlock block={block} />);
    expect(html).toMatch(/<h3 id="log-log"[^>]*>Recent requests<\/h3>/);
    expect(count(html, /<li/)).toBe(3);
    expect(textOf(html)).toContain("POST /api/v1/sessions 201 184 ms");
    expect(textOf(html)).toContain("GET /api/v1/documents/doc_1 404 38 ms");
  });

  it("colours statuses by class: 2xx green, 4xx amber, 5xx red", () => {
    const html = render(<ApiRequestLogBlock block={block} />);
    expect(html).toMatch(/text-emerald-300">201</);
    expect(html).toMatch(/text-amber-300">404</);
    expect(html).toMatch(/text-rose-300">503</);
  });
});
