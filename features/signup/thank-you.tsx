import { CircleCheck, Mail } from "lucide-react";
import type { Ref } from "react";
import { buttonClasses } from "@/components/ui/button-styles";
import { shareMailto, type SignupCopy } from "@/lib/signup/copy";
import type { Role } from "@/lib/signup/constants";
import { BalancedText } from "@/components/ui/balanced-text";

/**
 * Step 3: thanks, Share via Email (a prefilled mail link) and Back to Home (`homeHref`: the page's
 * language's home). After Contact us, `byEmail` (a call or a text asked for without consent to
 * them) says the answer comes by email, and promises no call or text.
 */
export function ThankYou({
  copy,
  role,
  byEmail = false,
  shareUrl,
  headingRef,
  homeHref = "/",
}: {
  copy: SignupCopy["thankYou"];
  role: Role;
  byEmail?: boolean;
  shareUrl: string;
  headingRef: Ref<HTMLHeadingElement>;
  homeHref?: string;
}) {
  const contact = role === "contact";
  const body = contact ? (byEmail ? copy.contactBodyByEmail : copy.contactBody) : copy.body;
  return (
    <div className="text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-14 text-accent" strokeWidth={1.5} />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-3xl font-extrabold tracking-tight text-balance focus:outline-none sm:text-4xl"
      >
        <BalancedText>{contact ? copy.contactHeading : copy.heading}</BalancedText>
      </h1>
      <p className="mx-auto mt-3 max-w-md text-lg text-pretty text-slate-600">
        <BalancedText>{body}</BalancedText>
      </p>
      <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">
        <a href={shareMailto(copy, shareUrl)} className={buttonClasses("secondary")}>
          <Mail aria-hidden="true" className="size-4" />
          {copy.shareLabel}
        </a>
        <a href={homeHref} className={buttonClasses("primary")}>
          {copy.homeLabel}
        </a>
      </div>
    </div>
  );
}
