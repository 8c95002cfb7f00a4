import { describe, expect, it } from "vitest";
import { CodeSampleBlock } from "./component";
import { count, render, textOf } from "@/tests/support/render";
import { fixture, codeSampleRequest as request } from "./fixture";

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
