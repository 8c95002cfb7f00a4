import type { Metadata } from "next";
import Link from "next/link";
import { buttonClasses } from "@/components/ui/button-styles";

export const metadata: Metadata = {
  title: "Early access",
  description: "Sign up for early access to remote online notarization.",
  alternates: { canonical: "/early-access" },
};

/** Placeholder until the signup wizard lands (issue 4). */
export default function EarlyAccessPage() {
  return (
    <section className="bg-gradient-to-b from-surface to-white">
      <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
        <h1 className="text-4xl font-extrabold tracking-tight text-balance">Early access is opening soon</h1>
        <p className="mt-4 text-lg text-slate-600">The signup form is on its way. Check back shortly to reserve your place.</p>
        <Link href="/" className={buttonClasses("primary", "mt-8")}>
          Back to Home
        </Link>
      </div>
    </section>
  );
}
