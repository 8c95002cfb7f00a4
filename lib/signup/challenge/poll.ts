/**
 * Calls `ready` once `probe` returns a value: first after `firstDelayMs`, then every
 * `intervalMs` until it does (SPEC: the widget is rendered once its script has loaded,
 * retrying every second). Returns a function that stops waiting.
 */
export function whenAvailable<T>(
  probe: () => T | null | undefined,
  ready: (value: T) => void,
  { firstDelayMs = 100, intervalMs = 1_000 }: { firstDelayMs?: number; intervalMs?: number } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const attempt = () => {
    if (stopped) return;
    const value = probe();
    if (value !== null && value !== undefined) {
      ready(value);
      return;
    }
    timer = setTimeout(attempt, intervalMs);
  };
  timer = setTimeout(attempt, firstDelayMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
