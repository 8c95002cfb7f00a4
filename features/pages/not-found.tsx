import "server-only";
import { SiteFrame } from "@/components/layout/site-frame";
import { getLayout } from "@/lib/pages/site";
import { documentIndexPath } from "@/lib/documents/paths";
import { homePath, type Lang, resourcesPath } from "@/lib/routing/paths";
import { notFoundContext, type NotFoundSection } from "@/lib/routing/request";
import { uiText } from "@/lib/text/ui-text";

/*
 * The 404s of the pages under a language, in that language (lib/routing/request.ts). Next.js
 * renders a not-found file into the payload of every page under its folder (its header and footer
 * weigh about 7 KB), so the site-framed one sits only under the articles' listing and the catch-all
 * (app/[locale]/resources/, [...rest]/), where most 404s are answered; every other page carries the
 * bare one of app/[locale]/not-found.tsx, which a made-up state's address shows.
 */

function NotFoundMessage({ lang, section }: { lang: Lang; section: NotFoundSection }) {
  const text = uiText(lang);
  const { title, body, link, href } =
    section === "resources"
      ? {
          title: text.resources.notFoundTitle,
          body: text.resources.notFoundBody,
          link: text.resources.notFoundLink,
          href: resourcesPath(lang),
        }
      : section === "documents"
        ? {
            title: text.documents.notFoundTitle,
            body: text.documents.notFoundBody,
            link: text.documents.notFoundLink,
            href: documentIndexPath(lang),
          }
        : { ...text.notFound, href: homePath(lang) };
  return (
    <section aria-labelledby="not-found-heading" className="bg-white">
      <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6 lg:px-8">
        <h1 id="not-found-heading" className="text-4xl font-extrabold tracking-tight text-balance">
          {title}
        </h1>
        <p className="mt-4 text-lg text-slate-600">{body}</p>
        <p className="mt-8">
          <a href={href} className="font-semibold text-brand-dark underline underline-offset-2 hover:text-brand">
            {link}
          </a>
        </p>
      </div>
    </section>
  );
}

/** The 404 in the site's frame: under the articles' listing its way back is the listing, elsewhere the home page. */
export async function NotFoundRoute({ section }: { section?: NotFoundSection }) {
  const state = notFoundContext();
  return (
    <SiteFrame layout={await getLayout(state.lang)} lang={state.lang} paths={{}}>
      <NotFoundMessage lang={state.lang} section={section ?? state.section} />
    </SiteFrame>
  );
}

/** The 404 of a page that never answers one itself: the message alone, in the page's language. */
export function BareNotFound() {
  return (
    <main className="flex-1">
      <NotFoundMessage lang={notFoundContext().lang} section={null} />
    </main>
  );
}
