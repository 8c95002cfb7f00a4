import { markdownRoute } from "@/lib/markdown/responses";

// `/es/acceso-anticipado.md` (next.config.ts): the Spanish early-access page as Markdown, prerendered and revalidated with it.
export const dynamic = "force-static";
export const revalidate = 3600;

export const GET = markdownRoute("es", "earlyAccess").GET;
