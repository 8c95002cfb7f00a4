import { ensureProductionBuild } from "../support/production-server";

/** One production build for every server the reliability tests start (3–5 minutes when the sources changed). */
export default function setup(): void {
  ensureProductionBuild();
}
