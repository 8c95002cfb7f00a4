import { rename as fsRename } from "node:fs/promises";

/**
 * Error codes of a rename that Windows refuses for a moment: while another process (the site
 * reading the dataset, an editor, a virus scanner, the search indexer) has the target open, a
 * rename over it fails with EPERM, EACCES or EBUSY, and the same rename succeeds once the file is
 * closed. Elsewhere these codes do not go away by themselves; there the retries only delay the error.
 */
const TRANSIENT = new Set(["EPERM", "EACCES", "EBUSY"]);

/** Waits before each retry: about 1.3 s in all, then the last error is thrown. */
const RETRY_DELAYS_MS = [10, 20, 40, 80, 160, 320, 640];

/** `fs.rename(from, to)`, retried while the error is one of TRANSIENT (`rename` is replaceable for tests). */
export async function renameWithRetry(
  from: string,
  to: string,
  { rename = fsRename, delaysMs = RETRY_DELAYS_MS }: { rename?: typeof fsRename; delaysMs?: number[] } = {},
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await rename(from, to);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const delay = delaysMs[attempt];
      if (!code || !TRANSIENT.has(code) || delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
