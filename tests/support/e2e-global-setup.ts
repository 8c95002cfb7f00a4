import { FUNNEL_GOALS } from "../../lib/analytics/funnel";
import { E2E_PLAUSIBLE_DOMAIN, E2E_PLAUSIBLE_PORT, E2E_PLAUSIBLE_STATS_KEY, E2E_RESEND_PORT } from "./e2e-env";
import { startFakePlausible } from "./fake-plausible";
import { startFakeResend } from "./fake-resend";

/** Starts the fake Resend and the fake Plausible the site sends to during the browser tests; returns their teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const resend = await startFakeResend({ port: E2E_RESEND_PORT });
  const plausible = await startFakePlausible({
    port: E2E_PLAUSIBLE_PORT,
    sites: [E2E_PLAUSIBLE_DOMAIN],
    statsKey: E2E_PLAUSIBLE_STATS_KEY,
    goals: Object.values(FUNNEL_GOALS),
  });
  return async () => {
    await Promise.all([resend.close(), plausible.close()]);
  };
}
