import type { SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../src/contract/failure';
import type { Bet } from '../../src/contract/games/bets';
import { toMajor } from '../../src/contract/money';
import type { autobetMachine } from './autobet.machine';
import type { AutobetStopReason } from './autobet.types';

export type AutobetSnapshot = SnapshotFrom<typeof autobetMachine>;

/** A run is going: its settings are locked and the stop button shows. */
export const selectIsAutobetRunning = (s: AutobetSnapshot): boolean => s.hasTag('running');

/** Why the last run stopped, or null (running, or no run yet). */
export const selectAutobetStopReason = (s: AutobetSnapshot): AutobetStopReason | null => s.context.stopReason;

/** Why the bet that stopped the run failed, or null. */
export const selectAutobetFailure = (s: AutobetSnapshot): ApiFailure | null => s.context.failure;

/** Bets placed in the current (or last) run. */
export const selectAutobetPlayed = (s: AutobetSnapshot): number => s.context.played;

/** What the run won (positive) or lost (negative), major units. */
export const selectAutobetProfit = (s: AutobetSnapshot): number =>
  s.context.plan ? toMajor(s.context.profit, s.context.plan.currency) : 0;

/** The stake of the next bet of the run, major units. */
export const selectAutobetStake = (s: AutobetSnapshot): number =>
  s.context.plan ? toMajor(s.context.stake, s.context.plan.currency) : 0;

/** The last settled bet of the run, or null. */
export const selectAutobetLastBet = (s: AutobetSnapshot): Bet | null => s.context.lastBet;
