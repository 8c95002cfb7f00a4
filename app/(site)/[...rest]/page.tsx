import type { Metadata } from "next";
import { getLayout } from "@/lib/content";
import { findGeneralPage, findSolutionPage } from "@/lib/pages";
import { redirectUnknownPath } from "@/lib/redirects";
import { GeneralView, generalMetadata } from "../[slug]/general-view";
import { SolutionView, solutionMetadata } from "../solutions/solution-view";

type Props = { params: Promise<{ rest: string[] }> };

/**
 * Every path no other route has, rendered on request and never cached (no generateStaticParams),
 * so made-up URLs write nothing. `/solutions/<slug>` and `/<slug>` land here when the slug is not
 * one of the build's: a page published since then is shown; anything else redirects.
 */
async function pageAt(rest: string[]) {
  const [first, second, ...more] = rest;
  if (!first || more.length > 0) return null;
  if (second === undefined) {
    const page = await findGeneralPage(first);
    return page ? { kind: "general" as const, page } : null;
  }
  const page = first === "solutions" ? await findSolutionPage(second) : null;
  return page ? { kind: "solution" as const, page } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await pageAt((await params).rest);
  if (!found) return {};
  const { settings } = await getLayout();
  const defaultOgImage = settings?.seo?.ogImage;
  return found.kind === "general" ? generalMetadata(found.page, { defaultOgImage }) : solutionMetadata(found.page, { defaultOgImage });
}

/** Any path the site does not have: an editor's redirect if one matches, else the home page. */
export default async function UnknownPath({ params }: Props) {
  const { rest } = await params;
  const found = await pageAt(rest);
  if (!found) return redirectUnknownPath(`/${rest.map(encodeURIComponent).join("/")}`);
  const { settings } = await getLayout();
  const modals = settings?.modals ?? [];
  return found.kind === "general" ? <GeneralView page={found.page} modals={modals} /> : <SolutionView page={found.page} modals={modals} />;
}
