import "server-only";
import { cache } from "react";
import type { Lang } from "@/lib/routing/paths";
import { sanityFetch } from "@/lib/sanity/fetch";
import { checkerDocumentsQuery, checkerStatesQuery } from "./queries";
import { toCheckerDocuments, toCheckerStates } from "./normalize";

/*
 * The checker's content: two queries per language, tagged with the types they read, so publishing a
 * document or a state's fact changes every answer after the webhook, with no deploy. Neither
 * depends on the address, so an answer page adds no cache entry of its own.
 */

/** The language's documents the checker offers (none until `documentType` documents are published). */
export const getCheckerDocuments = cache(async (lang: Lang) =>
  toCheckerDocuments(
    await sanityFetch({
      query: checkerDocumentsQuery,
      params: { lang },
      tags: ["documentType", "translation.metadata"],
    }),
  ),
);

/** Every state's law and facts, by code, with names in the language. */
export const getCheckerStates = cache(async (lang: Lang) =>
  toCheckerStates(await sanityFetch({ query: checkerStatesQuery, params: { lang }, tags: ["ronState"] })),
);
