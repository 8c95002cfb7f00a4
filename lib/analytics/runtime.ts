// The process's analytics: the settings, and the one Plausible sender the production server (page
// views, server/index.ts) and the funnel's route (app/api/event) share (lib/platform/singleton.ts:
// Next.js bundles each route on its own). Null when PLAUSIBLE_DOMAIN is unset: nothing is sent.
import { env } from "../platform/env.ts";
import { logger } from "../platform/log.ts";
import { processSingleton } from "../platform/singleton.ts";
import { analyticsConfig, type AnalyticsConfig } from "./config.ts";
import { createPlausibleSender, type PlausibleSender } from "./plausible.ts";

export type AnalyticsRuntime = { config: AnalyticsConfig; sender: PlausibleSender };

export function analyticsRuntime(): AnalyticsRuntime | null {
  return processSingleton("analytics", () => {
    const config = analyticsConfig(env);
    if (!config) return null;
    const sender = createPlausibleSender({ baseUrl: config.baseUrl, domain: config.domain, log: logger("analytics") });
    return { config, sender };
  });
}
