/**
 * The proof of work's price rises with load instead of a global cap that shuts everyone
 * out. Every `step` signups that passed the challenge in the last window double the work
 * of the next challenge, up to `maxFactor` times the base price:
 *
 *   volume   0–49 → ×1,  50–99 → ×2,  100–149 → ×4,  150–199 → ×8,  200+ → ×16   (step 50, max 16)
 *
 * A person's browser then spends a few seconds more; a bot keeping the volume up pays for
 * every signup at the top price. The factor is signed into each challenge (as its PBKDF2
 * cost), and a solution is accepted only when its challenge cost at least half the current
 * price: a bot cannot stock up on cheap challenges while it is quiet and spend them later.
 */
export type DifficultyScale = {
  /** Signups per window that double the price (and the volume that stays at the base price). */
  step: number;
  /** The highest multiple of the base price; 1 turns the scaling off. */
  maxFactor: number;
};

export const DEFAULT_DIFFICULTY_SCALE: DifficultyScale = { step: 50, maxFactor: 16 };

/** The price multiple for a volume: a power of two from 1 to `maxFactor`. */
export function difficultyFactor(volume: number, { step, maxFactor }: DifficultyScale): number {
  if (maxFactor <= 1 || !(volume > 0)) return 1;
  const doublings = Math.floor(volume / Math.max(1, step));
  return Math.min(maxFactor, 2 ** Math.min(doublings, 30));
}

/** The slack a solution gets: its challenge may be one step cheaper than the current price (it was fetched a little earlier). */
export const ACCEPTED_PRICE_FRACTION = 0.5;
