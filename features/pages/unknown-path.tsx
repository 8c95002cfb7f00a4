import "server-only";
import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { cache, type ReactNode } from "react";
import { getLayout } from "@/lib/pages/site";
import { resourcesAt } from "@/lib/articles/addresses";
import { LANGUAGE_INFO, type Lang } from "@/lib/routing/paths";
import { findGeneralPage, findSolutionPage } from "@/lib/pages/page-documents";
import { redirectUnknownPath } from "@/lib/publishing/unknown-path-redirect";
import { PREVIEW_ROUTE_SEGMENT } from "@/lib/routing/next-rules";
import { langOfParams, type RouteProps } from "@/lib/routing/params";
import { notFoundIn, type NotFoundSection, rememberNotFoundSection } from "@/lib/routing/request";
import {
  paramNamesOf,
  pathOf,
  previewPathOf,
  ROUTE_KINDS,
  routeAtSegments,
  ROUTES,
  type RouteKind,
  type RouteMatch,
} from "@/lib/routing/table";
import { ContentRoute, contentMetadata, type FoundPage } from "./content-page";
import { ArticleRoute, articleRouteMetadata, ListingRoute, listingMetadata } from "../articles/article-pages";
import { StatePageRoute, statePageMetadata } from "../states/state-page";
import { DocumentPageRoute, documentPageMetadata } from "../documents/document-pages";
import { findDocumentType } from "@/lib/documents/content";

/*
 * Every address under a language that no prerendered page has (app/[locale]/[...rest], rendered per
 * request and never cached). Its segments are what a rewrite made of the public path (the routes'
 * words) or the public path itself (lib/routing/table.ts: routeAtSegments); the routing table says
 * which kind of page they name, and the content says whether it exists now.
 */

type Answer =
  | { kind: "content"; found: FoundPage }
  | { kind: "state"; slug: string }
  | { kind: "document"; slug: string }
  | { kind: "article"; slug: string }
  | { kind: "listing"; listing: Parameters<typeof ListingRoute>[0]["listing"] }
  | { kind: "moved"; location: string }
  | { kind: "unknown"; path: string }
  | { kind: "notFound"; section: NotFoundSection };

const firstSegment = (path: string) => path.split("/")[1];

/** The part of the site a kind's addresses are under: the articles' listing and the state pages answer 404 for what they do not have. */
function sectionOf(kind: RouteKind): NotFoundSection {
  const first = firstSegment(ROUTES[kind].route);
  if (first === firstSegment(ROUTES.resources.route)) return "resources";
  if (first === firstSegment(ROUTES.stateIndex.route)) return "states";
  if (first === firstSegment(ROUTES.documentIndex.route)) return "documents";
  return null;
}

/** The section a first segment in either spelling (the routes' or the language's) is under, if any. */
function sectionOfSegment(lang: Lang, segment: string | undefined): NotFoundSection {
  const kind = ROUTE_KINDS.find(
    (candidate) =>
      sectionOf(candidate) &&
      [firstSegment(ROUTES[candidate].route), firstSegment(ROUTES[candidate].paths[lang])].includes(segment),
  );
  return kind ? sectionOf(kind) : null;
}

/** A link-preview image's address that no image of the build has: its page's section answers 404, any other redirects like an unknown path. */
function previewAnswer(lang: Lang, [kind = "", ...values]: readonly string[]): Answer {
  if (!(ROUTE_KINDS as string[]).includes(kind)) return { kind: "unknown", path: LANGUAGE_INFO[lang].prefix || "/" };
  const names = paramNamesOf(kind as RouteKind);
  const params = Object.fromEntries(names.map((name, index) => [name, encodeURIComponent(values[index] ?? "")]));
  const path =
    previewPathOf(lang, kind as RouteKind, params as never) ?? pathOf(lang, kind as RouteKind, params as never);
  const section = sectionOf(kind as RouteKind);
  return section ? { kind: "notFound", section } : { kind: "unknown", path };
}

