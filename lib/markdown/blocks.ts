// One Markdown function per block type: the content of components/blocks/*, with the same headings
// at the same levels in the same order (tests/unit/markdown/blocks.test.ts renders both and compares
// them), and none of the page's interface: no icons, no buttons that open dialogs or jump within
// the page. A call to action that leads to an address is content, and stays as a link.
import type { BlockOf, BlockType, Cta, PageBlock } from "@/lib/content";
import { formatDate, leadingBlockIndex, longFormLevels } from "@/lib/long-form";
import { RESOURCE_KIND_LABELS } from "@/lib/resource-kinds";
import { countAuthorisedStates, fillTemplate, requirementLines, stateCoverageCopy, statusText } from "@/lib/state-coverage";
import { portableTextToMarkdown } from "./portable-text";
import { blocks, bulletList, code, codeBlock, emphasis, escapeText, heading, link, paragraph, plain, quote, strong, table } from "./syntax";

export type MarkdownContext = {
  /** The absolute address a link in content points to (`/x` on this site, `#anchor` on this page). */
  href: (href: string) => string;
};

type SectionFields = { eyebrow?: string | null; heading?: string | null; intro?: string | null };

/**
 * A section's header, as components/ui/section.tsx renders it: the `<h2>`, then its eyebrow and
 * intro, only when there is a heading. The eyebrow (a label above the heading on the page) follows
 * the heading here, so that a Markdown reader does not take it for the end of the section before.
 */
function sectionHeader({ eyebrow, heading: title, intro }: SectionFields): string {
  return title ? blocks(heading(2, title), eyebrow && emphasis(eyebrow), paragraph(intro)) : "";
}

/** The address a call to action leads to, or null for one that opens a dialog or jumps within the page (components/ui/cta-button.tsx). */
function ctaHref(cta: Cta): string | null {
  if (cta.action === "modal" && cta.modal) return null;
  if (cta.action === "anchor" && cta.anchor) return null;
  return cta.href ?? "/";
}

/** The calls to action that lead somewhere, as links on one line. */
function ctaLinks(ctas: readonly (Cta | null | undefined)[], context: MarkdownContext): string {
  return ctas
    .flatMap((cta) => {
      const href = cta ? ctaHref(cta) : null;
      return cta && href && plain(cta.label) ? [link(cta.label, context.href(href))] : [];
    })
    .join(" · ");
}

/** A description list (`label: value`) as a bullet list. */
function facts(items: readonly { label: string | null; value: string | null }[]): string {
  return bulletList(items.map(({ label, value }) => [label && `${escapeText(plain(label))}:`, strong(value)].filter(Boolean).join(" ")));
}

const textList = (items: readonly (string | null)[]) => bulletList(items.map((item) => paragraph(item)));

function sampleCard(card: NonNullable<BlockOf<"hero">["sampleCard"]>): string {
  const { progress } = card;
  const rows = [
    ...card.rows.map((row) => `${escapeText(plain(row.label))}: ${paragraph(row.value)}`),
    ...(progress ? [`${escapeText(plain(progress.label))}: ${progress.current}/${progress.total}`] : []),
    ...card.notes.map((note) => paragraph(note)),
  ];
  return blocks([strong(card.title), card.badge && `(${escapeText(plain(card.badge))})`].filter(Boolean).join(" "), bulletList(rows), card.caption && emphasis(card.caption));
}

function testimonial(item: BlockOf<"testimonials">["items"][number]): string {
  const who = [strong(item.name), ...[item.role, item.company].filter(Boolean).map((part) => escapeText(plain(part)))].filter(Boolean).join(", ");
  return blocks(quote(paragraph(item.quote)), who && `— ${who}`, item.figures.length > 0 && facts(item.figures));
}

