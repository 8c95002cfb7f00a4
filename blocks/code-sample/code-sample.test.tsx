import { describe, expect, it } from "vitest";
import { CodeSampleBlock } from "./component";
import { count, render, textOf } from "@/tests/support/render";
import { fixture, codeSampleRequest as request } from "./fixture";
import { markdownContext } from "@/tests/support/markdown";
import { codeSampleMarkdown } from "./markdown";

const block = fixture;

describe("CodeSampleBlock", () => {
  it("shows each endpoint with its request and response bodies", () => {
    const html = render(<CodeSampleBlock block={block} />);
    expect(count(html, /<h3/)).toBe(2);
    expect(textOf(html)).toContain("POST /api/v1/sessions Create a session. Request");
    expect(count(html, /<pre/)).toBe(3);
    expect(count(html, /<figcaption[^>]*>Request</)).toBe(1);
    expect(count(html, /<figcaption[^>]*>Response</)).toBe(2);
  });

  it("colours the JSON in the server-rendered HTML: keys, strings, numbers and literals", () => {
    const html = render(<CodeSampleBlock block={block} />);
    expect(html).toContain('<span class="text-sky-300">&quot;document_id&quot;</span>');
    expect(html).toContain('<span class="text-emerald-300">&quot;ron&quot;</span>');
    expect(html).toContain('<span class="text-amber-300">2</span>');
    expect(html).toContain('<span class="text-violet-300">true</span>');
    // The text is unchanged by colouring.
    const code = html.match(/<code>(.*?)<\/code>/s)?.[1] ?? "";
    expect(textOf(code.replace(/<[^>]+>/g, ""))).toBe(textOf(request));
  });
});

describe("the codeSample block's Markdown", () => {
  const markdownOf = (block: Parameters<typeof codeSampleMarkdown>[0]) =>
    codeSampleMarkdown(block, markdownContext, false);

  it("each endpoint as an h3, its summary, and its request and response as JSON code blocks", () => {
    const markdown = markdownOf(fixture);
    expect(markdown).toContain(
      '### POST /api/v1/sessions\n\nCreate a session.\n\n**Request**\n\n```json\n{\n  "document_id": "doc_1",',
    );
    expect(markdown).toContain(
      '**Response**\n\n```json\n{"session_id": "ses_1"}\n```\n\n### GET /api/v1/webhooks\n\n**Response**\n\n```json\n{"data": []}\n```\n\nIllustrative.',
    );
  });
});
