import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { DEFAULT_LANGUAGE, type Lang } from "./languages.ts";

/*
 * What this request's 404 needs to know. Next.js gives a not-found file no parameters, so the
 * language is kept for the request by every route of app/[locale]/ as it reads its parameters
 * (lib/routing/params.ts), and the part of the site the missing address is under by whoever answers
 * 404 (notFoundIn). React's cache() holds it for one render.
 *
 * Next.js renders a not-found file into every page under its folder, before it knows whether the
 * page answers 404, and at the same time as the page: only what a layout at the not-found's own
 * level kept is sure to be there when it renders (app/[locale]/, resources/ and [...rest]/ each have
 * one: lib/routing/layouts.tsx, features/pages/unknown-path.tsx).
 */

/** The part of the site a 404 is in: the articles' listing has its own way back. */
export type NotFoundSection = "resources" | "states" | "documents" | null;

const requestState = cache((): { lang: Lang; section: NotFoundSection } => ({ lang: DEFAULT_LANGUAGE, section: null }));

/** The language this request renders in. */
export function rememberLanguage(lang: Lang): void {
  requestState().lang = lang;
}

/** The part of the site this request's 404, if it answers one, is in. */
export function rememberNotFoundSection(section: NotFoundSection): void {
  requestState().section = section;
}

/** Answers 404, shown as `section`'s. */
export function notFoundIn(section: NotFoundSection): never {
  requestState().section = section;
  notFound();
}

/** The language and section of this request's 404. */
export const notFoundContext = (): { lang: Lang; section: NotFoundSection } => ({ ...requestState() });
