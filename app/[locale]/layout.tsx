import type { ReactNode } from "react";
import { SiteDocument, siteLayoutMetadata, siteLayoutViewport } from "@/features/pages/site-document";
import { languageParams, type LocaleParams, langOfParams } from "@/lib/routing/params";
import "../globals.css";

/** Pages are static; this re-renders them hourly in the background so the footer year stays current. */
export const revalidate = 3600;

export const generateStaticParams = languageParams;

export const generateMetadata = async ({ params }: LocaleParams) => siteLayoutMetadata(await langOfParams(params));

export const generateViewport = async ({ params }: LocaleParams) => siteLayoutViewport(await langOfParams(params));

/** Every language's root layout (`<html lang>` in the prerendered HTML); its pages' addresses are the routing table's (lib/routing/table.ts). */
export default async function SiteLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  return <SiteDocument lang={await langOfParams(params)}>{children}</SiteDocument>;
}
