// Which URLs a CDN must forget when a document is published: the pages that show what changed.
import { markdownPath } from "@/lib/markdown/paths";
import type { ContentChange } from "@/lib/revalidate";

/** Served from the brand and cached for an hour (app/brand-icon.svg): forgotten with every page. */
const SITE_WIDE_EXTRAS = ["/brand-icon.svg", "/sitemap.xml"];

/** Lists every page with its title and summary, the product's name and the site's description (lib/markdown/llms-txt.ts). */
const LLMS_TXT = "/llms.txt";

export const solutionPath = (slug: string) => `/solutions/${encodeURIComponent(slug)}`;
export const generalPagePath = (slug: string) => `/${encodeURIComponent(slug)}`;

/** Every page of the site: home, early access, each solution and general page, plus the sitemap and the drawn favicon. */
export function everyPagePath(solutionSlugs: readonly string[], generalSlugs: readonly string[] = []): string[] {
  return ["/", "/early-access", ...solutionSlugs.map(solutionPath), ...generalSlugs.map(generalPagePath), ...SITE_WIDE_EXTRAS];
}

/**
 * The paths whose answers change with `change`, given the solution pages' current slugs (null
 * when they could not be read: the paths the change names are purged anyway). What each page
 * shows (lib/sanity/queries.ts):
 * - site settings (menu, header, footer, modals, default SEO) and brands (names, colours, logo,
 *   favicon): on every page → every page.
 * - the home page: `/`, and its date in `sitemap.xml`.
 * - the early-access page: `/early-access`.
 * - a solution page: its own page and its date in `sitemap.xml`. Other pages show only its slug
 *   (the Solutions menu on every page, the canonical link of a page that copies it), so when the
 *   slug changed, or it is not known that it did not (created, deleted, a webhook without
 *   `previousSlug`), every page, plus the old and the new path.
 * - a general page: the same as a solution page, at `/<slug>` (other pages show its slug in
 *   the footer links that point at it).
 * - a redirect: the path(s) it redirects from (old and new); without them, every page.
 * - a state's RON coverage: every page and `/llms.txt`, until it is settled which pages show it
 *   (the notary page's coverage block, the signup wizard, a summary figure anywhere).
 * A page's Markdown rendition (`<path>.md`, lib/markdown/paths.ts) shows its own document only, and
 * a copy's names the page it repeats as canonical: it goes with its page's document, never with
 * site settings, brands or redirects; with any slug change, every solution page's. `/llms.txt`
 * goes with every change but a redirect's (it lists every page's title and summary, the product's
 * name and the site's description).
 * Open Graph images and `robots.txt` are sent `max-age=0, must-revalidate`, so no cache keeps them.
 */
export function purgePaths(change: ContentChange, solutionSlugs: readonly string[] | null, generalSlugs: readonly string[] = []): string[] {
  const all = () => everyPagePath(solutionSlugs ?? [], generalSlugs);
  const named = (values: (string | null | undefined)[], toPath: (value: string) => string) =>
    values.flatMap((value) => (typeof value === "string" ? [toPath(value)] : []));
  const renditions = (pagePaths: string[]) => pagePaths.map(markdownPath);
  let paths: string[];
  switch (change.type) {
    case "siteSettings":
    case "brand":
    case "ronState":
      paths = [...all(), LLMS_TXT];
      break;
    case "homePage":
      paths = ["/", "/sitemap.xml", markdownPath("/"), LLMS_TXT];
      break;
    case "earlyAccessPage":
      paths = ["/early-access", markdownPath("/early-access"), LLMS_TXT];
      break;
    case "solutionPage":
    case "page": {
      const own = named([change.slug, change.previousSlug], change.type === "page" ? generalPagePath : solutionPath);
      const slugUnchanged = typeof change.slug === "string" && change.previousSlug === change.slug;
      paths = slugUnchanged
        ? [...own, "/sitemap.xml", ...renditions(own), LLMS_TXT]
        : [...all(), ...own, ...renditions([...(solutionSlugs ?? []).map(solutionPath), ...own]), LLMS_TXT];
      break;
    }
    case "redirect": {
      const from = named([change.from, change.previousFrom], (path) => path);
      paths = from.length > 0 ? from : all();
      break;
    }
  }
  return [...new Set(paths)];
}

/** Absolute URLs on the site's public origin (NEXT_PUBLIC_SITE_URL), as a CDN files them. */
export function absoluteUrls(paths: readonly string[], siteUrl: string): string[] {
  const origin = new URL(siteUrl).origin;
  return [...new Set(paths.map((path) => new URL(path, `${origin}/`).href).filter((url) => url.startsWith(`${origin}/`)))];
}
