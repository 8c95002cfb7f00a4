import type { Metadata } from "next";
import { getGeneralPageSlugs, getLayout } from "@/lib/content";
import { getGeneralPage } from "@/lib/pages";
import { redirectUnknownPath } from "@/lib/redirects";
import { GeneralView, generalMetadata } from "./general-view";

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  return (await getGeneralPageSlugs()).map((slug) => ({ slug }));
}

/** Only the build's general pages are rendered here; any other `/<slug>` falls through to the catch-all (as `solutions/[slug]`). */
export const dynamicParams = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getGeneralPage((await params).slug);
  return page ? generalMetadata(page) : {};
}

export default async function GeneralPageRoute({ params }: Props) {
  const { slug } = await params;
  const [page, { settings }] = await Promise.all([getGeneralPage(slug), getLayout()]);
  if (!page) return redirectUnknownPath(`/${encodeURIComponent(slug)}`);
  return <GeneralView page={page} modals={settings?.modals ?? []} />;
}
