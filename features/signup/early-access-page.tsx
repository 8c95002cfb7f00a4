import "server-only";
import type { Metadata } from "next";
import { SiteFrame } from "@/components/layout/site-frame";
import { SignupWizard } from "@/features/signup/signup-wizard";
import { JsonLd } from "@/components/ui/json-ld";
import { getLayout } from "@/lib/pages/site";
import { env } from "@/lib/platform/env";
import type { Lang } from "@/lib/routing/paths";
import { hreflangAlternates, languagePaths, metadata } from "@/lib/seo/metadata";
import { challengeConfig } from "@/lib/signup/challenge/config";
import { consentTexts, getEarlyAccessPage, getSignupCopy, getSignupStates } from "@/lib/signup/content";
import { wizardMessages } from "@/lib/signup/messages";
import { webPageData } from "@/lib/seo/structured-data";
import { uiText } from "@/lib/text/ui-text";
import { patternOf } from "@/lib/routing/table";

/** The early-access wizard in a language (`/early-access`, `/es/acceso-anticipado`): its own document's copy. */
export async function earlyAccessMetadata(lang: Lang): Promise<Metadata> {
  const page = await getEarlyAccessPage(lang);
  const paths = languagePaths({ type: "earlyAccessPage", lang, translations: page?.translations });
  const text = uiText(lang);
  const languages = hreflangAlternates(paths);
  return metadata({
    title: page?.seo?.title ?? page?.title ?? text.earlyAccessTitle,
    description: page?.seo?.description ?? text.earlyAccessDescription,
    alternates: { canonical: paths[lang] ?? "/", ...(languages ? { languages } : {}) },
    robots: page?.seo?.noindex ? { index: false } : undefined,
  });
}

/** The signup wizard (static page; the wizard is the only client code). The states' RON status comes with the page. */
export async function EarlyAccessRoute({ lang }: { lang: Lang }) {
  const [copy, page, states, layout] = await Promise.all([
    getSignupCopy(lang),
    getEarlyAccessPage(lang),
    getSignupStates(lang),
    getLayout(lang),
  ]);
  const paths = languagePaths({ type: "earlyAccessPage", lang, translations: page?.translations });
  const path = paths[lang] ?? "/";
  const title = page?.seo?.title ?? page?.title ?? uiText(lang).earlyAccessTitle;
  // The consent to calls and texts names the company: the brand's company name, as the footer's copyright does.
  const company = layout.brand?.companyName || layout.headerBrand?.companyName || layout.brand?.productName || "";
  return (
    <SiteFrame layout={layout} lang={lang} paths={paths}>
      <section className="bg-gradient-to-b from-surface to-white">
        <JsonLd
          data={webPageData({
            path,
            title,
            description: page?.seo?.description,
            updatedAt: page?._updatedAt,
            blocks: [],
            lang,
          })}
        />
        <div className="px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <SignupWizard
            copy={copy}
            consent={consentTexts(copy.form, company)}
            states={states}
            challenge={challengeConfig(env)}
            messages={wizardMessages(lang)}
            lang={lang}
            statePagePattern={patternOf(lang, "state")}
          />
        </div>
      </section>
    </SiteFrame>
  );
}
