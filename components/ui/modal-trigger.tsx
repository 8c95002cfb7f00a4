"use client";

import type { ReactNode } from "react";
import { modalId } from "./modal-id";

/** A button that opens one of the page's modals (rendered by the page template). */
export function ModalTrigger({
  modal,
  className,
  children,
}: {
  modal: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-controls={modalId(modal)}
      onClick={() => {
        const dialog = document.getElementById(modalId(modal));
        if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
      }}
    >
      {children}
    </button>
  );
}
