import { markdownRoute } from "@/lib/markdown/responses";

// `/es/index.md` (next.config.ts): the Spanish home page as Markdown, prerendered and revalidated with it.
export const dynamic = "force-static";
export const revalidate = 3600;

export const GET = markdownRoute("es", "home").GET;
