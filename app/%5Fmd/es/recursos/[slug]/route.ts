import { markdownRoute } from "@/lib/markdown/responses";

// `/es/recursos/<slug>.md` (next.config.ts): each article out at build time as Markdown, revalidated with its
// page every 60 seconds. Any other slug (a scheduled or made-up one) falls through to the catch-all
// (app/%5Fmd/[...path]): an article out since the build is rendered per request, anything else 404.
export const dynamic = "force-static";
export const dynamicParams = false;
export const revalidate = 60;

const route = markdownRoute("es", "article");
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
