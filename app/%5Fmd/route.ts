import { markdownRoute } from "@/lib/markdown/responses";

// `/index.md` (next.config.ts): the home page as Markdown, prerendered and revalidated with it.
export const dynamic = "force-static";
export const revalidate = 3600;

export const GET = markdownRoute("en", "home").GET;
