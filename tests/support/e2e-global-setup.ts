import { E2E_RESEND_PORT } from "./e2e-env";
import { startFakeResend } from "./fake-resend";

/** Starts the fake Resend server the site sends to during the browser tests; returns its teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const fake = await startFakeResend({ port: E2E_RESEND_PORT });
  return () => fake.close();
}
