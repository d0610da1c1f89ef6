import * as z from 'zod/mini';
import type { OutcomeStream } from '../fair/stream';
import {
  act,
  hiloActionBody,
  hiloOutcome,
  hiloParams,
  hiloPayout,
  hiloView,
  startHilo,
  type HiloActionBody,
  type HiloState,
} from './hilo';
import {
  cashOut,
  minerOutcome,
  minerParams,
  minerPayout,
  minerRevealBody,
  minerView,
  reveal,
  startMiner,
  type MinerParams,
  type MinerReveal,
  type MinerState,
} from './miner';
import type { Ratio } from './ratio';
import type { ErrorCode } from '../errors';

/** A move of a round: the new state, or the code of the rule it breaks. */
export type Move<S> = { ok: true; state: S } | { ok: false; error: ErrorCode };

/** A move the player can make, with the schema of its request body. */
export interface SteppedMove<S, B = unknown> {
  body: z.core.$ZodType<B>;
  apply(state: S, body: B): Move<S>;
}

/**
 * A game played in steps (miner, hilo): the bet fixes the whole outcome from the fair stream (the mine layout, the
 * cards) and opens a round; moves change its state until it is over and pays.
 */
export interface SteppedGame<P = unknown, S = unknown> {
  id: 'miner' | 'hilo';
  params: z.core.$ZodType<P>;
  start(stream: OutcomeStream, params: P): S;
  moves: Record<string, SteppedMove<S>>;
  /** The multiplier the round pays once over (0 when lost); null while it is played. */
  payout(state: S, rtp: Ratio): Ratio | null;
  /** What the player may see: never the mines or cards to come while the round is open. */
  view(state: S, rtp: Ratio): unknown;
  /** The fair outcome the verifier recomputes: the layout, the cards dealt. */
  outcome(state: S): unknown;
}

const stepped = <P, S>(g: SteppedGame<P, S>): SteppedGame => g as unknown as SteppedGame;
const move = <S, B>(m: SteppedMove<S, B>): SteppedMove<S> => m as unknown as SteppedMove<S>;

export const STEPPED_GAMES = {
  miner: stepped<MinerParams, MinerState>({
    id: 'miner',
    params: minerParams,
    start: (stream, params) => startMiner(minerOutcome(stream, params).mines, params.mines),
    moves: {
      reveal: move<MinerState, MinerReveal>({ body: minerRevealBody, apply: (s, b) => reveal(s, b.tile) }),
      cashout: move<MinerState, unknown>({ body: z.strictObject({}), apply: (s) => cashOut(s) }),
    },
    payout: minerPayout,
    view: minerView,
    outcome: (state) => ({ mines: [...state.mines] }),
  }),
  hilo: stepped<Record<string, never>, HiloState>({
    id: 'hilo',
    params: hiloParams,
    start: (stream) => startHilo(hiloOutcome(stream).cards),
    moves: {
      act: move<HiloState, HiloActionBody>({ body: hiloActionBody, apply: (s, b) => act(s, b.action) }),
    },
    payout: hiloPayout,
    view: hiloView,
    // the whole deal of the bet, as the verifier recomputes it; the cards not reached say nothing of other bets
    outcome: (state) => ({ cards: [...state.cards] }),
  }),
} as const;

export type SteppedGameId = keyof typeof STEPPED_GAMES;
