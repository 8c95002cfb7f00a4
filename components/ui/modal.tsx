"use client";

import { useRef, type KeyboardEvent, type MouseEvent } from "react";
import { buttonClasses } from "./button-styles";
import { CloseGlyph } from "./glyphs";
import { modalId } from "./modal-id";
import { BalancedText } from "@/components/ui/balanced-text";

type ModalProps = {
  modalKey: string;
  title: string;
  body: string | null;
  primaryLabel: string;
  primaryHref: string;
  dismissLabel: string;
  closeLabel: string | null;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A native modal dialog: the browser moves focus in, makes the page inert,
 * closes on Escape and returns focus to the trigger. This adds the focus
 * wrap for Tab, closing on a backdrop click, and closing when the main link
 * is followed.
 */
export function Modal({ modalKey, title, body, primaryLabel, primaryHref, dismissLabel, closeLabel }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = modalId(modalKey);
  const close = () => ref.current?.close();

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current) close();
  };

  return (
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={body ? `${id}-body` : undefined}
      onKeyDown={trapTab}
      onClick={closeOnBackdrop}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-950/60"
    >
      <div className="relative p-6 sm:p-8">
        {closeLabel ? (
          <button
            type="button"
            onClick={close}
            aria-label={closeLabel}
            className="absolute top-3 right-3 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-ink focus-visible:outline-3 focus-visible:outline-brand"
          >
            <CloseGlyph className="size-5" />
          </button>
        ) : null}
        <h2 id={`${id}-title`} className="pr-8 text-xl font-bold tracking-tight text-balance">
          <BalancedText>{title}</BalancedText>
        </h2>
        {body ? (
          <p id={`${id}-body`} className="mt-3 text-slate-600">
            {body}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} className={buttonClasses("secondary")}>
            {dismissLabel}
          </button>
          <a className={buttonClasses("primary")} onClick={close} href={primaryHref}>
            {primaryLabel}
          </a>
        </div>
      </div>
    </dialog>
  );
}
