import type { Bet } from '../../../contract/games/bets';
import { hiloMultiplier, type HiloState, type hiloView } from '../../../contract/games/hilo';
import { capWin } from '../../../contract/games/limits';
import { applyRatio, type Ratio } from '../../../contract/games/ratio';
import { toMajor, toMinor } from '../../../contract/money';

/** A hilo round as the server shows it (`hiloView`): the cards dealt so far, never the ones to come. */
export type HiloRoundView = ReturnType<typeof hiloView>;

/** The hilo round a bet carries, or null (another game's bet, or none). */
export function hiloRoundOf(bet: Bet | null): HiloRoundView | null {
  if (!bet || bet.game !== 'hilo' || typeof bet.round !== 'object' || bet.round === null) return null;
  return bet.round as HiloRoundView;
}

/** The cards dealt so far, in order: the start card, then the card each move dealt. */
export const dealtCards = (round: HiloRoundView): number[] => [
  round.startCard,
  ...round.steps.map((s) => s.card),
];

/**
 * What cashing out pays now, in major units, as the server computes it: the stake × rtp · Π 1 / chance of the right
 * guesses, rounded down to the currency's minor unit and capped at the max win. Null before the first right guess.
 */
export function hiloCashOutValue(bet: Bet, round: HiloRoundView, rtp: Ratio): number | null {
  const stake = toMinor(bet.amount, bet.currency);
  if (!round.canCashOut || stake === null) return null;
  // the cards the round's moves were made on are the ones dealt so far, so the seen part of the deal is enough
  const seen: HiloState = { cards: dealtCards(round), steps: round.steps, status: round.status };
  const multiplier = hiloMultiplier(seen, rtp);
  return multiplier && toMajor(capWin(applyRatio(stake, multiplier), bet.currency), bet.currency);
}
