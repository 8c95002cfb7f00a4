import { describe, expect, it } from "vitest";
import { ApiRequestLogBlock } from "./component";
import { count, render, textOf } from "@/tests/support/render";
import { fixture } from "./fixture";
import { markdownContext } from "@/tests/support/markdown";
import { apiRequestLogMarkdown } from "./markdown";

const block = fixture;

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

describe("the apiRequestLog block's Markdown", () => {
  const markdownOf = (block: Parameters<typeof apiRequestLogMarkdown>[0]) =>
    apiRequestLogMarkdown(block, markdownContext, false);

  it("the card's h3 and each request", () => {
    expect(markdownOf(fixture)).toBe(
      "## Every call\n\n*Eyebrow*\n\nIntro copy.\n\n### Recent requests\n\n- `POST /api/v1/sessions` · 201 · 184 ms\n- `GET /api/v1/documents/doc_1` · 404 · 38 ms\n- `GET /api/v1/webhooks` · 503 · 12 ms",
    );
  });
});
