import { itemAtRoll, type CaseOutcome } from './cases.outcome';
import type { CaseDef } from './cases.payout';

/** Items on the opening animation's reel. */
export const REEL_LENGTH = 60;
/** Where the dropped item sits on the reel: near its end, so the reel runs a long way before stopping. */
export const REEL_WIN_POSITION = 52;

/** mulberry32: a small, fast, seeded generator, good enough to look random and never used for an outcome. */
function decorativeRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * The item indexes the reel shows, the dropped item at REEL_WIN_POSITION. The other items are decoration only:
 * they come from a seeded generator, never from the bet's OutcomeStream (which the outcome alone reads), and are
 * drawn by drop weight, so the reel shows rare items as rarely as they drop and never places them near the stop
 * on purpose. The seed defaults to the outcome's roll, so a bet always shows the same reel, in history too.
 */
export function caseReel(def: CaseDef, outcome: CaseOutcome, seed: number = outcome.roll): number[] {
  const next = decorativeRandom(seed);
  return Array.from({ length: REEL_LENGTH }, (_, position) =>
    position === REEL_WIN_POSITION ? outcome.index : itemAtRoll(def, Math.floor(next() * def.totalWeight)),
  );
}
