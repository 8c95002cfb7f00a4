"use client";

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { ChevronDownGlyph } from "@/components/ui/glyphs";

export type SolutionLink = { key: string; label: string; description: string | null; href: string };

/** How long the menu stays open after the pointer leaves it. */
export const CLOSE_DELAY_MS = 180;

/**
 * The Solutions disclosure: a button with aria-expanded controlling a list of
 * links. Opens on hover or click; closes on Escape (focus back on the button),
 * an outside click, focus leaving it, or 180 ms after the pointer leaves.
 */
export function SolutionsMenu({ label, links }: { label: string; links: SolutionLink[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A mouse click lands after the hover that already opened the menu: that click must not close it.
  const openedByHover = useRef(false);
  const clicked = useRef(false);
  const panelId = useId();

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  const close = useCallback(() => {
    cancelClose();
    openedByHover.current = false;
    setOpen(false);
  }, [cancelClose]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") {
        close();
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close]);

  useEffect(() => cancelClose, [cancelClose]);

  // A mouse already resting on the menu when the page hydrates (it got there before the scripts
  // did, and no pointerenter will come) is a hover like any other, unless a click made before
  // hydration was replayed first: that click has already opened the menu.
  useEffect(() => {
    if (clicked.current || !rootRef.current?.matches(":hover") || !window.matchMedia("(hover: hover)").matches) return;
    openedByHover.current = true;
    setOpen(true);
  }, []);

  const focusLink = (index: number) => {
    const items = rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-menu-link]");
    if (!items || items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>("[data-menu-link]") ?? [])];
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusLink(target);
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        cancelClose();
        closeTimer.current = setTimeout(() => {
          openedByHover.current = false;
          setOpen(false);
        }, CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          clicked.current = true;
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
            requestAnimationFrame(() => focusLink(0));
          }
        }}
        className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-ink hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand"
      >
        {label}
        <ChevronDownGlyph className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="fixed inset-x-3 top-16 z-50 sm:absolute sm:inset-x-auto sm:top-full sm:left-0 sm:w-96 sm:pt-2"
      >
        <ul
          onKeyDown={onListKeyDown}
          className="max-h-[calc(100vh-5rem)] overflow-auto rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
        >
          {links.map((link) => (
            <li key={link.key}>
              <a
                data-menu-link
                onClick={close}
                className="block rounded-xl px-4 py-3 hover:bg-surface focus-visible:bg-surface focus-visible:outline-3 focus-visible:outline-brand"
                href={link.href}
              >
                <span className="block text-sm font-semibold text-ink">{link.label}</span>
                {link.description ? (
                  <span className="mt-0.5 block text-sm text-slate-600">{link.description}</span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
