import { ratio, type Ratio } from '../ratio';
import { HILO_RANKS } from './hilo.cards';
import type { HiloGuess } from './hilo.params';

/** What a guess bets on the next card's rank compared with the current one. */
export type HiloBet = 'higherOrSame' | 'higher' | 'same' | 'lowerOrSame' | 'lower';

const ACE = 0;
const KING = HILO_RANKS - 1;

/**
 * What a guess means on a card of `rank`: higher or same, and lower or same, except where that is certain. On an
 * ace "higher" is strictly higher and "lower or same" can only be the same; on a king "lower" is strictly lower and
 * "higher or same" can only be the same. So no guess is ever sure to win.
 */
export function hiloBet(rank: number, guess: HiloGuess): HiloBet {
  if (guess === 'higher') return rank === ACE ? 'higher' : rank === KING ? 'same' : 'higherOrSame';
  return rank === KING ? 'lower' : rank === ACE ? 'same' : 'lowerOrSame';
}

/** Whether a bet made on a card of `rank` wins when the next card has `nextRank`. */
export function hiloBetWins(bet: HiloBet, rank: number, nextRank: number): boolean {
  switch (bet) {
    case 'higherOrSame':
      return nextRank >= rank;
    case 'higher':
      return nextRank > rank;
    case 'same':
      return nextRank === rank;
    case 'lowerOrSame':
      return nextRank <= rank;
    case 'lower':
      return nextRank < rank;
  }
}

/** How many of the 13 ranks win a bet made on a card of `rank`. */
function winningRanks(bet: HiloBet, rank: number): number {
  switch (bet) {
    case 'higherOrSame':
      return HILO_RANKS - rank;
    case 'higher':
      return HILO_RANKS - 1 - rank;
    case 'same':
      return 1;
    case 'lowerOrSame':
      return rank + 1;
    case 'lower':
      return rank;
  }
}

/** The exact chance a bet made on a card of `rank` wins: winning ranks / 13 (each rank is 4 of the 52 cards). */
export const hiloChance = (bet: HiloBet, rank: number): Ratio => ratio(winningRanks(bet, rank), HILO_RANKS);
