import "server-only";
import { permanentRedirect, redirect, RedirectType } from "next/navigation";
import { getRedirect } from "@/lib/content";

/**
 * For a path the site has no page for: follow the editor's redirect when one
 * matches, else go home. Either way the history entry is replaced.
 */
export async function redirectUnknownPath(path: string): Promise<never> {
  const match = await getRedirect(path);
  if (match?.to && match.to !== path) {
    if (match.permanent) permanentRedirect(match.to, RedirectType.replace);
    redirect(match.to, RedirectType.replace);
  }
  redirect("/", RedirectType.replace);
}
