import { DECLARED_RTP } from '../rtp';
import { add, div, mul, ratio, ratioOf, type Ratio } from '../ratio';
import { betPockets, type RouletteBet } from './roulette.bets';
import { ROULETTE_POCKETS } from './roulette.layout';
import type { RouletteOutcome } from './roulette.outcome';
import type { RouletteParams } from './roulette.params';

/**
 * The multiplier of a winning chip covering n pockets: RTP × 37 / n, the same RTP for every bet (36.63× for a
 * straight, 2.035× for red at 99 %).
 */
export const rouletteBetMultiplier = (bet: RouletteBet, rtp: Ratio = DECLARED_RTP.roulette): Ratio =>
  mul(rtp, ratio(ROULETTE_POCKETS, betPockets(bet).length));

/** What one chip pays per unit staked when the ball lands in `pocket`. */
export const rouletteChipPayout = (
  bet: RouletteBet,
  pocket: number,
  rtp: Ratio = DECLARED_RTP.roulette,
): Ratio => (betPockets(bet).includes(pocket) ? rouletteBetMultiplier(bet, rtp) : ratio(0));

const ZERO = ratio(0);

/**
 * The total payout of a spin in minor units for chips with minor-unit amounts: the exact sum of each chip's
 * amount × multiplier, rounded down once, so the spin loses less than one minor unit to rounding in all.
 */
export function roulettePayoutMinor(
  chips: readonly (RouletteBet & { amount: bigint })[],
  pocket: number,
  rtp: Ratio = DECLARED_RTP.roulette,
): bigint {
  const total = chips.reduce(
    (sum, chip) => add(sum, mul(ratio(chip.amount), rouletteChipPayout(chip, pocket, rtp))),
    ZERO,
  );
  return total.num / total.den;
}

/** The multiplier of the whole spin on its total stake: Σ amount × chip multiplier / Σ amount, exactly. */
export function roulettePayout(
  outcome: RouletteOutcome,
  params: RouletteParams,
  rtp: Ratio = DECLARED_RTP.roulette,
): Ratio {
  let won = ZERO;
  let staked = ZERO;
  for (const chip of params.chips) {
    const amount = ratioOf(String(chip.amount));
    won = add(won, mul(amount, rouletteChipPayout(chip, outcome.pocket, rtp)));
    staked = add(staked, amount);
  }
  return div(won, staked);
}
