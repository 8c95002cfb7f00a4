import { notFound } from "next/navigation";
import { LANGUAGES, isLang } from "@/lib/routing/paths";
import { markdownParams } from "@/lib/markdown/documents";
import { markdownRouteResponse } from "@/lib/markdown/responses";

// Every page's Markdown rendition of the build (`<path>.md`, `/index.md`; next.config.ts rewrites
// them here as `/_md/<lang>/<kind>/<params>`: lib/routing/next-rules.ts), prerendered and
// revalidated with its page (by tag on publish, and every 60 seconds for the articles' scheduled
// times). Any other address falls through to ../../[...path] (dynamicParams = false), so a made-up
// one is never rendered or cached here.
export const dynamic = "force-static";
export const dynamicParams = false;
export const revalidate = 60;

export async function generateStaticParams() {
  return (
    await Promise.all(LANGUAGES.map(async (lang) => (await markdownParams(lang)).map(({ path }) => ({ lang, path }))))
  ).flat();
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; path: string[] }> }) {
  const { lang, path } = await params;
  if (!isLang(lang)) notFound();
  return markdownRouteResponse(lang, path);
}
