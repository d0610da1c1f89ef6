import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { selectUser, readAppState } from '../../machines/app/app.select';
import type { AppActorRef } from '../../machines/app/app.subscribe';
import { steppedRoundMachine } from '../../machines/stepped-round/stepped-round.machine';
import {
  selectLastMove,
  selectRoundBet,
  selectRoundsSettled,
  selectSteppedBusy,
  selectSteppedFailure,
  selectSteppedStep,
  type SteppedRoundStep,
} from '../../machines/stepped-round/stepped-round.select';
import type { RoundMove } from '../../machines/stepped-round/stepped-round.types';
import type { BetOrder, GamesApi, RoundGame } from '../api/games';
import type { ApiFailure } from '../contract/failure';
import type { Bet, PlaceBetAnswer } from '../contract/games/bets';
import type { HiloActionBody } from '../contract/games/hilo';
import type { MinerReveal } from '../contract/games/miner';
import type { User } from '../contract/profile';
import { useGamePlayer } from './demo/play-mode';
import { useGameServices } from './game-services';
import { sessionIntents, type SessionIntents } from './intents';
import { betPlacer, showAnswerBalances } from './place-bet';
import { useAppActor } from './provider';
import { randomId } from './random-id';

export type { RoundGame };

/** The moves each game's round takes, as the view asks for them. */
export type RoundMoves = {
  miner: { name: 'reveal'; body: MinerReveal } | { name: 'cashout'; body: Record<string, never> };
  hilo: { name: 'act'; body: HiloActionBody };
};

/** What a round's calls need: the game calls, the session to show the balance, the user as the session has it. */
export interface RoundCallDeps {
  games: Pick<GamesApi, 'placeBet' | 'move' | 'openRound'>;
  session: Pick<SessionIntents, 'userUpdated'>;
  currentUser(): User | null;
}

/** The calls a stepped round makes. */
export interface RoundCalls {
  readOpenRound(game: RoundGame): Promise<Bet | null>;
  startRound(game: RoundGame, order: BetOrder): Promise<PlaceBetAnswer>;
  playMove(game: RoundGame, move: RoundMove): Promise<PlaceBetAnswer>;
}

/**
 * A round's calls: the bet shows its balance in the header as any bet does; the move that settles the round shows
 * the balance it paid (a move that keeps the round open moves no money).
 */
export function roundCalls(deps: RoundCallDeps): RoundCalls {
  const place = betPlacer(deps);
  return {
    readOpenRound: (game) => deps.games.openRound(game),
    startRound: (game, order) => place(game, order),
    playMove: async (game, move) => {
      const answer = await deps.games.move(game, move.name, move.body);
      if (answer.bet.status === 'settled') showAnswerBalances(deps, answer);
      return answer;
    },
  };
}

/** The round calls of the running app. */
export function appRoundCalls(app: AppActorRef, games: RoundCallDeps['games']): RoundCalls {
  return roundCalls({
    games,
    session: sessionIntents(app),
    currentUser: () => selectUser(readAppState(app.getSnapshot())),
  });
}

/** The `steppedRound` machine over a round's calls. */
export function provideSteppedRound(calls: RoundCalls) {
  return steppedRoundMachine.provide({
    actors: {
      readOpenRound: fromPromise(({ input }) => calls.readOpenRound(input.game)),
      startRound: fromPromise(({ input }) => calls.startRound(input.game, input.order)),
      playMove: fromPromise(({ input }) => calls.playMove(input.game, input.move)),
    },
  });
}

/** What a game view played in steps gets: start a round, make a move, and where the round stands. */
export interface SteppedRoundFlow<G extends RoundGame> {
  /** Opens a round with a new bet (a new bet id). */
  start(amount: number, params: unknown): void;
  /** Plays a move of the open round. */
  move(move: RoundMoves[G]): void;
  step: SteppedRoundStep;
  busy: boolean;
  /** The round as last answered (open or settled), or null. */
  bet: Bet | null;
  /** The move in flight, or the last one played. */
  lastMove: RoundMoves[G] | null;
  failure: ApiFailure | null;
  /** How many rounds ended on the page. */
  settled: number;
}

/**
 * Runs one round flow per mounted game view. Whether the visitor is a player is read once, when the view mounts,
 * so a view mounts it again (keyed by the player) on login or logout: a player's open round is then read.
 */
export function useSteppedRound<G extends RoundGame>(game: G): SteppedRoundFlow<G> {
  const { games } = useGameServices();
  const app = useAppActor();
  // a guest in demo play has a round to pick up as a player does
  const player = useGamePlayer().canPlay;
  const [machine] = useState(() => provideSteppedRound(appRoundCalls(app, games)));
  const ref = useActorRef(machine, { input: { game, player } });
  const step = useSelector(ref, selectSteppedStep);
  const busy = useSelector(ref, selectSteppedBusy);
  const bet = useSelector(ref, selectRoundBet);
  const lastMove = useSelector(ref, selectLastMove) as RoundMoves[G] | null;
  const failure = useSelector(ref, selectSteppedFailure);
  const settled = useSelector(ref, selectRoundsSettled);
  return useMemo(
    () => ({
      start: (amount, params) =>
        ref.send({ type: 'round.start', order: { betId: randomId(), amount, params } }),
      move: (next) => ref.send({ type: 'round.move', move: next }),
      step,
      busy,
      bet,
      lastMove,
      failure,
      settled,
    }),
    [ref, step, busy, bet, lastMove, failure, settled],
  );
}
