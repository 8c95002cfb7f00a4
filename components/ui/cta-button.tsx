import Link from "next/link";
import type { Cta } from "@/lib/content";
import { buttonClasses, type ButtonVariant } from "./button-styles";
import { ModalTrigger } from "./modal-trigger";

/** Renders a call to action from content: a page link, an in-page anchor, or a modal trigger. */
export function CtaButton({ cta, variant, className = "" }: { cta: Cta; variant?: ButtonVariant; className?: string }) {
  const classes = buttonClasses(variant ?? cta.style ?? "primary", className);
  if (cta.action === "modal" && cta.modal) {
    return (
      <ModalTrigger modal={cta.modal} className={classes}>
        {cta.label}
      </ModalTrigger>
    );
  }
  if (cta.action === "anchor" && cta.anchor) {
    return (
      <a href={`#${cta.anchor}`} className={classes}>
        {cta.label}
      </a>
    );
  }
  return (
    <Link href={cta.href ?? "/"} className={classes}>
      {cta.label}
    </Link>
  );
}

export function CtaRow({ ctas, className = "" }: { ctas: (Cta & { _key: string })[]; className?: string }) {
  if (ctas.length === 0) return null;
  return (
    <div className={`flex flex-col gap-3 sm:flex-row sm:flex-wrap ${className}`}>
      {ctas.map((cta) => (
        <CtaButton key={cta._key} cta={cta} />
      ))}
    </div>
  );
}
