import type { SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../src/contract/failure';
import type { Bet } from '../../src/contract/games/bets';
import type { steppedRoundMachine } from './stepped-round.machine';
import type { RoundMove } from './stepped-round.types';

export type SteppedRoundSnapshot = SnapshotFrom<typeof steppedRoundMachine>;

/** Where the round stands (`checking` passes at once, so a view never sees it). */
export type SteppedRoundStep =
  'checking' | 'resuming' | 'idle' | 'starting' | 'playing' | 'moving' | 'settled';

/** Where the round stands. */
export const selectSteppedStep = (s: SteppedRoundSnapshot): SteppedRoundStep => s.value as SteppedRoundStep;

/** A call is in flight (the open round read, the bet, a move): the game's buttons wait. */
export const selectSteppedBusy = (s: SteppedRoundSnapshot): boolean => s.hasTag('busy');

/** The round as last answered: open while it is played, settled once over; null before one. */
export const selectRoundBet = (s: SteppedRoundSnapshot): Bet | null => s.context.bet;

/** The move in flight, or the last one played. */
export const selectLastMove = (s: SteppedRoundSnapshot): RoundMove | null => s.context.move;

/** Why the last bet, move or read failed, or null. */
export const selectSteppedFailure = (s: SteppedRoundSnapshot): ApiFailure | null => s.context.failure;

/** How many rounds ended on the page. */
export const selectRoundsSettled = (s: SteppedRoundSnapshot): number => s.context.settled;
