import type { Lang } from "@/lib/routing/paths";

/** What a Markdown rendition needs to know of the page it is written for. */
export type MarkdownContext = {
  /** The absolute address a link in content points to (`/x` on this site, `#anchor` on this page). */
  href: (href: string) => string;
  /** The page's language, for the few words a block's Markdown writes itself (lib/text/ui-text.ts); English when absent. */
  lang?: Lang;
};
