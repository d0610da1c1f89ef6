import type { ApiFailure } from '../../src/contract/failure';
import type { Bet, PlaceBetAnswer } from '../../src/contract/games/bets';
import type { HouseGame } from '../../src/contract/games/rtp';
import type { BetOrder } from '../bet-round/bet-round.types';

export type { BetOrder };

/** The games played in steps: a bet opens a round, moves play it until it is lost or cashed out. */
export type RoundGame = Extract<HouseGame, 'miner' | 'hilo'>;

/** One move of an open round: its path (`reveal`, `cashout`, `act`) and its request body. */
export interface RoundMove {
  name: string;
  body: unknown;
}

/** What the `startRound` actor sends: the game and the bet that opens the round. */
export interface StartRoundInput {
  game: RoundGame;
  order: BetOrder;
}

/** What the `playMove` actor sends: the game and the move. */
export interface PlayMoveInput {
  game: RoundGame;
  move: RoundMove;
}

/** The answer of a bet or a move: the bet (settled when the move ended the round) and the main balance after it. */
export type RoundAnswer = PlaceBetAnswer;

export interface SteppedRoundInput {
  game: RoundGame;
  /** A logged-in player: their open round, if any, is read first. A guest has none. */
  player: boolean;
}

export interface SteppedRoundContext {
  game: RoundGame;
  player: boolean;
  /** The bet that opens (or last opened) the round. */
  order: BetOrder | null;
  /** The move being played, or last played. */
  move: RoundMove | null;
  /** The round as the server last answered it: open while playing, settled once over; null before one. */
  bet: Bet | null;
  /** Why the last bet, move or read failed (codes for the view to translate); null otherwise. */
  failure: ApiFailure | null;
  /** How many rounds ended on the page: the view reads the bet list again and sounds the outcome on each. */
  settled: number;
}

export type SteppedRoundEvent =
  /** Open a round with a new bet; the wiring names it with a new bet id. */
  | { type: 'round.start'; order: BetOrder }
  /** Play a move of the open round. */
  | { type: 'round.move'; move: RoundMove };
