import "server-only";
import { stegaClean } from "@sanity/client/stega";
import { cache } from "react";
import type { Lang } from "@/lib/routing/paths";
import { sanityFetch } from "@/lib/sanity/fetch";
import { earlyAccessPageQuery, ronStatesQuery } from "@/lib/sanity/queries";
import type { RonStatesQueryResult } from "@/lib/sanity/sanity.types";
import { DEFAULT_SIGNUP_COPY, withDefaults, type PartialCopy, type SignupCopy } from "./copy";
import { toSignupStates, type SignupState } from "./state-status";

/** The early-access page document in a language (copy and SEO), or null when it is not published. */
export const getEarlyAccessPage = cache((lang: Lang) =>
  sanityFetch({ query: earlyAccessPageQuery, params: { lang }, tags: ["earlyAccessPage", "translation.metadata"] }),
);

/** The wizard's copy in a language: content over the bundled defaults. */
export async function getSignupCopy(lang: Lang): Promise<SignupCopy> {
  const page = await getEarlyAccessPage(lang);
  return withDefaults(DEFAULT_SIGNUP_COPY, page as PartialCopy<SignupCopy> | null);
}

/**
 * Every state's RON status and requirements (the `ronState` documents), read once per build or
 * revalidation (tag `ronState`). Cleaned of stega: the codes are compared, not only shown.
 */
export const getRonStates = cache(
  async (lang: Lang): Promise<RonStatesQueryResult> =>
    stegaClean(await sanityFetch({ query: ronStatesQuery, params: { lang }, tags: ["ronState"] })) ?? [],
);

/** The states in the compact form the wizard receives with the page (no request per choice). */
export async function getSignupStates(lang: Lang): Promise<SignupState[]> {
  return toSignupStates(await getRonStates(lang));
}
