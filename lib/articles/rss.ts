/*
 * The articles' RSS 2.0 feed (`/resources/feed.xml`, `/es/recursos/feed.xml`): a pure function of
 * the channel and its items, so the escaping and the bounds are tested without a server.
 */

export type FeedItem = {
  title: string;
  /** Absolute URL of the article (also its guid). */
  url: string;
  description: string | null;
  /** ISO date-time it was published. */
  publishedAt: string;
  author: string | null;
  categories: readonly string[];
};

export type FeedChannel = {
  title: string;
  description: string;
  /** Absolute URL of the listing. */
  link: string;
  /** Absolute URL of the feed itself. */
  self: string;
  /** BCP 47 language (`en-US`, `es-US`). */
  language: string;
};

/** The most characters of an item's description (the feed stays small whatever editors write). */
export const MAX_DESCRIPTION = 600;

/** Characters XML 1.0 does not allow (controls but tab, LF, CR; lone surrogates; U+FFFE/FFFF). */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as XML character data: the five special characters escaped, characters XML forbids removed. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** At most `max` characters, cut at a word and marked with an ellipsis. */
export function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** RFC 822 date, as RSS 2.0 asks: `Tue, 03 Nov 2026 09:00:00 GMT`. */
export const rfc822 = (iso: string): string => new Date(iso).toUTCString();

const element = (name: string, value: string | null | undefined) =>
  value ? `<${name}>${xmlText(value)}</${name}>` : "";

/** The feed document. `items` are newest first; the caller bounds how many (lib/articles/listing.ts: FEED_ITEMS). */
export function rssFeed(channel: FeedChannel, items: readonly FeedItem[]): string {
  const newest = items[0]?.publishedAt;
  const itemXml = items.map((item) =>
    [
      "<item>",
      element("title", item.title),
      element("link", item.url),
      `<guid isPermaLink="true">${xmlText(item.url)}</guid>`,
      element("description", item.description ? truncate(item.description, MAX_DESCRIPTION) : null),
      element("pubDate", rfc822(item.publishedAt)),
      element("dc:creator", item.author),
      ...item.categories.map((category) => element("category", category)),
      "</item>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", channel.title),
    element("link", channel.link),
    element("description", channel.description),
    element("language", channel.language),
    `<atom:link href="${xmlText(channel.self)}" rel="self" type="application/rss+xml"/>`,
    newest ? element("lastBuildDate", rfc822(newest)) : "",
    ...itemXml,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