/** One function per block type; TypeScript fails when a block type has none. */
export const markdownRegistry = {
  topBanner: (block, context) =>
    [block.badge && `${strong(block.badge)}:`, paragraph(block.message), block.cta && ctaLinks([block.cta], context)].filter(Boolean).join(" "),
  hero: (block, context) =>
    blocks(
      heading(1, block.headline),
      block.eyebrow && emphasis(block.eyebrow),
      portableTextToMarkdown(block.body, context),
      ctaLinks(block.ctas, context),
      paragraph(block.footnote),
      block.sampleCard && sampleCard(block.sampleCard),
      block.stats.length > 0 && facts(block.stats),
    ),
  logoStrip: (block) => blocks(heading(2, block.label), textList(block.logos), paragraph(block.note)),
  steps: (block) =>
    blocks(
      sectionHeader(block),
      ...block.items.map((step, index) => blocks(heading(3, `Step ${index + 1}: ${plain(step.title)}`), paragraph(step.body))),
    ),
  checklist: (block) => blocks(sectionHeader(block), block.listTitle && heading(3, block.listTitle), textList(block.items), paragraph(block.note)),
  cardGrid: (block) => blocks(sectionHeader(block), ...block.cards.map((card) => blocks(heading(3, card.title), paragraph(card.body)))),
  stats: (block) => blocks(sectionHeader(block), facts(block.items), paragraph(block.note)),
  integrations: (block) =>
    blocks(
      sectionHeader(block),
      ...block.items.map((item) => blocks(heading(3, item.name), [item.badge && emphasis(item.badge), paragraph(item.description)].filter(Boolean).join(" — "))),
      paragraph(block.note),
    ),
  testimonials: (block) => blocks(sectionHeader(block), ...block.items.map(testimonial), paragraph(block.note)),
  resources: (block) =>
    blocks(
      sectionHeader(block),
      ...block.items.map((item) =>
        blocks(heading(3, item.title), [emphasis(RESOURCE_KIND_LABELS[item.kind]), paragraph(item.meta)].filter(Boolean).join(" · "), paragraph(item.summary)),
      ),
      paragraph(block.note),
    ),
  requirements: (block) => blocks(sectionHeader(block), ...block.items.map((item) => blocks(heading(3, item.title), paragraph(item.body))), paragraph(block.note)),
  stateCoverage: (block) => {
    const copy = stateCoverageCopy(block);
    const { columns } = copy;
    const date = (value: string | null) => (value ? formatDate(value) : "—");
    const rows = block.states.map((state) => [
      `${state.name} (${state.code})`,
      statusText(state.status),
      date(state.effectiveDate),
      state.citation || "—",
      [...requirementLines(state.requirements, copy.requirementLabels).map((line) => `${line.label}: ${line.value}`), state.requirements.note].filter(Boolean).join("; "),
      state.sourceUrl ? link(copy.sourceLinkText, state.sourceUrl) : "—",
      date(state.lastVerified),
    ]);
    return blocks(
      sectionHeader(block),
      paragraph(fillTemplate(copy.summary, { count: countAuthorisedStates(block.states) })),
      table([columns.state, columns.status, columns.effectiveDate, columns.citation, columns.requirements, columns.source, columns.lastVerified], rows, 5),
      paragraph(copy.note),
    );
  },
  notaryQueue: (block) =>
    blocks(
      sectionHeader(block),
      textList(block.highlights),
      heading(3, block.cardTitle),
      bulletList(block.items.map((item) => [item.time, item.id, item.name, item.type, item.status].map(paragraph).filter(Boolean).join(" · "))),
      emphasis(block.caption),
    ),
  apiRequestLog: (block) =>
    blocks(
      sectionHeader(block),
      textList(block.highlights),
      heading(3, block.cardTitle),
      bulletList(block.items.map((item) => [code(`${item.method} ${item.endpoint}`), String(item.status), paragraph(item.time)].filter(Boolean).join(" · "))),
      emphasis(block.caption),
    ),
  codeSample: (block) =>
    blocks(
      sectionHeader(block),
      ...block.samples.map((sample) =>
        blocks(
          heading(3, `${plain(sample.method)} ${plain(sample.endpoint)}`),
          paragraph(sample.summary),
          sample.request && blocks(strong(block.requestLabel), codeBlock(sample.request.trim(), "json")),
          sample.response && blocks(strong(block.responseLabel), codeBlock(sample.response.trim(), "json")),
        ),
      ),
      paragraph(block.note),
    ),
  // The questions are disclosure summaries on the page, not headings.
  longForm: (block, context, leading) => {
    const levels = longFormLevels(leading);
    return blocks(
      heading(levels.heading, block.heading),
      block.eyebrow && emphasis(block.eyebrow),
      paragraph(block.intro),
      block.lastUpdated && emphasis(`${block.lastUpdatedLabel ?? "Last updated"} ${formatDate(block.lastUpdated)}`),
      portableTextToMarkdown(block.body, { ...context, headingLevels: { h2: levels.h2, h3: levels.h3 } }),
    );
  },
  faq: (block, context) => blocks(sectionHeader(block), ...block.items.map((item) => blocks(strong(item.question), portableTextToMarkdown(item.answer, context)))),
  pricing: (block, context) =>
    blocks(
      sectionHeader(block),
      heading(3, block.planName),
      [paragraph(block.pricePrefix), strong(block.price), paragraph(block.priceUnit)].filter(Boolean).join(" "),
      textList(block.features),
      block.cta && ctaLinks([block.cta], context),
      paragraph(block.note),
    ),
  callToAction: (block, context) => blocks(heading(2, block.heading), block.eyebrow && emphasis(block.eyebrow), paragraph(block.intro), ctaLinks(block.ctas, context)),
} satisfies { [K in BlockType]: (block: BlockOf<K>, context: MarkdownContext, leading: boolean) => string };

/**
 * A page's blocks as one Markdown document; a block type without a function is left out. `leading`
 * is true for the block that opens the page, as components/blocks/page-blocks.tsx passes it.
 */
export function blocksToMarkdown(pageBlocks: readonly PageBlock[], context: MarkdownContext): string {
  const render = markdownRegistry as Record<string, ((block: PageBlock, context: MarkdownContext, leading: boolean) => string) | undefined>;
  const lead = leadingBlockIndex(pageBlocks);
  return `${blocks(...pageBlocks.map((block, index) => render[block._type]?.(block, context, index === lead)))}\n`;
}
