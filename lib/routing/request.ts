import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { DEFAULT_LANGUAGE, type Lang } from "./languages.ts";

/*
 * What this request's 404 needs to know. Next.js gives a not-found file no parameters, so the
 * language is kept for the request by every route of app/[locale]/ as it reads its parameters
 * (lib/routing/params.ts), and the part of the site the missing address is under by whoever answers
 * 404 (notFoundIn). React's cache() holds it for one render.
 */

/** The part of the site a 404 is in: the articles' listing has its own way back. */
export type NotFoundSection = "resources" | "states" | null;

const requestState = cache((): { lang: Lang; section: NotFoundSection } => ({ lang: DEFAULT_LANGUAGE, section: null }));

/** The language this request renders in. */
export function rememberLanguage(lang: Lang): void {
  requestState().lang = lang;
}

/** Answers 404, shown as `section`'s. */
export function notFoundIn(section: NotFoundSection): never {
  requestState().section = section;
  notFound();
}

/** The language and section of this request's 404. */
export const notFoundContext = (): { lang: Lang; section: NotFoundSection } => ({ ...requestState() });
