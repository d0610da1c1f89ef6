import type { SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../src/contract/failure';
import type { Bet } from '../../src/contract/games/bets';
import type { betRoundMachine } from './bet-round.machine';

export type BetRoundSnapshot = SnapshotFrom<typeof betRoundMachine>;

/** Where the round stands. */
export type BetRoundStep = 'idle' | 'placing' | 'settled' | 'failed';

/** Where the round stands. */
export const selectRoundStep = (s: BetRoundSnapshot): BetRoundStep => s.value as BetRoundStep;

/** A bet is on its way: the bet button is busy. */
export const selectIsPlacing = (s: BetRoundSnapshot): boolean => s.hasTag('busy');

/** The last settled bet, or null. */
export const selectLastBet = (s: BetRoundSnapshot): Bet | null => s.context.lastBet;

/** Why the last bet failed, or null. */
export const selectRoundFailure = (s: BetRoundSnapshot): ApiFailure | null => s.context.failure;

/** This session's settled bets on the page, newest first. */
export const selectRoundHistory = (s: BetRoundSnapshot): Bet[] => s.context.history;

/** How many bets settled on the page. */
export const selectSettledCount = (s: BetRoundSnapshot): number => s.context.settled;
