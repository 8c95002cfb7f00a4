// Which pages exist now and where editors' redirects go, as the proxy (proxy.ts) needs it to answer
// the address of a page unpublished or moved since the build before Next.js renders anything.
//
// Why the proxy: such a page's prerendered copy re-renders as a redirect (lib/publishing/unknown-path-redirect.ts), and
// Next.js 16.4 caches that render's 307/308 without its `Location`; every later visitor got a
// redirect to nowhere on `next start`, Vercel and Netlify (only our server/ repairs it). The proxy
// runs on every deployment, before the route cache.
//
// Proxies cannot use Next.js's data cache or its tags, so the table is this module's own: one small
// query (the published slugs and the redirects, at most MAX_ROWS each), kept TABLE_TTL_MS, refreshed
// by one query at a time, and forgotten at once when the content webhook reaches this process.
import { z } from "zod";
import { homePath, LANGUAGES, langOfPath, type Lang } from "@/lib/routing/paths";
import { routeOf } from "@/lib/routing/table";
import { processSingleton } from "@/lib/platform/singleton";

/** An editor's redirect (the `redirect` document): `permanent` is 308, otherwise 307. */
export type RedirectRule = { from: string; to: string; permanent: boolean };

/** Where a path the site has no page for goes, and whether for good (308) or not (307). */
export type RedirectAnswer = { location: string; permanent: boolean };

/**
 * The answer for a path the site has no page for: the editor's redirect from it (trailing slash
 * ignored; the first, i.e. most recently edited, when several match) unless it points back at the
 * path, otherwise the home page of the path's language (`/`, or `/es` for anything under `/es`),
 * temporarily. The pages (lib/publishing/unknown-path-redirect.ts) and the proxy both answer with this.
 */
export function unknownPathRedirect(path: string, redirects: readonly RedirectRule[]): RedirectAnswer {
  const from = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const match = redirects.find((redirect) => redirect.from === from);
  if (match?.to && match.to !== path) return { location: match.to, permanent: match.permanent };
  return { location: homePath(langOfPath(path)), permanent: false };
}

/** One language's published solution pages' and general pages' slugs. */
export type LanguagePages = { solutions: ReadonlySet<string>; pages: ReadonlySet<string> };

/** The published pages' slugs of every language and the redirects, as the proxy reads them. */
export type PageTable = { languages: Record<Lang, LanguagePages>; redirects: readonly RedirectRule[] };

/** How many slugs of each kind and redirects the table holds at most (the query's own bound). */
export const MAX_ROWS = 10_000;

/** How long a table answers before it is read again (at most one query per this, per process). */
export const TABLE_TTL_MS = 2_000;

/** How long a read may take before the proxy leaves the request to the pages. */
export const TABLE_TIMEOUT_MS = 3_000;

/** A language's slugs of one page type (a document without a language is English, as everywhere). */
const slugsIn = (type: string, lang: Lang) =>
  `*[_type == "${type}" && defined(slug.current) && coalesce(language, "en") == "${lang}"][0...${MAX_ROWS}].slug.current`;

/** One query for the whole table: no parameter depends on the requested path. */
export const pageTableQuery = `{
${LANGUAGES.map((lang) => `  "${lang}": {"solutions": ${slugsIn("solutionPage", lang)}, "pages": ${slugsIn("page", lang)}},`).join("\n")}
  "redirects": *[_type == "redirect" && defined(from) && defined(to)] | order(_updatedAt desc)[0...${MAX_ROWS}]{from, to, "permanent": coalesce(permanent, true)}
}`;

const slugList = z.array(z.string()).max(MAX_ROWS);
const languageSchema = z.object({ solutions: slugList, pages: slugList });

const tableSchema = z.object({
  ...(Object.fromEntries(LANGUAGES.map((lang) => [lang, languageSchema])) as Record<Lang, typeof languageSchema>),
  redirects: z.array(z.object({ from: z.string(), to: z.string(), permanent: z.boolean() })).max(MAX_ROWS),
});

