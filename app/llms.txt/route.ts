import { llmsTxt } from "@/lib/markdown/llms-txt";
import { textResponse } from "@/lib/markdown/responses";

// `/llms.txt`: the site's pages for language models (llmstxt.org), prerendered and revalidated by
// the same content tags as the pages it lists.
export const dynamic = "force-static";
export const revalidate = 3600;

export async function GET() {
  return textResponse(await llmsTxt(), "text/plain; charset=utf-8");
}
