import type { Layout } from "@/lib/content";
import { FALLBACK_COLORS, brandColor } from "@/lib/brand";
import { attrText } from "@/lib/sanity/stega";
import { CtaButton } from "@/components/ui/cta-button";
import { SolutionsMenu } from "./solutions-menu";

/** The top bar: the default brand's wordmark (whatever brand is active), the Solutions menu and the header button. */
export function Header({ layout }: { layout: Layout }) {
  const { settings, headerBrand } = layout;
  const wordmark = headerBrand?.wordmark ?? "Home";
  const links = (settings?.solutions ?? []).flatMap((item) =>
    item.slug ? [{ key: item._key, label: item.label, description: item.description, href: `/solutions/${item.slug}` }] : [],
  );
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <a href="#main" className="sr-only rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50">
        Skip to content
      </a>
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- plain links on purpose (components/ui/cta-button.tsx) */}
        <a className="mr-auto flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-ink focus-visible:outline-3 focus-visible:outline-brand" href="/">
          {headerBrand?.logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a small logo from the CMS, sized by CSS
            <img src={headerBrand.logoUrl} alt={attrText(wordmark)} className="h-8 w-auto" />
          ) : (
            <>
              <span
                aria-hidden="true"
                style={{ backgroundColor: brandColor(headerBrand?.color) ?? FALLBACK_COLORS.primary }}
                className="flex size-8 items-center justify-center rounded-lg text-base text-white"
              >
                {wordmark.slice(0, 1)}
              </span>
              {wordmark}
            </>
          )}
        </a>
        {links.length > 0 ? <SolutionsMenu label={settings?.solutionsLabel ?? "Solutions"} links={links} /> : null}
        {settings?.headerCta ? (
          <div className="hidden sm:block">
            <CtaButton cta={settings.headerCta} />
          </div>
        ) : null}
      </nav>
    </header>
  );
}
