import "server-only";
import { createHash } from "node:crypto";
import { stegaClean } from "@sanity/client/stega";
import { cache } from "react";
import type { Lang } from "@/lib/routing/paths";
import { sanityFetch } from "@/lib/sanity/fetch";
import { earlyAccessPageQuery, ronStatesQuery } from "@/lib/sanity/queries";
import type { RonStatesQueryResult } from "@/lib/sanity/sanity.types";
import { fillTemplate } from "@/lib/text/template";
import type { ConsentTexts } from "./consent";
import { DEFAULT_SIGNUP_COPY, privacyHref, withDefaults, type PartialCopy, type SignupCopy } from "./copy";
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

/**
 * A content revision: `sha256-` and the first 16 hex digits of the digest of the words as shown.
 * The same words give the same revision whatever the source (a hosted project, the local lake,
 * the bundled dataset, which has no `_rev`), and any other edit of the document leaves it as it
 * is; anyone holding the words (the Studio's history, `content/*.ndjson` in git) can recompute it.
 */
export function contentRevision(...parts: string[]): string {
  return `sha256-${createHash("sha256").update(parts.join("\u0000")).digest("hex").slice(0, 16)}`;
}

/**
 * What the wizard records with a signup (lib/signup/consent.ts): the revision of the notice at
 * collection (its words, the link's words and address), and the consent to calls and texts with
 * `{company}` filled in, exactly as the box shows it, with the revision of its content (the
 * words with `{company}`). Cleaned of stega: a draft's invisible
 * characters never enter a record (the box shows this same clean text).
 */
export function consentTexts(form: SignupCopy["form"], company: string): ConsentTexts {
  const clean = stegaClean(form);
  const phone = fillTemplate(clean.phoneConsent, { company: stegaClean(company) });
  return {
    noticeRevision: contentRevision(clean.collectionNotice, clean.privacyLinkLabel, privacyHref(clean.privacyHref)),
    phone: { text: phone, revision: contentRevision(clean.phoneConsent) },
  };
}
