import "server-only";
import type { QueryParams, SanityQueries } from "@sanity/client";
import { hasSanityProject } from "@/lib/platform/env";
import { bundledDataset, queryFrozenDataset } from "./bundled";
import { draftClient, hostedClient } from "./client";
import { isDraftMode } from "./draft";

/** The result type TypeGen generated for a query, looked up by its text. */
export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : never;

type FetchOptions<Q extends string> = {
  query: Q;
  params?: QueryParams;
  /** Cache tags, one per document type the query reads; the content webhook revalidates by them. */
  tags: string[];
};

/**
 * The one way pages read content. The same GROQ text runs against the hosted
 * Content Lake when a project is configured (drafts with stega in draft mode,
 * otherwise the cached, tagged published content) and against the bundled
 * dataset with groq-js, Sanity's own engine, otherwise.
 */
export async function sanityFetch<const Q extends string>({
  query,
  params = {},
  tags,
}: FetchOptions<Q>): Promise<QueryResult<Q>> {
  if (!hasSanityProject) return (await queryFrozenDataset(await bundledDataset(), query, params)) as QueryResult<Q>;
  if (await isDraftMode()) return draftClient().fetch(query, params, { cache: "no-store" }) as Promise<QueryResult<Q>>;
  return hostedClient().fetch(query, params, { cache: "force-cache", next: { tags } }) as Promise<QueryResult<Q>>;
}
