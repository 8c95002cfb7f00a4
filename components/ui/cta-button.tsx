import type { ReactNode } from "react";
import type { Cta } from "@/lib/pages/site";
import { domId } from "@/lib/sanity/stega";
import { buttonClasses, type ButtonVariant } from "./button-styles";
import { ModalTrigger } from "./modal-trigger";

type CtaButtonProps = {
  cta: Cta;
  variant?: ButtonVariant;
  className?: string;
  /** Decoration after the label, such as an arrow (mark it aria-hidden). */
  children?: ReactNode;
};

/**
 * Renders a call to action from content: a page link, an in-page anchor, or a modal trigger.
 *
 * Links between the site's pages are plain `<a>` elements, here as in the header, footer, menu,
 * modals and error page, not next/link: a Link is a client component (its ~3 KB of router code
 * ships with every page), and each one in view prefetches its page's payload after hydration,
 * which for /early-access also downloads the signup wizard's ~10 KB of script. A page change is
 * a full load of a prerendered, cached page whose scripts start after its first paint.
 */
export function CtaButton({ cta, variant, className = "", children }: CtaButtonProps) {
  const classes = buttonClasses(variant ?? cta.style ?? "primary", className);
  const modal = domId(cta.modal);
  const anchor = domId(cta.anchor);
  if (cta.action === "modal" && modal) {
    return (
      <ModalTrigger modal={modal} className={classes}>
        {cta.label}
        {children}
      </ModalTrigger>
    );
  }
  if (cta.action === "anchor" && anchor) {
    return (
      <a href={`#${anchor}`} className={classes}>
        {cta.label}
        {children}
      </a>
    );
  }
  return (
    <a className={classes} href={cta.href ?? "/"}>
      {cta.label}
      {children}
    </a>
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
