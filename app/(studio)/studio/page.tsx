import { hasSanityProject } from "@/lib/platform/env";
import { Studio } from "./studio";
import { StudioSetup } from "./studio-setup";

/**
 * One static page for the whole Studio: next.config.ts rewrites every `/studio/<tool>/<…>` deep
 * link to it, and the Studio's own router reads the address. A catch-all route here would render
 * and cache a copy of this page for every address anyone makes up.
 */
export const dynamic = "force-static";

/** The embedded Studio, or, without a configured project, how to connect one. */
export default function StudioPage() {
  return hasSanityProject ? <Studio /> : <StudioSetup />;
}
