import { markdownRoute } from "@/lib/markdown/responses";

// `/early-access.md` (next.config.ts): the early-access page as Markdown, prerendered and revalidated with it.
export const dynamic = "force-static";
export const revalidate = 3600;

export const GET = markdownRoute("en", "earlyAccess").GET;
