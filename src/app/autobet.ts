import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { autobetMachine } from '../../machines/autobet/autobet.machine';
import {
  selectAutobetFailure,
  selectAutobetLastBet,
  selectAutobetPlayed,
  selectAutobetProfit,
  selectAutobetStake,
  selectAutobetStopReason,
  selectIsAutobetRunning,
} from '../../machines/autobet/autobet.select';
import type {
  AutobetBetInput,
  AutobetBetOutput,
  AutobetSettings,
  AutobetStopReason,
} from '../../machines/autobet/autobet.types';
import type { ApiFailure } from '../contract/failure';
import type { Bet } from '../contract/games/bets';
import type { HouseGame } from '../contract/games/rtp';
import { useGameServices } from './game-services';
import { appBetPlacer } from './place-bet';
import { useAppActor } from './provider';
import { randomId } from './random-id';

/**
 * The `autobet` machine over a bet placer. Each bet of a run is a new bet with a new id (a run never retries: it
 * stops on a failure).
 */
export function provideAutobet(
  place: (input: AutobetBetInput & { betId: string }) => Promise<AutobetBetOutput>,
) {
  return autobetMachine.provide({
    actors: { placeBet: fromPromise(({ input }) => place({ ...input, betId: randomId() })) },
  });
}

/** What a game view gets for autobet: start and stop a run, and how it goes. */
export interface AutobetFlow {
  start(settings: AutobetSettings): void;
  stop(): void;
  running: boolean;
  /** Why the last run stopped; null while running or before the first run. */
  stopReason: AutobetStopReason | null;
  failure: ApiFailure | null;
  played: number;
  /** What the run won (positive) or lost (negative), major units. */
  profit: number;
  /** The stake of the next bet, major units. */
  stake: number;
  lastBet: Bet | null;
}

/** Runs autobet for the mounted game view, with the app's bet placer (the call, then the balance in the header). */
export function useAutobet(game: HouseGame): AutobetFlow {
  const { games } = useGameServices();
  const app = useAppActor();
  const [machine] = useState(() => {
    const place = appBetPlacer(app, games);
    return provideAutobet(({ game: played, betId, amount, params }) =>
      place(played, { betId, amount, params }),
    );
  });
  const ref = useActorRef(machine, { input: { game } });
  const running = useSelector(ref, selectIsAutobetRunning);
  const stopReason = useSelector(ref, selectAutobetStopReason);
  const failure = useSelector(ref, selectAutobetFailure);
  const played = useSelector(ref, selectAutobetPlayed);
  const profit = useSelector(ref, selectAutobetProfit);
  const stake = useSelector(ref, selectAutobetStake);
  const lastBet = useSelector(ref, selectAutobetLastBet);
  return useMemo(
    () => ({
      start: (settings) => ref.send({ type: 'autobet.start', settings }),
      stop: () => ref.send({ type: 'autobet.stop' }),
      running,
      stopReason,
      failure,
      played,
      profit,
      stake,
      lastBet,
    }),
    [ref, running, stopReason, failure, played, profit, stake, lastBet],
  );
}
