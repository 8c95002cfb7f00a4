import type { Metadata } from "next";
import { JsonLd } from "@/components/ui/json-ld";
import { getLayout } from "@/lib/content";
import { getHomePage } from "@/lib/pages";
import { pageMetadata } from "@/lib/seo";
import { serviceData } from "@/lib/structured-data";
import { PageView } from "./page-view";

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
  const seo = page?.seo ?? settings?.seo ?? null;
  return (
    <>
      {service ? <JsonLd data={service} /> : null}
      <PageView page={{ _updatedAt: page?._updatedAt, title: seo?.title ?? brand?.productName ?? "Home", seo, blocks }} path="/" modals={settings?.modals ?? []} />
    </>
  );
}
