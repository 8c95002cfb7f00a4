import type { Layout } from "@/lib/pages/site";
import { homePath, LANGUAGE_INFO, pricingPath, type Lang } from "@/lib/routing/paths";
import { uiText } from "@/lib/text/ui-text";
import { FALLBACK_COLORS, brandColor } from "@/lib/pages/brand";
import { attrText } from "@/lib/sanity/stega";
import { imageAspect, responsiveImage } from "@/lib/sanity/image";
import { CtaButton } from "@/components/ui/cta-button";
import { SolutionsMenu } from "./solutions-menu";

/** The other language's version of the page being shown, for the header's language link. */
export type LanguageLink = { lang: Lang; href: string };

/**
 * The top bar: the default brand's wordmark (whatever brand is active), the Solutions menu, the
 * pricing page, the link to this page in the other language (its translation, else that language's home) and the
 * header button. A plain link: no script, no redirect by the browser's language. On a phone
 * (375 px) the items sit closer, so the longest language's (Spanish) fit without sideways scrolling.
 */
export function Header({ layout, lang, languageLink }: { layout: Layout; lang: Lang; languageLink: LanguageLink }) {
  const { settings, headerBrand } = layout;
  const text = uiText(lang);
  const wordmark = headerBrand?.wordmark ?? text.homeLabel;
  // The logo is 32 px high (h-8) and as wide as its crop's proportions make it.
  const logoWidth = Math.round(32 * (imageAspect(headerBrand?.logo) ?? 1));
  const logo = responsiveImage(headerBrand?.logo, { displayWidth: logoWidth, sizes: `${logoWidth}px` });
  const links = (settings?.solutions ?? []).flatMap((item) =>
    item.href && item.label
      ? [{ key: item._key, label: item.label, description: item.description, href: item.href }]
      : [],
  );
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        {text.skipToContent}
      </a>
      <nav
        aria-label={text.mainNav}
        className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-4 sm:gap-4 sm:px-6 lg:px-8"
      >
        <a
          className="mr-auto flex items-center gap-2 rounded-lg text-lg font-extrabold sm:text-xl tracking-tight text-ink focus-visible:outline-3 focus-visible:outline-brand"
          href={homePath(lang)}
        >
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- a server-rendered srcset from Sanity's image pipeline (lib/sanity/image.ts), no client code
            <img {...logo} alt={attrText(wordmark)} className="h-8 w-auto" />
          ) : (
            <>
              <span
                aria-hidden="true"
                style={{ backgroundColor: brandColor(headerBrand?.color) ?? FALLBACK_COLORS.primary }}
                className="flex size-8 items-center justify-center rounded-lg text-base text-white"
              >
                {wordmark.slice(0, 1)}
              </span>
              {/* Under 360 px the mark alone: the wordmark's letters would push Pricing and the language off the screen. */}
              <span className="max-[359px]:sr-only">{wordmark}</span>
            </>
          )}
        </a>
        {links.length > 0 ? (
          <SolutionsMenu label={settings?.solutionsLabel ?? text.solutionsLabel} links={links} />
        ) : null}
        <a
          href={pricingPath(lang)}
          className="rounded-lg px-1.5 py-2 sm:px-2 text-sm font-semibold text-slate-700 hover:text-brand focus-visible:outline-3 focus-visible:outline-brand"
        >
          {text.pricing.navLabel}
        </a>
        <a
          href={languageLink.href}
          hrefLang={languageLink.lang}
          lang={languageLink.lang}
          className="rounded-lg px-1.5 py-2 sm:px-2 text-sm font-semibold text-slate-700 hover:text-brand focus-visible:outline-3 focus-visible:outline-brand"
        >
          <span className="sm:hidden" aria-hidden="true">
            {languageLink.lang.toUpperCase()}
          </span>
          <span className="max-sm:sr-only">{LANGUAGE_INFO[languageLink.lang].name}</span>
        </a>
        {settings?.headerCta?.label && settings.headerCta.href ? (
          <div className="hidden sm:block">
            <CtaButton cta={{ ...settings.headerCta, label: settings.headerCta.label }} />
          </div>
        ) : null}
      </nav>
    </header>
  );
}
