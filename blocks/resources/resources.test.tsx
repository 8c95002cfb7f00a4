import { describe, expect, it } from "vitest";
import { ResourcesBlock } from "./component";
import { count, render, textOf } from "@/tests/support/render";
import { fixture } from "./fixture";
import { markdownContext } from "@/tests/support/markdown";
import { resourcesMarkdown } from "./markdown";

const block = fixture;

describe("ResourcesBlock", () => {
  it("renders inert cards labelled by kind, with no links", () => {
    const html = render(<ResourcesBlock block={block} lang="en" />);
    expect(count(html, /<article/)).toBe(4);
    expect(html).not.toContain("<a ");
    expect(html).not.toContain("<button");
    const text = textOf(html);
    for (const kind of ["Guide The guide", "Article The article", "Case study The case study", "Webinar The webinar"]) expect(text).toContain(kind);
    expect(text).toContain("15 min read");
  });

  it("labels the kinds in the page's language", () => {
    const text = textOf(render(<ResourcesBlock block={block} lang="es" />));
    for (const kind of ["Guía The guide", "Artículo The article", "Caso de éxito The case study", "Seminario web The webinar"]) expect(text).toContain(kind);
  });
});

describe("the resources block's Markdown", () => {
  const markdownOf = (block: Parameters<typeof resourcesMarkdown>[0]) => resourcesMarkdown(block, markdownContext, false);

  it("each as an h3 with its kind, length and summary", () => {
    expect(markdownOf(fixture)).toBe(
      "## Resources\n\n*Eyebrow*\n\nIntro copy.\n\n### The guide\n\n*Guide* · 15 min read\n\nHow to.\n\n### The article\n\n*Article*\n\n### The case study\n\n*Case study*\n\n### The webinar\n\n*Webinar* · 30 min",
    );
  });
});
