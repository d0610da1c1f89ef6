import { assign, setup } from 'xstate';
import { asApiFailure } from '../../src/contract/failure';
import type { Bet } from '../../src/contract/games/bets';
import { notProvided } from '../shared/not-provided';
import {
  ROUND_HISTORY_LIMIT,
  type BetRoundContext,
  type BetRoundEvent,
  type BetRoundInput,
  type PlaceBetInput,
  type PlaceBetOutput,
} from './bet-round.types';

const place = { target: 'placing', actions: 'assignOrder' } as const;

/**
 * One bet of a game settled in one request (dice, coinflip, keno, roulette, wheel of fortune): idle → placing →
 * settled, or failed with a code for the view. The outcome is known as soon as the answer comes; the view may
 * animate it but never holds it back. A retry sends the failed order again with its bet id, so a bet whose answer
 * was lost is answered, not placed twice; a new bet is a new order with a new id.
 */
export const betRoundMachine = setup({
  types: {
    context: {} as BetRoundContext,
    events: {} as BetRoundEvent,
    input: {} as BetRoundInput,
  },
  actors: {
    /** POST /api/v2/games/{game}/bets; the provided one also shows the answer's balance in the header. */
    placeBet: notProvided<PlaceBetOutput, PlaceBetInput>('placeBet'),
  },
  actions: {
    assignOrder: assign(({ event }) => ({
      order: event.type === 'round.place' ? event.order : null,
      failure: null,
    })),
    clearFailure: assign({ failure: null }),
    storeBet: assign(({ context }, params: { bet: Bet }) => ({
      lastBet: params.bet,
      history: [params.bet, ...context.history].slice(0, ROUND_HISTORY_LIMIT),
      settled: context.settled + 1,
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiFailure(params.error) })),
  },
}).createMachine({
  id: 'betRound',
  description:
    'One bet of a game settled at once: idle → placing → settled, or failed (retry with the same bet id, or a new bet).',
  context: ({ input }) => ({
    game: input.game,
    order: null,
    lastBet: null,
    failure: null,
    history: [],
    settled: 0,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'No bet placed yet on this page.',
      on: { 'round.place': place },
    },
    placing: {
      description: 'The bet is sent; the answer settles it.',
      tags: ['busy'],
      invoke: {
        src: 'placeBet',
        input: ({ context }) => ({ game: context.game, order: context.order! }),
        onDone: {
          target: 'settled',
          actions: { type: 'storeBet', params: ({ event }) => ({ bet: event.output.bet }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    settled: {
      description: 'The outcome is shown; the next bet can go.',
      on: { 'round.place': place },
    },
    failed: {
      description:
        'The bet failed: the reason is shown; the player retries the same order or places a new bet.',
      on: {
        'round.retry': { target: 'placing', actions: 'clearFailure' },
        'round.place': place,
      },
    },
  },
});
