import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageBlocks } from "@/components/blocks/page-blocks";
import { getLayout, getSolutionPage, getSolutionSlugs } from "@/lib/content";

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await getSolutionSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getSolutionPage((await params).slug);
  if (!page) return {};
  return {
    title: page.seo?.title ? { absolute: page.seo.title } : page.title,
    description: page.seo?.description ?? undefined,
    alternates: { canonical: `/solutions/${page.canonicalSlug ?? page.slug}` },
    robots: page.seo?.noindex ? { index: false } : undefined,
  };
}

export default async function SolutionPage({ params }: Props) {
  const [page, { settings }] = await Promise.all([getSolutionPage((await params).slug), getLayout()]);
  if (!page) redirect("/");
  return <PageBlocks blocks={page.blocks} modals={settings?.modals ?? []} />;
}
