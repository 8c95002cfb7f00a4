"use client";

import { VisualEditing } from "next-sanity/visual-editing";

/**
 * Click-to-edit overlays and live refresh for the Presentation tool. Rendered
 * only in draft mode, so this code never reaches ordinary visitors.
 */
export function DraftModeTools() {
  return (
    <>
      <VisualEditing />
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler, not a page: needs a full request */}
      <a
        href="/api/draft-mode/disable"
        className="fixed right-4 bottom-4 z-50 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white shadow-lg"
      >
        Exit preview
      </a>
    </>
  );
}
