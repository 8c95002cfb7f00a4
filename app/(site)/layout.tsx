import type { ReactNode } from "react";
import { SiteDocument, siteLayoutMetadata, siteLayoutViewport } from "@/components/pages/site-document";
import "../globals.css";

/** Pages are static; this re-renders them hourly in the background so the footer year stays current. */
export const revalidate = 3600;

export const generateMetadata = () => siteLayoutMetadata("en");

export const generateViewport = () => siteLayoutViewport("en");

/** The English site's root layout (unprefixed addresses); the Spanish one is app/(es)/layout.tsx. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument lang="en">{children}</SiteDocument>;
}
