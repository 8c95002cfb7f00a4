import { markdownRoute } from "@/lib/markdown/responses";

// `/remote-online-notarization/<state>.md` (next.config.ts): each state page of the build as Markdown,
// prerendered and revalidated with it. Any other slug falls through to ../../[...path]
// (dynamicParams = false), so a made-up address is never rendered or cached here.
export const dynamic = "force-static";
export const dynamicParams = false;
export const revalidate = 3600;

const route = markdownRoute("en", "state");
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
