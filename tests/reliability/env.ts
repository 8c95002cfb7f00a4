/** The servers' shared settings: the ALTCHA key is known so the tests can ask any server for challenges. */
export const ADMIN_EMAIL = "admin@reliability.test";
export const RESEND_KEY = "re_reliability_test_key";

export function serverEnv(resendUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    RESEND_API_KEY: RESEND_KEY,
    RESEND_BASE_URL: resendUrl,
    EMAIL_FROM: "Notavo Early Access <early-access@reliability.test>",
    SIGNUP_ADMIN_EMAIL: ADMIN_EMAIL,
    ALTCHA_HMAC_KEY: "reliability-altcha-hmac-key-3e71",
    // What a log collector reads: the tests find a signup's lines by its fields (logEntries).
    LOG_FORMAT: "json",
    ...extra,
  };
}
