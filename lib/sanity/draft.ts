import "server-only";
import { draftMode } from "next/headers";
import { env, hasSanityProject } from "@/lib/platform/env";

/** Draft mode needs a hosted project and a read token; the bundled dataset has no drafts. */
export const draftModeAvailable = hasSanityProject && Boolean(env.SANITY_API_READ_TOKEN);

/** Whether this request is a draft-mode preview (false at build time and outside requests). */
export async function isDraftMode(): Promise<boolean> {
  if (!draftModeAvailable) return false;
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false; // outside a request, e.g. generateStaticParams at build time
  }
}
