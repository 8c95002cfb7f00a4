import { markdownRoute } from "@/lib/markdown/responses";

// `/es/notarizacion-en-linea.md` (next.config.ts): the Spanish state pages' index as Markdown.
export const dynamic = "force-static";
export const revalidate = 3600;

export const GET = markdownRoute("es", "stateIndex").GET;
