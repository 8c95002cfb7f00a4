import "server-only";
import { cache } from "react";
import { DEFAULT_LANGUAGE, type Lang } from "./languages.ts";

/*
 * The language this request renders in, for its 404: Next.js gives a not-found file no
 * parameters, so every route of app/[locale]/ keeps its language here as it reads its parameters
 * (lib/routing/params.ts; the root layout does so before anything below it renders). React's
 * cache() holds it for one render.
 */
const requestLanguage = cache((): { lang: Lang } => ({ lang: DEFAULT_LANGUAGE }));

/** Keeps the language this request renders in. */
export function rememberLanguage(lang: Lang): void {
  requestLanguage().lang = lang;
}

/** The language this request renders in (the default language before any route has read it). */
export const languageOfRequest = (): Lang => requestLanguage().lang;
