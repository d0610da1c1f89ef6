import type { Bet } from '../../../contract/games/bets';

/** A bet the player sees as a win: it paid more than it staked. */
export const isWinningBet = (bet: Bet) => (bet.payout ?? 0) > bet.amount;

/** The newer of two bets (server ids grow with time), e.g. the last manual bet and the last autobet bet. */
export function newerBet(a: Bet | null, b: Bet | null): Bet | null {
  if (!a) return b;
  if (!b) return a;
  return b.id > a.id ? b : a;
}
