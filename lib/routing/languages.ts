/**
 * The site's languages. English is unprefixed (`/solutions/api`); every other language lives under
 * its prefix (`/es/soluciones/<slug>`), with its own words for the site's own segments
 * (lib/routing/table.ts). Pure data and functions: usable by schemas, server and client code alike.
 */
export const LANGUAGES = ["en", "es"] as const;

export type Lang = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Lang = "en";

export const isLang = (value: unknown): value is Lang =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** A value read from content or a request as a language: anything unknown is English. */
export const langOf = (value: unknown): Lang => (isLang(value) ? value : DEFAULT_LANGUAGE);

type LanguageInfo = {
  /** The language's own name, as the header's language link shows it. */
  name: string;
  /** In English, for Studio. */
  title: string;
  /** The path prefix of its pages ("" for the default language). */
  prefix: "" | `/${string}`;
  /** Open Graph locale. */
  locale: string;
};

export const LANGUAGE_INFO: Record<Lang, LanguageInfo> = {
  en: { name: "English", title: "English", prefix: "", locale: "en_US" },
  es: { name: "Español", title: "Spanish", prefix: "/es", locale: "es_US" },
};

/** The language of a path on this site: a language's under its prefix, the default language's anywhere else. */
export function langOfPath(path: string): Lang {
  for (const lang of LANGUAGES) {
    const { prefix } = LANGUAGE_INFO[lang];
    if (
      prefix &&
      (path === prefix ||
        path.startsWith(`${prefix}/`) ||
        path.startsWith(`${prefix}#`) ||
        path.startsWith(`${prefix}?`))
    )
      return lang;
  }
  return DEFAULT_LANGUAGE;
}

/** hreflang values: the language's code. */
export const hreflang = (lang: Lang): string => lang;
