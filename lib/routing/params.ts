import { notFound } from "next/navigation";
import { isLang, LANGUAGES, type Lang } from "./languages.ts";
import { rememberLanguage } from "./request.ts";

/** What a page or layout under app/[locale]/ is given. */
export type LocaleParams = { params: Promise<{ locale: string }> };

/** What a page under app/[locale]/ with parameters of its own is given. */
export type RouteProps<P extends Record<string, string | string[]>> = { params: Promise<{ locale: string } & P> };

/** What a nested route's generateStaticParams is given: its parents' parameters. */
export type StaticParamsArgs = { params: { locale: string } };

/** Every language, as app/[locale]/'s parameters: each is prerendered. */
export const languageParams = () => LANGUAGES.map((locale) => ({ locale }));

/** The language a route is rendered in; a segment that is no language is a 404. */
export async function langOfParams(params: Promise<{ locale: string }> | { locale: string }): Promise<Lang> {
  const { locale } = await params;
  if (!isLang(locale)) notFound();
  rememberLanguage(locale);
  return locale;
}
