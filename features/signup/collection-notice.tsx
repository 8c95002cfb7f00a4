import { ExternalLink } from "lucide-react";
import { privacyHref, splitAtPrivacyLink, type SignupCopy } from "@/lib/signup/copy";
import { BalancedText } from "@/components/ui/balanced-text";

type Props = {
  copy: Pick<SignupCopy["form"], "collectionNotice" | "privacyLinkLabel" | "privacyHref" | "newTabLabel">;
  className?: string;
};

/**
 * The notice at collection, right above a form's submit button: what the details are used
 * for, and a link to the full privacy notice. The link opens a new tab (said to screen
 * readers, shown by a small icon), so the form and everything typed stay as they are.
 */
export function CollectionNotice({ copy, className = "" }: Props) {
  const { before, after } = splitAtPrivacyLink(copy.collectionNotice);
  return (
    <p id="signup-collection-notice" className={`text-sm text-pretty text-slate-600 ${className}`.trim()}>
      <BalancedText>{before}</BalancedText>
      <a
        href={privacyHref(copy.privacyHref)}
        target="_blank"
        rel="noopener"
        className="rounded-xs font-medium text-brand underline underline-offset-2 hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        <BalancedText>{copy.privacyLinkLabel}</BalancedText>
        <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3.5 align-[-0.125em]" />
        <span className="sr-only"> {copy.newTabLabel}</span>
      </a>
      <BalancedText>{after}</BalancedText>
    </p>
  );
}
