import { feedResponse } from "@/lib/articles/feed";
import { languageParams, type LocaleParams, langOfParams } from "@/lib/routing/params";

// The articles' RSS 2.0 feed (lib/articles/feed.ts), revalidated with the listing.
export const dynamic = "force-static";
export const revalidate = 60;
// A route handler has no layout: its languages are its own parameters, each prerendered.
export const generateStaticParams = languageParams;
export const dynamicParams = false;

export async function GET(_request: Request, { params }: LocaleParams) {
  return feedResponse(await langOfParams(params));
}
