import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { MAX_DESCRIPTION, rfc822, rssFeed, truncate, xmlText } from "@/lib/articles/rss";

const channel = {
  title: "Notavo resources",
  description: "Guides & news",
  link: "https://example.com/resources",
  self: "https://example.com/resources/feed.xml",
  language: "en-US",
};
const item = (overrides = {}) => ({
  title: "RON vs IPEN",
  url: "https://example.com/resources/ron-vs-ipen",
  description: "Which one?",
  publishedAt: "2026-09-30T14:00:00Z",
  author: "Dana Whitfield",
  categories: ["For signers"],
  ...overrides,
});
const parse = (xml: string) => new XMLParser({ ignoreAttributes: false }).parse(xml);

describe("the RSS 2.0 feed", () => {
  it("is well-formed XML with the channel, the self link and each item's link, guid, date, author and categories", () => {
    const xml = rssFeed(channel, [
      item(),
      item({
        title: "Older",
        url: "https://example.com/resources/older",
        publishedAt: "2026-06-10T14:00:00Z",
        categories: [],
      }),
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = parse(xml);
    expect(rss["@_version"]).toBe("2.0");
    expect(rss.channel.title).toBe("Notavo resources");
    expect(rss.channel.description).toBe("Guides & news");
    expect(rss.channel.language).toBe("en-US");
    expect(rss.channel["atom:link"]["@_href"]).toBe(channel.self);
    expect(rss.channel.lastBuildDate).toBe("Wed, 30 Sep 2026 14:00:00 GMT");
    const [first, second] = rss.channel.item;
    expect(first.link).toBe("https://example.com/resources/ron-vs-ipen");
    expect(first.guid["#text"]).toBe(first.link);
    expect(first.guid["@_isPermaLink"]).toBe("true");
    expect(first.pubDate).toBe("Wed, 30 Sep 2026 14:00:00 GMT");
    expect(first["dc:creator"]).toBe("Dana Whitfield");
    expect(first.category).toBe("For signers");
    expect(second.title).toBe("Older");
    expect(second.category).toBeUndefined();
  });

  it("escapes markup and drops characters XML forbids, so any title stays one well-formed text", () => {
    const nasty = `<script>alert("x")</script> & 'quotes' ]]> \u0000\u0007\u001F\uFFFE \uD800 ok`;
    const xml = rssFeed({ ...channel, title: nasty }, [
      item({ title: nasty, description: nasty, author: nasty, categories: [nasty] }),
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain("<script>");
    const { rss } = parse(xml);
    // Read back (entities decoded), the text is what the editor wrote, less the forbidden characters.
    expect(rss.channel.item.title).toBe(`<script>alert("x")</script> & 'quotes' ]]>   ok`);
    expect(xml).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;quotes&apos; ]]&gt;");
    expect(xmlText("a\u0000b")).toBe("ab");
  });

  it("is bounded: descriptions are cut at a word, and a feed with no item is still valid", () => {
    const long = "word ".repeat(500);
    expect(truncate(long, MAX_DESCRIPTION).length).toBeLessThanOrEqual(MAX_DESCRIPTION);
    expect(truncate(long, MAX_DESCRIPTION).endsWith("word…")).toBe(true);
    expect(truncate("short", 10)).toBe("short");
    const xml = rssFeed(channel, [item({ description: long })]);
    expect(parse(xml).rss.channel.item.description.length).toBeLessThanOrEqual(MAX_DESCRIPTION);
    expect(XMLValidator.validate(rssFeed(channel, []))).toBe(true);
    expect(rfc822("2030-01-15T15:00:00Z")).toBe("Tue, 15 Jan 2030 15:00:00 GMT");
  });
});
