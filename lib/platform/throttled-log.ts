/**
 * For a line a flood could repeat (a dead Redis, a connection flood): `write` at most once per
 * `intervalMs`, saying how many were left out since the last one written.
 */
export function throttledLog(intervalMs: number, write: (line: string) => void): (line: string) => void {
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
