/**
 * The document pages' addresses, from the routing table (lib/routing/table.ts): the index
 * (`/documents`, `/es/documentos`) and one document (`/documents/<slug>`, `/es/documentos/<slug>`).
 */
import type { Lang } from "@/lib/routing/languages";
import { pathOf } from "@/lib/routing/table";

export const documentIndexPath = (lang: Lang): string => pathOf(lang, "documentIndex");

export const documentTypePath = (lang: Lang, slug: string): string => pathOf(lang, "document", { slug });
