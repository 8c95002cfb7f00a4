import type { Metadata } from "next";
import { SignupWizard } from "@/components/signup/signup-wizard";
import { JsonLd } from "@/components/ui/json-ld";
import { env } from "@/lib/env";
import { metadata } from "@/lib/seo";
import { challengeConfig } from "@/lib/signup/challenge/config";
import { getEarlyAccessPage, getSignupCopy, getSignupStates } from "@/lib/signup/content";
import { webPageData } from "@/lib/structured-data";

export async function generateMetadata(): Promise<Metadata> {
  const page = await getEarlyAccessPage();
  return metadata({
    title: page?.seo?.title ?? page?.title ?? "Early access",
    description: page?.seo?.description ?? "Sign up for early access to remote online notarization.",
    alternates: { canonical: "/early-access" },
    robots: page?.seo?.noindex ? { index: false } : undefined,
  });
}

/** The signup wizard (static page; the wizard is the only client code). The states' RON status comes with the page. */
export default async function EarlyAccessPage() {
  const [copy, page, states] = await Promise.all([getSignupCopy(), getEarlyAccessPage(), getSignupStates()]);
  const title = page?.seo?.title ?? page?.title ?? "Early access";
  return (
    <section className="bg-gradient-to-b from-surface to-white">
      <JsonLd data={webPageData({ path: "/early-access", title, description: page?.seo?.description, updatedAt: page?._updatedAt, blocks: [] })} />
      <div className="px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <SignupWizard copy={copy} states={states} challenge={challengeConfig(env)} />
      </div>
    </section>
  );
}
