// What several blocks' Markdown functions share: a section's header, calls to action as links, figure lists.
import type { Cta } from "@/lib/pages/site";
import type { MarkdownContext } from "./context";
import { blocks, bulletList, emphasis, escapeText, heading, link, paragraph, plain, strong } from "./syntax";

type SectionFields = { eyebrow?: string | null; heading?: string | null; intro?: string | null };

/**
 * A section's header, as components/ui/section.tsx renders it: the `<h2>`, then its eyebrow and
 * intro, only when there is a heading. The eyebrow (a label above the heading on the page) follows
 * the heading here, so that a Markdown reader does not take it for the end of the section before.
 */
export function sectionHeader({ eyebrow, heading: title, intro }: SectionFields): string {
  return title ? blocks(heading(2, title), eyebrow && emphasis(eyebrow), paragraph(intro)) : "";
}

/** The address a call to action leads to, or null for one that opens a dialog or jumps within the page (components/ui/cta-button.tsx). */
function ctaHref(cta: Cta): string | null {
  if (cta.action === "modal" && cta.modal) return null;
  if (cta.action === "anchor" && cta.anchor) return null;
  return cta.href ?? "/";
}

/** The calls to action that lead somewhere, as links on one line. */
export function ctaLinks(ctas: readonly (Cta | null | undefined)[], context: MarkdownContext): string {
  return ctas
    .flatMap((cta) => {
      const href = cta ? ctaHref(cta) : null;
      return cta && href && plain(cta.label) ? [link(cta.label, context.href(href))] : [];
    })
    .join(" · ");
}

/** A description list (`label: value`) as a bullet list. */
export function facts(items: readonly { label: string | null; value: string | null }[]): string {
  return bulletList(
    items.map(({ label, value }) => [label && `${escapeText(plain(label))}:`, strong(value)].filter(Boolean).join(" ")),
  );
}

export const textList = (items: readonly (string | null)[]) => bulletList(items.map((item) => paragraph(item)));
