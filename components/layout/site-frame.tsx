import type { ReactNode } from "react";
import type { Layout } from "@/lib/pages/site";
import { homePath, LANGUAGES, type Lang } from "@/lib/routing/paths";
import type { LanguagePaths } from "@/lib/seo/metadata";
import { Footer } from "./footer";
import { Header } from "./header";

/**
 * What every page shows around its content: the header (with the link to this page in the other
 * language), the main landmark and the footer. Pages render it themselves, not the root layout:
 * only the page knows its translation.
 */
export function SiteFrame({
  layout,
  lang,
  paths,
  children,
}: {
  layout: Layout;
  lang: Lang;
  paths: LanguagePaths;
  children: ReactNode;
}) {
  const other = LANGUAGES.find((candidate) => candidate !== lang) ?? lang;
  return (
    <>
      <Header layout={layout} lang={lang} languageLink={{ lang: other, href: paths[other] ?? homePath(other) }} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer layout={layout} lang={lang} />
    </>
  );
}
