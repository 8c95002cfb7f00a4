import type { Metadata } from "next";
import { PageBlocks } from "@/components/blocks/page-blocks";
import { JsonLd } from "@/components/ui/json-ld";
import { getLayout, getSolutionPage, getSolutionSlugs } from "@/lib/content";
import { redirectUnknownPath } from "@/lib/redirects";
import { pageMetadata } from "@/lib/seo";
import { faqPageData } from "@/lib/structured-data";

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await getSolutionSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getSolutionPage((await params).slug);
  if (!page) return {};
  return pageMetadata({ seo: page.seo, fallbackTitle: page.title, canonicalPath: `/solutions/${page.canonicalSlug ?? page.slug}` });
}

export default async function SolutionPage({ params }: Props) {
  const { slug } = await params;
  const [page, { settings }] = await Promise.all([getSolutionPage(slug), getLayout()]);
  if (!page) return redirectUnknownPath(`/solutions/${encodeURIComponent(slug)}`);
  const faq = faqPageData(page.blocks);
  return (
    <>
      {faq ? <JsonLd data={faq} /> : null}
      <PageBlocks blocks={page.blocks} modals={settings?.modals ?? []} />
    </>
  );
}
