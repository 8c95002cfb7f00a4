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
    for (const kind of ["Guide The guide", "Article The article", "Case study The case study", "Webinar The webinar"])
      expect(text).toContain(kind);
    expect(text).toContain("15 min read");
  });

  it("labels the kinds in the page's language", () => {
    const text = textOf(render(<ResourcesBlock block={block} lang="es" />));
    for (const kind of [
      "Guía The guide",
      "Artículo The article",
      "Caso de éxito The case study",
      "Seminario web The webinar",
    ])
      expect(text).toContain(kind);
  });
});

describe("a card that references an article", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const article = {
    slug: "what-title-companies-need",
    language: "en",
    publishedAt: "2026-07-22T14:00:00Z",
    translations: [
      { language: "en", slug: "what-title-companies-need", publishedAt: "2026-07-22T14:00:00Z" },
      { language: "es", slug: "que-necesita-una-compania", publishedAt: "2030-01-01T00:00:00Z" },
    ],
  };
  const linked = { ...fixture, items: [{ ...fixture.items[0]!, article }, ...fixture.items.slice(1)] };

  it("links to it in the page's language once it is out, and stays an announcement otherwise", () => {
    const english = render(<ResourcesBlock block={linked} lang="en" now={now} />);
    expect(count(english, /<a /)).toBe(1);
    expect(english).toContain('href="/resources/what-title-companies-need"');
    // Its Spanish translation is scheduled: no link on the Spanish page until then.
    expect(render(<ResourcesBlock block={linked} lang="es" now={now} />)).not.toContain("<a ");
    expect(render(<ResourcesBlock block={linked} lang="es" now={new Date("2030-01-01T00:00:00Z")} />)).toContain(
      'href="/es/recursos/que-necesita-una-compania"',
    );
    expect(render(<ResourcesBlock block={linked} lang="en" now={new Date("2026-01-01T00:00:00Z")} />)).not.toContain(
      "<a ",
    );
  });

  it("is a link in the Markdown rendition too", () => {
    expect(resourcesMarkdown(linked, markdownContext, false)).toContain("### [The guide](");
  });
});

describe("the resources block's Markdown", () => {
  const markdownOf = (block: Parameters<typeof resourcesMarkdown>[0]) =>
    resourcesMarkdown(block, markdownContext, false);

  it("each as an h3 with its kind, length and summary", () => {
    expect(markdownOf(fixture)).toBe(
      "## Resources\n\n*Eyebrow*\n\nIntro copy.\n\n### The guide\n\n*Guide* · 15 min read\n\nHow to.\n\n### The article\n\n*Article*\n\n### The case study\n\n*Case study*\n\n### The webinar\n\n*Webinar* · 30 min",
    );
  });
});
