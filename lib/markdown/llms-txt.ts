import "server-only";
import { getLayout } from "@/lib/pages/site";
import { homePath, LANGUAGE_INFO } from "@/lib/routing/paths";
import { absoluteUrl } from "@/lib/seo/metadata";
import { allMarkdownPages } from "./documents";
import { markdownPath } from "./paths";
import { escapeText, link, plain } from "./syntax";

/**
 * `/llms.txt` (llmstxt.org): the product's name, the site's description, then every indexable page
 * of every language as a link to its Markdown rendition with one line about it, grouped by kind and
 * language (English first; the Spanish sections are named in Spanish, "… en español"). Pages hidden
 * from search engines or naming another page as canonical are left out, as in sitemap.xml; a
 * translation that is not published is in no list.
 */
export async function llmsTxt(): Promise<string> {
  const [{ settings, brand }, pages] = await Promise.all([getLayout("en"), allMarkdownPages()]);
  const sections = new Map<string, string[]>();
  for (const { section, page } of pages) {
    if (page.noindex || page.canonicalPath !== page.path) continue;
    const summary = plain(page.summary);
    const line = `- ${link(page.title, absoluteUrl(markdownPath(page.path)))}${summary ? `: ${escapeText(summary)}` : ""}`;
    sections.set(section, [...(sections.get(section) ?? []), line]);
  }
  const name = plain(brand?.productName) || plain(settings?.seo?.title) || new URL(absoluteUrl("/")).host;
  const description = plain(settings?.seo?.description);
  const spanish = homePath("es");
  return (
    [
      `# ${escapeText(name)}`,
      ...(description ? [`> ${escapeText(description)}`] : []),
      `Each link is the Markdown rendition of a page; the page itself is at the same address without \`.md\` (\`/index.md\`: \`/\`, \`${markdownPath(spanish)}\`: \`${spanish}\`). The site is in English and in ${LANGUAGE_INFO.es.title} (${LANGUAGE_INFO.es.name}, under \`${spanish}\`): the sections "… en español" list the Spanish pages.`,
      ...[...sections].map(([section, lines]) => `## ${escapeText(section)}\n\n${lines.join("\n")}`),
    ].join("\n\n") + "\n"
  );
}