async function matchAnswer(match: RouteMatch): Promise<Answer | null> {
  const { lang } = match;
  switch (match.kind) {
    case "solution": {
      const page = await findSolutionPage(lang, match.params.slug);
      return page ? { kind: "content", found: { kind: "solution", page } } : null;
    }
    case "general": {
      const page = await findGeneralPage(lang, match.params.slug);
      return page ? { kind: "content", found: { kind: "general", page } } : null;
    }
    case "state":
      return { kind: "state", slug: match.params.state };
    // A document published since the build; any other slug is the documents' 404.
    case "document":
      return (await findDocumentType(lang, match.params.slug)) ? { kind: "document", slug: match.params.slug } : null;
    case "article":
    case "resourcesPage":
    case "category":
    case "categoryPage": {
      const found = await resourcesAt(match);
      if (!found) return { kind: "notFound", section: "resources" };
      if (found.kind === "redirect") return { kind: "moved", location: found.location };
      return found;
    }
    default:
      return null;
  }
}

/** What `rest` names in `lang` now (once per request: the metadata and the page both ask). */
const answerFor = cache(async (lang: Lang, key: string): Promise<Answer> => {
  const rest = key === "" ? [] : key.split("/");
  if (rest[0] === PREVIEW_ROUTE_SEGMENT) return previewAnswer(lang, rest.slice(1));
  const match = routeAtSegments(lang, rest);
  const answer = match ? await matchAnswer(match) : null;
  if (answer) return answer;
  const section = match ? sectionOf(match.kind) : sectionOfSegment(lang, rest[0]);
  if (section) return { kind: "notFound", section };
  const path = match
    ? pathOf(
        lang,
        match.kind,
        Object.fromEntries(
          Object.entries(match.params).map(([name, value]) => [name, encodeURIComponent(value)]),
        ) as never,
      )
    : `${LANGUAGE_INFO[lang].prefix}/${rest.map(encodeURIComponent).join("/")}`;
  return { kind: "unknown", path };
});

const answerAt = (lang: Lang, rest: readonly string[]) => answerFor(lang, rest.join("/"));

export async function unknownPathMetadata(lang: Lang, rest: readonly string[]): Promise<Metadata> {
  const answer = await answerAt(lang, rest);
  switch (answer.kind) {
    case "content": {
      const { settings } = await getLayout(lang);
      return contentMetadata(answer.found, lang, { defaultOgImage: settings?.seo?.ogImage });
    }
    case "state":
      return statePageMetadata(lang, answer.slug, { generated: false });
    case "document":
      return documentPageMetadata(lang, answer.slug, { generated: false });
    case "article":
      return articleRouteMetadata(lang, answer.slug, { generated: false });
    case "listing":
      return listingMetadata(lang, answer.listing);
    default:
      return {};
  }
}

/** app/[locale]/[...rest]/'s layout: keeps the language and the part of the site of a 404 before its not-found renders (lib/routing/request.ts). */
export async function UnknownPathLayout({
  children,
  params,
}: RouteProps<{ rest: string[] }> & { children: ReactNode }) {
  const lang = await langOfParams(params);
  const answer = await answerAt(lang, (await params).rest);
  if (answer.kind === "notFound") rememberNotFoundSection(answer.section);
  return children;
}

export async function UnknownPathRoute({ lang, rest }: { lang: Lang; rest: readonly string[] }) {
  const answer = await answerAt(lang, rest);
  switch (answer.kind) {
    case "content":
      return <ContentRoute found={answer.found} lang={lang} layout={await getLayout(lang)} />;
    case "state":
      return <StatePageRoute lang={lang} slug={answer.slug} />;
    case "document":
      return <DocumentPageRoute lang={lang} slug={answer.slug} />;
    case "article":
      return <ArticleRoute lang={lang} slug={answer.slug} generated={false} />;
    case "listing":
      return <ListingRoute lang={lang} listing={answer.listing} />;
    case "moved":
      return permanentRedirect(answer.location);
    case "notFound":
      return notFoundIn(answer.section);
    case "unknown":
      return redirectUnknownPath(answer.path);
  }
}