/** The query's answer as a table; throws when it is not the shape the query asks for. */
export function pageTableOf(result: unknown): PageTable {
  const parsed: Record<Lang, z.infer<typeof languageSchema>> & { redirects: RedirectRule[] } =
    tableSchema.parse(result);
  const languageOf = (lang: Lang): LanguagePages => ({
    solutions: new Set(parsed[lang].solutions),
    pages: new Set(parsed[lang].pages),
  });
  return {
    languages: Object.fromEntries(LANGUAGES.map((lang) => [lang, languageOf(lang)])) as Record<Lang, LanguagePages>,
    redirects: parsed.redirects,
  };
}

/*
 * The content webhook (lib/publishing/webhook.ts) counts its changes here, per process: a table read before
 * the last change is stale at once. The proxy runs in the same process as the routes under
 * `next start` and our server; where it does not (a platform's edge), TABLE_TTL_MS bounds the delay.
 */
const changes = () => processSingleton("content-changes", () => ({ count: 0 }));

/** The webhook's call: content changed, tables read before now are stale. */
export function noteContentChange(): void {
  changes().count += 1;
}

export type PageTableSource = {
  /** Reads the table (throws when the content source does not answer in time). */
  load: (signal: AbortSignal) => Promise<PageTable>;
  ttlMs?: number;
  timeoutMs?: number;
  now?: () => number;
  /** Told about each failed read (the first of a run of failures, then at most once a minute). */
  onError?: (error: unknown) => void;
};

export type CachedPageTable = {
  /**
   * The table. `fresh: false` takes what there is when it is only past its lifetime (and starts a
   * read in the background), but waits for a read when there is none yet or the webhook noted a
   * change since; `fresh: true` waits for a read whenever the table is stale, and is null when no
   * fresh table can be had (the source failed or is slow).
   */
  get: (options: { fresh: boolean }) => Promise<PageTable | null>;
};

/** A table read through `load`, at most one read at a time and one per `ttlMs` (also after a failure). */
export function cachedPageTable({
  load,
  ttlMs = TABLE_TTL_MS,
  timeoutMs = TABLE_TIMEOUT_MS,
  now = Date.now,
  onError,
}: PageTableSource): CachedPageTable {
  let table: PageTable | null = null;
  let readAt = Number.NEGATIVE_INFINITY;
  let readChanges = -1;
  let failedAt = Number.NEGATIVE_INFINITY;
  let reported = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | null = null;

  const isFresh = () => table !== null && now() - readAt < ttlMs && readChanges === changes().count;

  const read = () =>
    (inFlight ??= (async () => {
      const started = now();
      const changesAtStart = changes().count;
      try {
        table = await load(AbortSignal.timeout(timeoutMs));
        readAt = started;
        readChanges = changesAtStart;
        reported = Number.NEGATIVE_INFINITY;
      } catch (error) {
        failedAt = now();
        if (failedAt - reported >= 60_000) {
          reported = failedAt;
          onError?.(error);
        }
      } finally {
        inFlight = null;
      }
    })());

  return {
    async get({ fresh }) {
      if (isFresh()) return table;
      // A source that just failed is not asked again before ttlMs.
      if (now() - failedAt >= ttlMs || inFlight) {
        const pending = read();
        // A table from before a known change is not taken even for a "published" verdict.
        if (fresh || table === null || readChanges !== changes().count) await pending;
      }
      if (fresh) return isFresh() ? table : null;
      return table;
    },
  };
}

/**
 * A page address the table decides on, in its language: `/solutions/<slug>` or `/<slug>`, and
 * under a language's prefix its own words, `/es/soluciones/<slug>` or `/es/<slug>`.
 */
export type PagePath = { lang: Lang; kind: "solution" | "general"; slug: string };

/**
 * The page a path would show, by its form alone (the routing table's parser, lib/routing/table.ts),
 * or null: a solution page or a general page, in its language. Reserved slugs are no page.
 */
export function pagePathOf(path: string): PagePath | null {
  const match = routeOf(path);
  return match && (match.kind === "solution" || match.kind === "general")
    ? { lang: match.lang, kind: match.kind, slug: match.params.slug }
    : null;
}

/** Whether the table has that page published in its language. */
export function isPublished(table: PageTable, { lang, kind, slug }: PagePath): boolean {
  const pages = table.languages[lang];
  return (kind === "solution" ? pages.solutions : pages.pages).has(slug);
}
