/** Settings the e2e test server runs with (playwright.config.ts), shared with the tests that rely on them. */
export const E2E_REVALIDATE_SECRET = "e2e-revalidate-secret";
