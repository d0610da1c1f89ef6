import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { betRoundMachine } from '../../machines/bet-round/bet-round.machine';
import {
  selectIsPlacing,
  selectLastBet,
  selectRoundFailure,
  selectRoundHistory,
  selectRoundStep,
  selectSettledCount,
  type BetRoundStep,
} from '../../machines/bet-round/bet-round.select';
import type { PlaceBetInput, PlaceBetOutput } from '../../machines/bet-round/bet-round.types';
import type { ApiFailure } from '../contract/failure';
import type { Bet } from '../contract/games/bets';
import type { HouseGame } from '../contract/games/rtp';
import { useGameServices } from './game-services';
import { appBetPlacer } from './place-bet';
import { useAppActor } from './provider';
import { randomId } from './random-id';

/** The `betRound` machine over a bet placer (the app's: the call, then the balance in the header). */
export function provideBetRound(place: (input: PlaceBetInput) => Promise<PlaceBetOutput>) {
  return betRoundMachine.provide({
    actors: { placeBet: fromPromise(({ input }) => place(input)) },
  });
}

/** What a game view gets for bets settled at once: place, retry, and where the round stands. */
export interface BetRoundFlow {
  /** Places a new bet (a new bet id). */
  place(amount: number, params: unknown): void;
  /** Sends the failed bet again with its bet id. */
  retry(): void;
  step: BetRoundStep;
  busy: boolean;
  lastBet: Bet | null;
  failure: ApiFailure | null;
  /** This session's bets on the page, newest first. */
  history: Bet[];
  /** How many bets settled on the page. */
  settled: number;
}

/**
 * Runs one bet round per mounted game view. Each new bet gets its id here, once: `randomId` rather than
 * `crypto.randomUUID`, which browsers give only to secure contexts while a mirror may be served over plain http.
 */
export function useBetRound(game: HouseGame): BetRoundFlow {
  const { games } = useGameServices();
  const app = useAppActor();
  const [machine] = useState(() => {
    const place = appBetPlacer(app, games);
    return provideBetRound(({ game: played, order }) => place(played, order));
  });
  const ref = useActorRef(machine, { input: { game } });
  const step = useSelector(ref, selectRoundStep);
  const busy = useSelector(ref, selectIsPlacing);
  const lastBet = useSelector(ref, selectLastBet);
  const failure = useSelector(ref, selectRoundFailure);
  const history = useSelector(ref, selectRoundHistory);
  const settled = useSelector(ref, selectSettledCount);
  return useMemo(
    () => ({
      place: (amount, params) =>
        ref.send({ type: 'round.place', order: { betId: randomId(), amount, params } }),
      retry: () => ref.send({ type: 'round.retry' }),
      step,
      busy,
      lastBet,
      failure,
      history,
      settled,
    }),
    [ref, step, busy, lastBet, failure, history, settled],
  );
}
