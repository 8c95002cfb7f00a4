import { markdownRoute } from "@/lib/markdown/responses";

// `/remote-online-notarization.md` (next.config.ts): the state pages' index as Markdown, prerendered and revalidated with it.
export const dynamic = "force-static";
export const revalidate = 3600;

export const GET = markdownRoute("en", "stateIndex").GET;
