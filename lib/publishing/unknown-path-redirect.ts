import "server-only";
import { permanentRedirect, redirect, RedirectType } from "next/navigation";
import { getRedirects } from "@/lib/pages/site";
import { unknownPathRedirect } from "@/lib/publishing/page-table";

/**
 * For a path the site has no page for: follow the editor's redirect when one
 * matches, else go home. Either way the history entry is replaced. The proxy
 * (proxy.ts) gives the same answer (unknownPathRedirect) before rendering for
 * a page unpublished or moved since the build, whose cached copy would lose
 * the redirect's `Location`.
 */
export async function redirectUnknownPath(path: string): Promise<never> {
  const { location, permanent } = unknownPathRedirect(path, await getRedirects());
  if (permanent) permanentRedirect(location, RedirectType.replace);
  redirect(location, RedirectType.replace);
}
