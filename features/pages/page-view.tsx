import { PageBlocks } from "@/blocks/page-blocks";
import { JsonLd } from "@/components/ui/json-ld";
import type { ModalCopy, PageBlock } from "@/lib/pages/site";
import type { Lang } from "@/lib/routing/paths";
import { faqPageData, webPageData } from "@/lib/seo/structured-data";

type ViewedPage = {
  _updatedAt?: string | null;
  title: string;
  seo: { title: string | null; description: string | null } | null;
  blocks: PageBlock[];
};

/**
 * Any content page (home, solution, general): its structured data (WebPage, and FAQPage when it
 * has questions), then its blocks through the one template.
 */
export function PageView({
  page,
  path,
  lang,
  modals,
}: {
  page: ViewedPage;
  path: string;
  lang: Lang;
  modals: ModalCopy[];
}) {
  const faq = faqPageData(page.blocks);
  const webPage = webPageData({
    path,
    title: page.seo?.title ?? page.title,
    description: page.seo?.description,
    updatedAt: page._updatedAt,
    blocks: page.blocks,
    lang,
  });
  return (
    <>
      <JsonLd data={webPage} />
      {faq ? <JsonLd data={faq} /> : null}
      <PageBlocks blocks={page.blocks} modals={modals} lang={lang} />
    </>
  );
}
