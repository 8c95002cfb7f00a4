import type { Metadata } from "next";
import { PageBlocks } from "@/components/blocks/page-blocks";
import { JsonLd } from "@/components/ui/json-ld";
import { getHomePage, getLayout } from "@/lib/content";
import { pageMetadata } from "@/lib/seo";
import { serviceData } from "@/lib/structured-data";

export async function generateMetadata(): Promise<Metadata> {
  const [page, { settings, brand }] = await Promise.all([getHomePage(), getLayout()]);
  return pageMetadata({
    seo: page?.seo ?? settings?.seo ?? null,
    fallbackTitle: settings?.seo?.title ?? brand?.productName ?? "Home",
    canonicalPath: "/",
  });
}

export default async function HomePage() {
  const [page, { settings, brand }] = await Promise.all([getHomePage(), getLayout()]);
  const blocks = page?.blocks ?? [];
  const service = serviceData(blocks, brand);
  return (
    <>
      {service ? <JsonLd data={service} /> : null}
      <PageBlocks blocks={blocks} modals={settings?.modals ?? []} />
    </>
  );
}
