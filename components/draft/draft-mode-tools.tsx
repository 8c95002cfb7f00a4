"use client";

import { useRouter } from "next/navigation";
import { VisualEditing, type VisualEditingProps } from "next-sanity/visual-editing";
import { useCallback } from "react";

type Refresh = NonNullable<VisualEditingProps["refresh"]>;

/**
 * Click-to-edit overlays and live refresh for the Presentation tool. Rendered
 * only in draft mode, so this code never reaches ordinary visitors.
 */
export function DraftModeTools() {
  const router = useRouter();
  // next-sanity's default handler ignores the Studio's "mutation" refreshes: it leaves them to
  // <SanityLive />, which this site does not use (pages read drafts through sanityFetch). Without
  // this, an unpublished edit never reached the preview until it was reloaded by hand.
  const refresh = useCallback<Refresh>(
    (payload) => {
      if (payload.source === "mutation" && payload.livePreviewEnabled) return false;
      router.refresh();
      return new Promise((resolve) => setTimeout(resolve, 1_000));
    },
    [router],
  );
  return (
    <>
      <VisualEditing refresh={refresh} />
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
