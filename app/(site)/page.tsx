import type { Metadata } from "next";
import { PageBlocks } from "@/components/blocks/page-blocks";
import { getHomePage, getLayout } from "@/lib/content";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getHomePage();
  return {
    title: page?.seo?.title ? { absolute: page.seo.title } : undefined,
    description: page?.seo?.description ?? undefined,
    alternates: { canonical: "/" },
    robots: page?.seo?.noindex ? { index: false } : undefined,
  };
}

export default async function HomePage() {
  const [page, { settings }] = await Promise.all([getHomePage(), getLayout()]);
  return <PageBlocks blocks={page?.blocks ?? []} modals={settings?.modals ?? []} />;
}
