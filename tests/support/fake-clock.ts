import { vi } from "vitest";

const realPerformance = globalThis.performance;

/**
 * Vitest's fake timers (setTimeout, setInterval, Date, performance…), for code whose records
 * expire with time: a test moves the clock with `vi.advanceTimersByTimeAsync` instead of waiting.
 *
 * The signup stores' memory (@isaacs/ttlcache) reads `performance.now()` from the `performance`
 * object it found when it was loaded; the fake timers put another object in its place and leave
 * that one alone. So that object's `now` follows the fake clock too, from where the real clock
 * stood: records set before the call expire on time. Call the returned function to go back to
 * real time (in a `finally` or `afterEach`).
 */
export function startFakeClock(): () => void {
  const realStart = realPerformance.now();
  vi.useFakeTimers();
  const fake = globalThis.performance;
  const fakeStart = fake.now();
  const now = vi.spyOn(realPerformance, "now").mockImplementation(() => realStart + (fake.now() - fakeStart));
  return () => {
    now.mockRestore();
    vi.useRealTimers();
  };
}
