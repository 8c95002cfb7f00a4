import { ArrowRight } from "lucide-react";
import { buttonClasses } from "@/components/ui/button-styles";
import type { Lang } from "@/lib/routing/paths";
import { pathOf } from "@/lib/routing/table";
import { uiText } from "@/lib/text/ui-text";

/**
 * A link to "Can I notarize this online?" for the document and state pages: a plain link (no
 * script, no prefetch), in the page's language, styled as a secondary button or as text.
 */
export function CheckerLink({
  lang,
  variant = "secondary",
  className = "",
}: {
  lang: Lang;
  variant?: "secondary" | "text";
  className?: string;
}) {
  return (
    <a href={pathOf(lang, "checker")} className={buttonClasses(variant, className)}>
      {uiText(lang).checker.linkLabel}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
}
