/**
 * The browser tests' server environment (shared by tests/e2e/playwright.config.ts and the specs).
 * Resend goes to the fake server the global setup starts; the server-only secrets get
 * recognisable dummy values, so the client-bundle scan has something to look for.
 */
import path from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_RESEND_PORT = Number(process.env.E2E_RESEND_PORT ?? E2E_PORT + 50);
export const E2E_RESEND_URL = `http://127.0.0.1:${E2E_RESEND_PORT}`;
export const E2E_ADMIN_EMAIL = "admin@signup-e2e.test";
/** The stand-in Plausible (tests/support/fake-plausible.ts) the global setup starts, and the site it takes events for. */
export const E2E_PLAUSIBLE_PORT = Number(process.env.E2E_PLAUSIBLE_PORT ?? E2E_PORT + 51);
export const E2E_PLAUSIBLE_URL = `http://127.0.0.1:${E2E_PLAUSIBLE_PORT}`;
export const E2E_PLAUSIBLE_DOMAIN = "notavo-e2e.test";
export const E2E_PLAUSIBLE_STATS_KEY = "e2e-server-only-plausible-stats-key-3c7e1f";
/** The CRM's stand-ins: HubSpot's Forms API and a receiver of the signed lead webhook (tests/support/fake-*.ts). */
export const E2E_HUBSPOT_PORT = Number(process.env.E2E_HUBSPOT_PORT ?? E2E_PORT + 56);
export const E2E_HUBSPOT_URL = `http://127.0.0.1:${E2E_HUBSPOT_PORT}`;
export const E2E_CRM_WEBHOOK_PORT = Number(process.env.E2E_CRM_WEBHOOK_PORT ?? E2E_PORT + 57);
export const E2E_CRM_WEBHOOK_URL = `http://127.0.0.1:${E2E_CRM_WEBHOOK_PORT}`;
export const E2E_HUBSPOT = {
  portalId: "4242",
  formGuid: "0c7b5c3e-9a4f-4c6e-8d2b-1f3a5e7c9b11",
  token: "e2e-server-only-hubspot-token-3c7e1a",
};
export const E2E_CRM_WEBHOOK_SECRET = "e2e-server-only-crm-webhook-secret-9d2b4f";
/** The content webhook secret the test server runs with (tests sign with it). */
export const E2E_REVALIDATE_SECRET = "e2e-server-only-revalidate-secret-6a0c3f";

export function e2eServerEnv(): Record<string, string> {
  return {
    PORT: String(E2E_PORT),
    RESEND_API_KEY: "re_e2e_server_only_resend_key_7f3a9c",
    RESEND_BASE_URL: E2E_RESEND_URL,
    EMAIL_FROM: "Notavo Early Access <early-access@signup-e2e.test>",
    SIGNUP_ADMIN_EMAIL: E2E_ADMIN_EMAIL,
    ALTCHA_HMAC_KEY: "e2e-server-only-altcha-hmac-key-5b1d2e",
    // Production's proof-of-work price: the browser solves real challenges.
    ALTCHA_COST: "1000",
    // Without a site key Turnstile stays off; secret and URL are here for the bundle scan.
    TURNSTILE_SECRET_KEY: "e2e-server-only-turnstile-secret-8c4f0a",
    TURNSTILE_VERIFY_URL: "http://127.0.0.1:9/e2e-server-only-siteverify",
    SANITY_API_READ_TOKEN: "e2e-server-only-sanity-read-token-2e9b7d",
    // Read only with a hosted project (the browser tests have none); set so the scan covers it.
    SANITY_API_HOST: "http://127.0.0.1:9/e2e-server-only-sanity-api-host",
    // Where the dataset's images are served from: the bundled dataset's own folder (the default,
    // named so the scan covers it; the article covers and the author photo the tests load are there).
    LAKE_CONTENT_DIR: path.resolve(import.meta.dirname, "../../content"),
    SANITY_REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
    // Every browser test comes from 127.0.0.1: the limits must not get in their way.
    SIGNUP_RATE_WINDOW_S: "600",
    SIGNUP_RATE_LIMIT: "1000",
    SIGNUP_GLOBAL_RATE_LIMIT: "100000",
    // Production's values for the rest of the signup's settings.
    SIGNUP_RECIPIENT_WINDOW_S: "86400",
    SIGNUP_POW_STEP: "50",
    SIGNUP_POW_MAX_FACTOR: "16",
    SIGNUP_CONFIRMATION_RETRY_S: "120",
    SIGNUP_POW_SURGE: "5000",
    SIGNUP_DIGEST_INTERVAL_S: "300",
    SIGNUP_DEFERRED_PER_MINUTE: "60",
    // Pages' CDN lifetime (production's default), and purge on publish switched on against an
    // address that refuses at once (fetch never connects to port 9): every webhook in the browser
    // tests also shows that a failed purge is only logged. Token and zone are here for the bundle scan.
    CDN_MAX_AGE_S: "60",
    CLOUDFLARE_ZONE_ID: "e2e0c10df1a4e5e2e0000000000000a1",
    CLOUDFLARE_API_TOKEN: "e2e-server-only-cloudflare-api-token-4d8b1c",
    CLOUDFLARE_API_URL: "http://127.0.0.1:9/e2e-server-only-cloudflare-api",
    // Page views and the wizard's funnel go to the stand-in Plausible; the Stats API key is here for the bundle scan.
    PLAUSIBLE_DOMAIN: E2E_PLAUSIBLE_DOMAIN,
    PLAUSIBLE_BASE_URL: E2E_PLAUSIBLE_URL,
    PLAUSIBLE_STATS_API_KEY: E2E_PLAUSIBLE_STATS_KEY,
    // Every lead to the HubSpot stand-in (the authenticated endpoint, with an access token) and
    // to the receiver of the signed webhook; token and secret are here for the bundle scan too.
    HUBSPOT_PORTAL_ID: E2E_HUBSPOT.portalId,
    HUBSPOT_FORM_GUID: E2E_HUBSPOT.formGuid,
    HUBSPOT_ACCESS_TOKEN: E2E_HUBSPOT.token,
    HUBSPOT_FORMS_URL: E2E_HUBSPOT_URL,
    HUBSPOT_FIELDS:
      "email,firstname,lastname,phone,company,state,message,utm_source,utm_medium,utm_campaign,utm_term,utm_content",
    HUBSPOT_PHONE_SUBSCRIPTION_TYPE_ID: "7781",
    CRM_WEBHOOK_URL: `${E2E_CRM_WEBHOOK_URL}/hooks/signup`,
    CRM_WEBHOOK_SECRET: E2E_CRM_WEBHOOK_SECRET,
    CRM_RETRY_S: "3600",
    // Served directly: the connection's address is the client, with production's connection cap.
    TRUSTED_PROXY_COUNT: "0",
    MAX_CONNECTIONS_PER_ADDRESS: "64",
    // Production's logging and shutdown settings (readable lines in the test output).
    LOG_FORMAT: "text",
    LOG_LEVEL: "info",
    SHUTDOWN_TIMEOUT_S: "10",
  };
}
