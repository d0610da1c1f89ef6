import type { SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../src/contract/failure';
import type { Bet } from '../../src/contract/games/bets';
import type { betVerificationMachine } from './bet-verification.machine';
import type {
  Recomputation,
  VerificationChecks,
  VerificationProblem,
  VerificationRequest,
} from './bet-verification.types';

export type BetVerificationSnapshot = SnapshotFrom<typeof betVerificationMachine>;

/** Where the verification stands. */
export type BetVerificationStep =
  'idle' | 'loadingBet' | 'loadFailed' | 'ready' | 'verifying' | 'verified' | 'mismatch' | 'failed';

/** Where the verification stands. */
export const selectVerificationStep = (s: BetVerificationSnapshot): BetVerificationStep =>
  s.value as BetVerificationStep;

/** The loaded bet, or null. */
export const selectLoadedBet = (s: BetVerificationSnapshot): Bet | null => s.context.bet;

/** The loaded bet's server seed: null while its pair is active (or before a bet is loaded). */
export const selectBetServerSeed = (s: BetVerificationSnapshot): string | null => s.context.serverSeed;

/** Why the bet could not be loaded, or null. */
export const selectLoadFailure = (s: BetVerificationSnapshot): ApiFailure | null => s.context.loadFailure;

/** The field the last check was refused for, or null. */
export const selectVerificationProblem = (s: BetVerificationSnapshot): VerificationProblem | null =>
  s.context.problem;

/** The check the last recomputation answered, or null. */
export const selectVerificationRequest = (s: BetVerificationSnapshot): VerificationRequest | null =>
  s.context.request;

/** What the last check recomputed, or null. */
export const selectRecomputation = (s: BetVerificationSnapshot): Recomputation | null => s.context.result;

/** What the last recomputation proved, or null. */
export const selectVerificationChecks = (s: BetVerificationSnapshot): VerificationChecks | null =>
  s.context.checks;
