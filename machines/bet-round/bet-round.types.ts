import type { ApiFailure } from '../../src/contract/failure';
import type { Bet, PlaceBetAnswer } from '../../src/contract/games/bets';
import type { HouseGame } from '../../src/contract/games/rtp';

/** How many of this session's bets a round keeps for the view; older ones are in the player's bet history. */
export const ROUND_HISTORY_LIMIT = 50;

/** One bet as the player placed it: the browser's id of the bet, the stake (major units), the game's parameters. */
export interface BetOrder {
  betId: string;
  amount: number;
  params: unknown;
}

/** What the `placeBet` actor sends: the game and the order. */
export interface PlaceBetInput {
  game: HouseGame;
  order: BetOrder;
}

/** The answer of a placed bet: the settled bet and the player's main balance after it. */
export type PlaceBetOutput = PlaceBetAnswer;

export interface BetRoundInput {
  /** The game this page plays. */
  game: HouseGame;
}

export interface BetRoundContext {
  game: HouseGame;
  /** The order being placed, or last placed; a retry sends it again with the same bet id. */
  order: BetOrder | null;
  /** The last settled bet, or null before the first. */
  lastBet: Bet | null;
  /** Why the last order failed (codes for the view to translate); null otherwise. */
  failure: ApiFailure | null;
  /** This session's settled bets of the page, newest first, at most `ROUND_HISTORY_LIMIT`. */
  history: Bet[];
  /** How many bets settled on the page: the view reads the bet list again and spins its animation on each. */
  settled: number;
}

export type BetRoundEvent =
  /** Place a new bet; the wiring names it with a new bet id. */
  | { type: 'round.place'; order: BetOrder }
  /** Send the failed order again, with its bet id: a bet the server took but whose answer was lost is not placed twice. */
  | { type: 'round.retry' };
