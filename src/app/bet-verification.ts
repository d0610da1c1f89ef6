import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { betVerificationMachine } from '../../machines/bet-verification/bet-verification.machine';
import {
  selectBetServerSeed,
  selectLoadedBet,
  selectLoadFailure,
  selectRecomputation,
  selectVerificationChecks,
  selectVerificationProblem,
  selectVerificationRequest,
  selectVerificationStep,
  type BetVerificationStep,
} from '../../machines/bet-verification/bet-verification.select';
import type {
  Recomputation,
  VerificationChecks,
  VerificationForm,
  VerificationProblem,
  VerificationRequest,
} from '../../machines/bet-verification/bet-verification.types';
import { verifyBet } from '../api/fair-verifier';
import type { GamesApi } from '../api/games';
import type { ApiFailure } from '../contract/failure';
import type { Bet } from '../contract/games/bets';
import { useGameServices } from './game-services';

/** The games the browser can verify, for the verifier's game choice. */
export { VERIFIABLE_GAMES } from '../api/fair-verifier';

/** The `betVerification` machine with the bet read and the browser's own recomputation (`verifyBet`). */
export function provideBetVerification(games: Pick<GamesApi, 'bet'>) {
  return betVerificationMachine.provide({
    actors: {
      loadBet: fromPromise(({ input }) => games.bet(input.betId)),
      recompute: fromPromise(async ({ input }) => verifyBet(input)),
    },
  });
}

/** What a view gets for the verifier: check, retry the load, and what was loaded, recomputed and proved. */
export interface BetVerificationFlow {
  verify(form: VerificationForm): void;
  retry(): void;
  /** The seed pair was rotated: a bet whose seed was active is read again. */
  seedsRotated(): void;
  step: BetVerificationStep;
  bet: Bet | null;
  /** The loaded bet's server seed; null while its pair is active. */
  serverSeed: string | null;
  loadFailure: ApiFailure | null;
  problem: VerificationProblem | null;
  request: VerificationRequest | null;
  result: Recomputation | null;
  checks: VerificationChecks | null;
}

/** Runs the verifier for the bet of the address (`betId`, read once at mount) or for a check by hand (null). */
export function useBetVerification(betId: number | null): BetVerificationFlow {
  const { games } = useGameServices();
  const [machine] = useState(() => provideBetVerification(games));
  const ref = useActorRef(machine, { input: { betId } });
  const step = useSelector(ref, selectVerificationStep);
  const bet = useSelector(ref, selectLoadedBet);
  const serverSeed = useSelector(ref, selectBetServerSeed);
  const loadFailure = useSelector(ref, selectLoadFailure);
  const problem = useSelector(ref, selectVerificationProblem);
  const request = useSelector(ref, selectVerificationRequest);
  const result = useSelector(ref, selectRecomputation);
  const checks = useSelector(ref, selectVerificationChecks);
  return useMemo(
    () => ({
      verify: (form) => ref.send({ type: 'verification.verify', form }),
      retry: () => ref.send({ type: 'verification.retry' }),
      seedsRotated: () => ref.send({ type: 'verification.seedsRotated' }),
      step,
      bet,
      serverSeed,
      loadFailure,
      problem,
      request,
      result,
      checks,
    }),
    [ref, step, bet, serverSeed, loadFailure, problem, request, result, checks],
  );
}
