import { markdownRoute } from "@/lib/markdown/responses";

// `/resources.md` (next.config.ts): the articles' listing as Markdown, every article out now with a link
// to its rendition; revalidated with the listing every 60 seconds.
export const dynamic = "force-static";
export const revalidate = 60;

export const GET = markdownRoute("en", "resources").GET;
