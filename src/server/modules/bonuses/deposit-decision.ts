import type { DepositStanding } from './deposit-standing';
import { depositOffers, minorOf, rewardAmount, type Offer } from './offers';
import type { Program } from './program-schema';

/** What a paid deposit earns under the programs, before anything is written: a bonus to grant, or why none. */
export type DepositDecision =
  | { outcome: 'none'; offer: null }
  | { outcome: 'below_minimum' | 'bonus_active'; offer: Offer }
  | { outcome: 'earned'; offer: Offer; amount: bigint };

/**
 * The first offer of the deposit's standing (see `depositOffers`) when the deposit reaches its minimum: amount =
 * min(deposit × match %, cap), rounded down in minor units. While the player wagers another bonus the deposit
 * earns nothing (`bonus_active`).
 */
export function decideDeposit(programs: readonly Program[], s: DepositStanding): DepositDecision {
  const [offer] = depositOffers(programs, s.standing, s.paidAt);
  if (!offer) return { outcome: 'none', offer: null };
  const amount = rewardAmount(offer.terms.reward, s.currency, s.deposit);
  if (s.deposit < minorOf(offer.terms.minDeposit[s.currency], s.currency) || amount <= 0n)
    return { outcome: 'below_minimum', offer };
  if (s.bonusActive) return { outcome: 'bonus_active', offer };
  return { outcome: 'earned', offer, amount };
}
