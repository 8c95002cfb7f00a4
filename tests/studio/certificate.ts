import { execFileSync } from "node:child_process";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";

/*
 * The Studio suite's browser trusts `npm run edit`'s certificate the way a person does, once
 * (docs/editing.md, "The certificate"), instead of ignoring certificate errors: on Linux Chromium
 * reads the roots a person added from the NSS database in their home folder, so the browser runs
 * with a home folder of its own whose database trusts the certificate folder's rootCA.pem.
 */

const root = path.resolve(import.meta.dirname, "../..");

/** The machine's certificate folder for the suite's `npm run edit`s (kept between runs, like a person's). */
export const STUDIO_CERT_DIR = path.join(root, ".studio-tests", "certificate");

/** The browser's home folder. */
export const BROWSER_HOME = path.join(root, ".studio-tests", "browser-home");

/** The one-time step: trust rootCA.pem in the browser's NSS database (NSS's certutil, Debian's libnss3-tools). */
export async function trustCertificate(): Promise<void> {
  const database = path.join(BROWSER_HOME, ".pki", "nssdb");
  await rm(database, { recursive: true, force: true });
  await mkdir(database, { recursive: true });
  const certutil = process.env.CERTUTIL_PATH ?? "certutil";
  const run = (args: string[]) => {
    try {
      execFileSync(certutil, ["-d", `sql:${database}`, ...args], { stdio: "pipe" });
    } catch (error) {
      throw new Error(
        `Trusting the Studio's certificate needs NSS's certutil (${certutil}: ${(error as Error).message.split("\n")[0]}); ` +
          "install it (Debian: apt-get install libnss3-tools; macOS: brew install nss) or set CERTUTIL_PATH",
      );
    }
  };
  run(["-N", "--empty-password"]);
  run(["-A", "-t", "C,,", "-n", "Notavo local Studio", "-i", path.join(STUDIO_CERT_DIR, "rootCA.pem")]);
}
