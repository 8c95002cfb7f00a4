/**
 * The proof of work's price, per client network (an IPv4 /24, an IPv6 /48: lib/platform/http/client-address.ts).
 * A visitor pays for what their own network does, never for other people:
 *
 * - **Per network.** Every `step` challenges issued to one network in the last window double the
 *   price of its next ones, up to `maxFactor` times the base price:
 *
 *     volume   0–49 → ×1,  50–99 → ×2,  100–149 → ×4,  150–199 → ×8,  200+ → ×16   (step 50, max 16)
 *
 *   Challenges are counted when issued, not when solved: a bot cannot stock up on cheap
 *   challenges while its network is quiet and spend them later at the base price.
 * - **Globally**, only past `surge` signups per window across every network (far above a
 *   campaign's busiest day), and then doubling every further `surge`: a surge of real people
 *   from many networks pays the base price; a botnet beyond it pays more everywhere.
 *
 * The price is signed into each challenge (its PBKDF2 cost), and a solution is checked against
 * that cost only: a challenge valid when issued is accepted until it expires, whatever the price
 * did since (each is still accepted once: lib/signup/replay-store.ts).
 */
export type DifficultyScale = {
  /** Challenges per network per window that double that network's price (and the volume that stays at the base price). */
  step: number;
  /** The highest multiple of the base price; 1 turns the scaling off. */
  maxFactor: number;
  /** Signups per window across all networks past which every network's price doubles (and again every further `surge`). */
  surge: number;
};

export const DEFAULT_DIFFICULTY_SCALE: DifficultyScale = { step: 50, maxFactor: 16, surge: 5_000 };

/** The price multiple for a volume: a power of two from 1 to `maxFactor`, doubling every `step`. */
export function difficultyFactor(
  volume: number,
  { step, maxFactor }: Pick<DifficultyScale, "step" | "maxFactor">,
): number {
  if (maxFactor <= 1 || !(volume > 0)) return 1;
  const doublings = Math.floor(volume / Math.max(1, step));
  return Math.min(maxFactor, 2 ** Math.min(doublings, 30));
}

/** A network's price multiple: its own volume's factor, or the global one once the surge level is passed, whichever is higher. */
export function networkPriceFactor(
  { network, global }: { network: number; global: number },
  scale: DifficultyScale,
): number {
  return Math.max(
    difficultyFactor(network, scale),
    difficultyFactor(global, { step: scale.surge, maxFactor: scale.maxFactor }),
  );
}
