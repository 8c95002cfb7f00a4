import { createElement, type ReactNode } from "react";
import { PortableText, type PortableTextBlockComponent, type PortableTextComponents } from "@portabletext/react";
import type { BlockOf } from "@/lib/pages/site";
import type { Lang } from "@/lib/routing/paths";
import { uiText } from "@/lib/text/ui-text";
import { BalancedText } from "@/components/ui/balanced-text";
import { formatDate, longFormOutline } from "@/lib/pages/long-form";
import { domId } from "@/lib/sanity/stega";
import { SECTION_TONES } from "@/components/ui/section";
import { textMarks } from "@/components/ui/rich-text";

type Heading = "h1" | "h2" | "h3" | "h4";
const headingTag = (level: number) => `h${Math.min(Math.max(level, 1), 4)}` as Heading;

/**
 * Long-form text: its heading (the page's h1 when the block opens the page), the date it was
 * last updated, a table of contents of its main headings, and the text, whose headings carry
 * anchors (`/privacy#what-we-collect`). No script: the contents are plain links.
 */
export function LongFormBlock({
  block,
  leading = false,
  lang,
  byline,
}: {
  block: BlockOf<"longForm">;
  leading?: boolean;
  lang: Lang;
  byline?: ReactNode;
}) {
  const text = uiText(lang);
  const outline = longFormOutline(block, leading);
  const byKey = new Map(outline.map((heading) => [heading.key, heading]));
  const contents = outline.filter((heading) => heading.style === "h2");
  const showContents = block.toc && contents.length > 1;
  const dark = block.tone === "dark";
  const titleId = domId(block.anchor ?? `text-${block._key}`, "heading");
  const tocId = domId(titleId, "contents");

  const heading: PortableTextBlockComponent = ({ value, children }) => {
    const found = byKey.get(value._key ?? "");
    if (!found) return <p>{children}</p>;
    const className = `scroll-mt-24 font-bold tracking-tight ${found.style === "h2" ? "pt-4 text-2xl" : "pt-2 text-xl"} ${dark ? "text-white" : "text-ink"}`;
    return createElement(headingTag(found.level), { id: found.id, className }, children);
  };
  const components: PortableTextComponents = {
    block: {
      normal: ({ children }) => <p>{children}</p>,
      h2: heading,
      h3: heading,
      blockquote: ({ children }) => (
        <blockquote className="border-l-4 border-brand/40 pl-4 italic">{children}</blockquote>
      ),
    },
    list: {
      bullet: ({ children }) => <ul className="list-disc space-y-2 pl-6">{children}</ul>,
      number: ({ children }) => <ol className="list-decimal space-y-2 pl-6">{children}</ol>,
    },
    marks: textMarks,
  };

  return (
    <section
      id={domId(block.anchor)}
      aria-labelledby={titleId}
      className={`scroll-mt-20 ${SECTION_TONES[block.tone ?? "white"]}`}
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <header className="max-w-3xl">
          {block.eyebrow ? (
            <p className={`text-sm font-semibold tracking-wide uppercase ${dark ? "text-white/80" : "text-brand"}`}>
              {block.eyebrow}
            </p>
          ) : null}
          {createElement(
            headingTag(leading ? 1 : 2),
            {
              id: titleId,
              className: `mt-2 font-extrabold tracking-tight text-balance ${leading ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl"}`,
            },
            <BalancedText>{block.heading}</BalancedText>,
          )}
          {block.intro ? (
            <p className={`mt-4 text-lg text-pretty ${dark ? "text-white/85" : "text-slate-600"}`}>
              <BalancedText>{block.intro}</BalancedText>
            </p>
          ) : null}
          {block.lastUpdated ? (
            <p className={`mt-4 text-sm ${dark ? "text-white/80" : "text-slate-600"}`}>
              {block.lastUpdatedLabel ?? text.lastUpdatedLabel}{" "}
              <time dateTime={block.lastUpdated}>{formatDate(block.lastUpdated, text.locale)}</time>
            </p>
          ) : null}
          {byline}
        </header>
        <div className={`mt-10 grid gap-10 ${showContents ? "lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16" : ""}`}>
          {showContents ? (
            <nav
              aria-labelledby={tocId}
              className={`self-start rounded-2xl p-5 ring-1 lg:sticky lg:top-24 ${dark ? "ring-white/20" : "bg-surface ring-slate-200"}`}
            >
              <p id={tocId} className="text-sm font-semibold">
                {block.tocLabel ?? text.tocLabel}
              </p>
              <ol className="mt-3 space-y-1 text-sm">
                {contents.map((item) => (
                  <li key={item.key}>
                    <a
                      href={`#${item.id}`}
                      className={`inline-block py-1 underline-offset-2 hover:underline ${dark ? "text-white" : "text-slate-700 hover:text-brand"}`}
                    >
                      {item.text}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <div
            className={`max-w-3xl min-w-0 space-y-5 leading-relaxed ${dark ? "text-white/85 [&_a]:text-white" : "text-slate-700"}`}
          >
            <PortableText value={block.body} components={components} />
          </div>
        </div>
      </div>
    </section>
  );
}
