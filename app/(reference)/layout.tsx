import type { Metadata } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = {
  title: "Reference page",
  description: "An empty page of this build: the benchmark's floor for what Next.js itself costs.",
  robots: { index: false, follow: false },
};

/** Its own root layout: no header, footer, styles or content, only what the framework ships. */
export default function ReferenceLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
