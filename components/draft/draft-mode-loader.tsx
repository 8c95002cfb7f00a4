"use client";

import { useEffect, useState, type ComponentType } from "react";

/**
 * Loads the preview tooling on demand. The layout renders this only in draft
 * mode; being a dynamic import, the tooling's code sits in its own chunk that
 * ordinary visitors never download.
 */
export function DraftModeLoader() {
  const [Tools, setTools] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    import("./draft-mode-tools").then(({ DraftModeTools }) => {
      if (active) setTools(() => DraftModeTools);
    });
    return () => {
      active = false;
    };
  }, []);
  return Tools ? <Tools /> : null;
}
