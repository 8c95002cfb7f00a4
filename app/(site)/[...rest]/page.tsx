import type { Metadata } from "next";
import { findSolutionPage, getLayout } from "@/lib/content";
import { redirectUnknownPath } from "@/lib/redirects";
import { SolutionView, solutionMetadata } from "../solutions/solution-view";

type Props = { params: Promise<{ rest: string[] }> };

/**
 * Every path no other route has, rendered on request and never cached (no generateStaticParams),
 * so made-up URLs write nothing. `/solutions/<slug>` lands here when the slug is not one of the
 * build's: a page published since then is shown; anything else redirects.
 */
async function solutionPageAt(rest: string[]) {
  const [section, slug, ...more] = rest;
  return section === "solutions" && slug && more.length === 0 ? findSolutionPage(slug) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await solutionPageAt((await params).rest);
  if (!page) return {};
  const { settings } = await getLayout();
  return solutionMetadata(page, { defaultOgImage: settings?.seo?.ogImage });
}

/** Any path the site does not have: an editor's redirect if one matches, else the home page. */
export default async function UnknownPath({ params }: Props) {
  const { rest } = await params;
  const page = await solutionPageAt(rest);
  if (!page) return redirectUnknownPath(`/${rest.map(encodeURIComponent).join("/")}`);
  const { settings } = await getLayout();
  return <SolutionView page={page} modals={settings?.modals ?? []} />;
}
