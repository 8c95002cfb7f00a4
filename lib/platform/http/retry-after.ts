/**
 * `Retry-After` in milliseconds: delta-seconds or an HTTP date; null when absent or
 * unreadable. Bounded to a day so a hostile or broken value cannot overflow a timer.
 */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.min(Math.ceil(Number(trimmed) * 1000), 86_400_000);
  // An HTTP date (IMF-fixdate): "Wed, 21 Oct 2015 07:28:00 GMT".
  if (!/^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(trimmed)) return null;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.min(Math.max(0, date - now), 86_400_000);
}
