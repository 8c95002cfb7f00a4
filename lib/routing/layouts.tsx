import type { ReactNode } from "react";
import { type LocaleParams, langOfParams } from "./params.ts";

/**
 * The layout of a folder under app/[locale]/ that has a not-found file of its own: it keeps the
 * language for the request before Next.js renders that file (lib/routing/request.ts).
 */
export async function LanguageLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  await langOfParams(params);
  return children;
}
