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
 * marks goes in a `white-space: nowrap` span: it stays in the text (an inline span, so the
 * click-to-edit overlay still outlines the heading) and offers no break. Without marks the text
 * is returned as it is: the published page's HTML does not change.
 */
export function BalancedText({ children }: { children: ReactNode }): ReactNode {
  return Children.map(children, (child) => {
    if (typeof child !== "string" || !MARKS.test(child)) return child;
    return child.split(MARKS).map((part, index) =>
      index % 2 === 1 ? (
        <span key={index} className="whitespace-nowrap">
          {part}
        </span>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      ),
    );
  });
}
