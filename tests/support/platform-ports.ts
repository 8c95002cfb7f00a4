/**
 * The platform-path smoke run (tests/e2e/platform.config.ts) reuses the browser specs, which take
 * their server and fake-Resend ports from E2E_PORT / E2E_RESEND_PORT (e2e-env.ts). Imported first by
 * that config, so the ports are set before e2e-env.ts reads them, in the runner and (inherited) in
 * its workers. PLATFORM_PORT (default 3710) picks them; the fake Resend listens on the next port,
 * the CRM's stand-ins (HubSpot, the lead webhook) on the two after it, the fake Plausible on the
 * one after those.
 */
export const PLATFORM_PORT = Number(process.env.PLATFORM_PORT ?? 3710);
process.env.E2E_PORT = String(PLATFORM_PORT);
process.env.E2E_RESEND_PORT = String(PLATFORM_PORT + 1);
process.env.E2E_HUBSPOT_PORT = String(PLATFORM_PORT + 2);
process.env.E2E_CRM_WEBHOOK_PORT = String(PLATFORM_PORT + 3);
process.env.E2E_PLAUSIBLE_PORT = String(PLATFORM_PORT + 4);
