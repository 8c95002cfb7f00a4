import { hasSanityProject } from "@/lib/env";
import { Studio } from "./studio";
import { StudioSetup } from "./studio-setup";

export const dynamic = "force-static";

export function generateStaticParams() {
  return [{ tool: [] }];
}

/** The embedded Studio, or, without a configured project, how to connect one. */
export default function StudioPage() {
  return hasSanityProject ? <Studio /> : <StudioSetup />;
}
