// Logging what a flood causes without becoming a flood of log lines.

/** A log line now and then: at most one a minute, with how many were left out. */
export function sampledLog(intervalMs = 60_000, write: (line: string) => void = console.warn): (line: string) => void {
  let last = 0;
  let skipped = 0;
  return (line) => {
    if (Date.now() - last < intervalMs) {
      skipped += 1;
      return;
    }
    last = Date.now();
    write(skipped ? `${line} (and ${skipped} more since the last report)` : line);
    skipped = 0;
  };
}
