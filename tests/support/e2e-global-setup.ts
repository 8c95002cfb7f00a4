import { FUNNEL_GOALS } from "../../lib/analytics/funnel";
import {
  E2E_CRM_WEBHOOK_PORT,
  E2E_CRM_WEBHOOK_SECRET,
  E2E_HUBSPOT,
  E2E_HUBSPOT_PORT,
  E2E_PLAUSIBLE_DOMAIN,
  E2E_PLAUSIBLE_PORT,
  E2E_PLAUSIBLE_STATS_KEY,
  E2E_RESEND_PORT,
} from "./e2e-env";
import { startFakeCrmWebhook } from "./fake-crm-webhook";
import { startFakeHubSpot } from "./fake-hubspot";
import { startFakePlausible } from "./fake-plausible";
import { startFakeResend } from "./fake-resend";

/** Starts the stand-ins the site sends to during the browser tests (Resend, HubSpot, the lead webhook, Plausible); returns their teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const fake = await startFakeResend({ port: E2E_RESEND_PORT });
  const hubspot = await startFakeHubSpot({ port: E2E_HUBSPOT_PORT, ...E2E_HUBSPOT });
  const webhook = await startFakeCrmWebhook({ port: E2E_CRM_WEBHOOK_PORT, secret: E2E_CRM_WEBHOOK_SECRET });
  const plausible = await startFakePlausible({
    port: E2E_PLAUSIBLE_PORT,
    sites: [E2E_PLAUSIBLE_DOMAIN],
    statsKey: E2E_PLAUSIBLE_STATS_KEY,
    goals: Object.values(FUNNEL_GOALS),
  });
  return async () => {
    await Promise.all([fake.close(), hubspot.close(), webhook.close(), plausible.close()]);
  };
}
