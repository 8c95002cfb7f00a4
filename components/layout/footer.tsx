import type { Layout } from "@/lib/pages/site";
import { DEFAULT_LANGUAGE, sectionPath, type Lang } from "@/lib/routing/paths";
import { fillTemplate } from "@/lib/text/template";
import { uiText } from "@/lib/text/ui-text";

type FooterLink = { _key: string; label: string | null; href: string | null; section?: string | null };

/** A link's address: a site section's in the page's language (lib/routing/paths.ts), else its page's or its own. */
const footerHref = (link: FooterLink, lang: Lang) => sectionPath(lang, link.section) ?? link.href;

/** A footer link, or, while it has no address, a placeholder that is plain text (not a link to nowhere). */
function FooterItem({ link, lang }: { link: FooterLink; lang: Lang }) {
  const href = footerHref(link, lang);
  return href ? (
    <a className="text-sm text-slate-300 hover:text-white" href={href}>
      {link.label}
    </a>
  ) : (
    <a aria-disabled="true" className="text-sm text-slate-300">
      {link.label}
    </a>
  );
}

/**
 * The notice the notary-advertising laws ask of anything addressed to Spanish speakers (Cal. Gov.
 * Code §8219.5, Tex. Gov. Code §406.017): the notaries are not attorneys. In the page's language
 * and in English; editable in Site settings.
 */
function NotaryNotice({
  notice,
  lang,
}: {
  notice: NonNullable<NonNullable<Layout["settings"]>["notaryNotice"]>;
  lang: Lang;
}) {
  const inEnglish = notice.english && notice.english !== notice.text ? notice.english : null;
  return (
    <aside
      aria-label={uiText(lang).notaryNoticeLabel}
      className="mb-10 rounded-xl border border-white/15 p-4 text-sm text-slate-300"
      data-testid="notary-notice"
    >
      {notice.text ? <p>{notice.text}</p> : null}
      {inEnglish ? (
        <p lang="en" className="mt-2">
          {inEnglish}
        </p>
      ) : null}
    </aside>
  );
}

export function Footer({ layout, lang, now = new Date() }: { layout: Layout; lang: Lang; now?: Date }) {
  const { settings, brand, headerBrand } = layout;
  const company = brand?.companyName ?? headerBrand?.companyName ?? "";
  const copyright = fillTemplate(settings?.copyright ?? "© {year} {company}", { year: now.getFullYear(), company });
  return (
    <footer className="bg-slate-950 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        {lang !== DEFAULT_LANGUAGE && settings?.notaryNotice?.text ? (
          <NotaryNotice notice={settings.notaryNotice} lang={lang} />
        ) : null}
        <div className="grid gap-10 md:grid-cols-[2fr_1fr_1fr]">
          <div>
            <p className="text-xl font-extrabold tracking-tight">{brand?.productName ?? headerBrand?.wordmark}</p>
            {settings?.footerTagline ? (
              <p className="mt-3 max-w-sm text-sm text-slate-300">{settings.footerTagline}</p>
            ) : null}
          </div>
          {(settings?.footerColumns ?? []).map((column) => (
            <div key={column._key}>
              <h2 className="text-sm font-semibold text-white">{column.title}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link._key}>
                    <FooterItem link={link} lang={lang} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-300" data-testid="copyright">
            {copyright}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {(settings?.legalLinks ?? []).map((link) => (
              <li key={link._key}>
                <FooterItem link={link} lang={lang} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
