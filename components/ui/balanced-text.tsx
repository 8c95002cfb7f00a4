import { Children, Fragment, type ReactNode } from "react";

/**
 * A run of draft mode's stega marks (@vercel/stega's four invisible characters, four or more in
 * a row): see lib/sanity/stega.ts. Outside draft mode no text has one.
 */
const MARKS = /([\u200B\u200C\u200D\uFEFF]{4,})/;

/**
 * Text for an element whose lines the browser balances (`text-balance`, `text-pretty`). Chromium
 * gives up balancing a paragraph that holds zero-width characters a line could break at, so in
 * the Presentation preview a headline wrapped differently from the published page. Each run of
 * marks goes in a `white-space: nowrap` span, which offers no break. The text with its marks is
 * wrapped in a span marked `data-sanity-edit-target`, so the click-to-edit overlay outlines (and
 * answers a click on) the text, not the empty span holding the marks. Without marks the text is
 * returned as it is: the published page's HTML does not change.
 */
export function BalancedText({ children }: { children: ReactNode }): ReactNode {
  return Children.map(children, (child) => {
    if (typeof child !== "string" || !MARKS.test(child)) return child;
    return (
      <span data-sanity-edit-target="">
        {child.split(MARKS).map((part, index) =>
          index % 2 === 1 ? (
            <span key={index} className="whitespace-nowrap">
              {part}
            </span>
          ) : (
            <Fragment key={index}>{part}</Fragment>
          ),
        )}
      </span>
    );
  });
}
