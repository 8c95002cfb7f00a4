import type { ReactNode } from "react";
import { SiteDocument, siteLayoutMetadata, siteLayoutViewport } from "@/components/pages/site-document";
import "../globals.css";

/** Pages are static; this re-renders them hourly in the background so the footer year stays current. */
export const revalidate = 3600;

export const generateMetadata = () => siteLayoutMetadata("es");

export const generateViewport = () => siteLayoutViewport("es");

/** The Spanish site's root layout: every page under /es (lib/i18n.ts), `<html lang="es">`. */
export default function SpanishSiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument lang="es">{children}</SiteDocument>;
}
