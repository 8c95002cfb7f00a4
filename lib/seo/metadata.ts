import type { Metadata, Viewport } from "next";
import { FALLBACK_COLORS, brandColor, monogramSvg } from "@/lib/pages/brand";
import type { Layout } from "@/lib/pages/site";
import { env } from "@/lib/platform/env";
import { DEFAULT_LANGUAGE, documentPath, isLang, LANGUAGE_INFO, LANGUAGES, type Lang } from "@/lib/routing/paths";
import { previewPathOf, type RouteParams } from "@/lib/routing/table";
import { uiText, type UiText } from "@/lib/text/ui-text";
import { plain } from "@/lib/sanity/stega";

type Seo = { title: string | null; description: string | null; noindex: boolean | null; ogImage: string | null } | null;

/** A generated link-preview image as page metadata names it. */
export type PreviewImage = { url: string; width: number; height: number; alt: string; type: "image/png" };

/**
 * A page's generated link-preview image (1200 × 630, at the routing table's address for it), with
 * its alternative text in the page's language; null for a kind without one.
 */
export function previewImageOf<K extends keyof UiText["previewAlt"]>(
  lang: Lang,
  kind: K,
  params?: RouteParams<K>,
): PreviewImage | null {
  const url = previewPathOf(lang, kind, params);
  return url ? { url, width: 1200, height: 630, alt: String(uiText(lang).previewAlt[kind]), type: "image/png" } : null;
}

/** An absolute URL on this site, for canonical links, sitemaps and structured data. */
export function absoluteUrl(path: string): string {
  return new URL(plain(path), env.NEXT_PUBLIC_SITE_URL).toString();
}

/**
 * A page's SEO fields with the site's default link-preview image when it has none of its own: a
 * page published after the build has no generated image until the next build.
 */
export function withDefaultOgImage(seo: Seo, defaultOgImage?: string | null): Seo {
  return defaultOgImage && !seo?.ogImage
    ? { title: null, description: null, noindex: null, ...seo, ogImage: defaultOgImage }
    : seo;
}

/**
 * Every route's metadata passes through here: the `<head>` is never visible text, so it never
 * carries draft mode's stega marks (lib/sanity/stega.ts), whichever field a value came from.
 */
export function metadata(value: Metadata): Metadata {
  return plain(value);
}

/** A published translation of a page, as the page queries list them (lib/sanity/fragments.ts). */
export type Translation = { language: string | null; slug: string | null };

/** The path of each published language version of a page: its own and its translations'. */
export type LanguagePaths = Partial<Record<Lang, string>>;

export function languagePaths(page: {
  type: string;
  lang: Lang;
  slug?: string | null;
  translations?: Translation[] | null;
}): LanguagePaths {
  const paths: LanguagePaths = {};
  const own = documentPath(page.type, page.lang, page.slug);
  if (own) paths[page.lang] = own;
  for (const translation of page.translations ?? []) {
    if (!isLang(translation.language) || translation.language === page.lang) continue;
    const path = documentPath(page.type, translation.language, translation.slug);
    if (path) paths[translation.language] = path;
  }
  return paths;
}

/**
 * hreflang alternates: every language version names itself and the others, and `x-default` is
 * the English one. None while a page exists in one language only.
 */
export function hreflangAlternates(paths: LanguagePaths): Record<string, string> | undefined {
  const present = LANGUAGES.filter((lang) => paths[lang]);
  if (present.length < 2) return undefined;
  const languages: Record<string, string> = Object.fromEntries(present.map((lang) => [lang, paths[lang] as string]));
  if (paths[DEFAULT_LANGUAGE]) languages["x-default"] = paths[DEFAULT_LANGUAGE];
  return languages;
}

/** Page metadata from a page's SEO fields; unset fields fall back to the site defaults in the layout. */
export function pageMetadata({
  seo,
  fallbackTitle,
  canonicalPath,
  lang = DEFAULT_LANGUAGE,
  paths = {},
  previewImage,
}: {
  seo: Seo;
  fallbackTitle: string;
  canonicalPath: string;
  lang?: Lang;
  paths?: LanguagePaths;
  /** The page's generated link-preview image (previewImageOf), which takes precedence over its SEO image. */
  previewImage?: PreviewImage | null;
}): Metadata {
  const title = seo?.title ?? fallbackTitle;
  const image = previewImage ?? (seo?.ogImage ? { url: seo.ogImage, width: 1200, height: 630 } : null);
  const languages = hreflangAlternates(paths);
  return metadata({
    title: { absolute: title },
    description: seo?.description ?? undefined,
    alternates: { canonical: canonicalPath, ...(languages ? { languages } : {}) },
    robots: seo?.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      title,
      description: seo?.description ?? undefined,
      url: canonicalPath,
      locale: LANGUAGE_INFO[lang].locale,
      ...(image ? { images: [image] } : {}),
    },
    twitter: { card: "summary_large_image", title, description: seo?.description ?? undefined },
  });
}

/**
 * The drawn favicon (the same SVG app/brand-icon.svg serves) inline, as a data: URL. As an address
 * it was fetched while the page was still loading, and Lighthouse's estimate of the largest
 * contentful paint then waited a round trip for it whenever it arrived before the first paint
 * (+150 ms on most runs); inline it costs ~250 bytes of HTML and no request. The SVG's own
 * characters are safe (a letter and a checked colour), so only what a URL cannot hold is escaped.
 */
function monogramDataUrl(wordmark: string, color: string): string {
  return `data:image/svg+xml,${monogramSvg(wordmark, color).replaceAll('"', "'").replace(/[<>#]/g, encodeURIComponent)}`;
}

/** The site-wide metadata (the root layout's): title template, description, favicon, link previews. */
export function siteMetadata(
  { settings, brand }: Pick<Layout, "settings" | "brand">,
  lang: Lang = DEFAULT_LANGUAGE,
): Metadata {
  const product = brand?.productName ?? "Notary";
  const defaultTitle = settings?.seo?.title ?? product;
  return metadata({
    metadataBase: new URL(env.NEXT_PUBLIC_SITE_URL),
    title: { default: `${product} — ${defaultTitle}`, template: `%s | ${product}` },
    description: settings?.seo?.description ?? undefined,
    applicationName: product,
    authors: brand?.companyName ? [{ name: brand.companyName }] : undefined,
    publisher: brand?.companyName ?? undefined,
    icons: {
      icon: brand?.faviconUrl ?? monogramDataUrl(brand?.wordmark ?? "N", brandColor(brand?.colors?.primary) ?? ""),
    },
    openGraph: {
      siteName: product,
      type: "website",
      locale: LANGUAGE_INFO[lang].locale,
      // Every page shows the home page's generated image unless it names its own.
      images: [previewImageOf(lang, "home") as PreviewImage],
    },
  });
}

/** The site-wide viewport: the browser's theme colour is the brand's. */
export function siteViewport({ brand }: Pick<Layout, "brand">): Viewport {
  return { themeColor: brandColor(brand?.colors?.primary) ?? FALLBACK_COLORS.primary };
}

/**
 * JSON for a `<script type="application/ld+json">`, safe to inline in HTML. Structured data is
 * never visible text: it carries no stega marks, whatever it was built from.
 */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(plain(data))
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Parses a display price such as "$25" or "$1,250.50" into a schema.org number string. */
export function priceAmount(display: string | null | undefined): string | undefined {
  const match = display?.replace(/,/g, "").match(/\d+(\.\d+)?/);
  return match?.[0];
}
