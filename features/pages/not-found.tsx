import "server-only";
import { SiteFrame } from "@/components/layout/site-frame";
import { getLayout } from "@/lib/pages/site";
import { homePath, resourcesPath } from "@/lib/routing/paths";
import { notFoundContext } from "@/lib/routing/request";
import { uiText } from "@/lib/text/ui-text";

/**
 * The 404 of every page under a language (app/[locale]/not-found.tsx), in its language
 * (lib/routing/request.ts): under the articles' listing its way back is the listing, elsewhere the
 * home page.
 */
export async function NotFoundRoute() {
  const { lang, section } = notFoundContext();
  const text = uiText(lang);
  const { title, body, link, href } =
    section === "resources"
      ? {
          title: text.resources.notFoundTitle,
          body: text.resources.notFoundBody,
          link: text.resources.notFoundLink,
          href: resourcesPath(lang),
        }
      : { ...text.notFound, href: homePath(lang) };
  return (
    <SiteFrame layout={await getLayout(lang)} lang={lang} paths={{}}>
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
    </SiteFrame>
  );
}
