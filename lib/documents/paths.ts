/**
 * The document pages' addresses, from the routing table (lib/routing/table.ts): the index
 * (`/documents`, `/es/documentos`) and one document (`/documents/<slug>`, `/es/documentos/<slug>`).
 */
import type { Lang } from "../routing/languages.ts";
import { pathOf } from "../routing/table.ts";

export const documentIndexPath = (lang: Lang): string => pathOf(lang, "documentIndex");

export const documentTypePath = (lang: Lang, slug: string): string => pathOf(lang, "document", { slug });
