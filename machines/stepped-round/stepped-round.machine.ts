import { assign, setup } from 'xstate';
import { asApiFailure } from '../../src/contract/failure';
import type { Bet } from '../../src/contract/games/bets';
import { notProvided } from '../shared/not-provided';
import type {
  PlayMoveInput,
  RoundAnswer,
  RoundGame,
  StartRoundInput,
  SteppedRoundContext,
  SteppedRoundEvent,
  SteppedRoundInput,
} from './stepped-round.types';

const start = { target: 'starting', actions: 'assignOrder' } as const;

/**
 * One round of a game played in steps (miner, hilo): the player's open round is read first (a reload resumes it),
 * a bet opens a round, each move is one call (the round is busy while it is in flight; a refused move keeps the
 * round and shows why), and the move that ends the round settles it; the next bet opens a new one. A bet refused
 * because a round is open (another tab, a lost answer) reads that round instead, and so does a move refused because
 * the round is gone.
 */
export const steppedRoundMachine = setup({
  types: {
    context: {} as SteppedRoundContext,
    events: {} as SteppedRoundEvent,
    input: {} as SteppedRoundInput,
  },
  actors: {
    /** GET /api/v2/games/{game}/round: the player's open round, or null. */
    readOpenRound: notProvided<Bet | null, { game: RoundGame }>('readOpenRound'),
    /** POST /api/v2/games/{game}/bets; the provided one also shows the answer's balance in the header. */
    startRound: notProvided<RoundAnswer, StartRoundInput>('startRound'),
    /** POST /api/v2/games/{game}/{move}; the provided one shows the balance once the move settles the round. */
    playMove: notProvided<RoundAnswer, PlayMoveInput>('playMove'),
  },
  guards: {
    isPlayer: ({ context }) => context.player,
    hasOpenRound: (_, params: { bet: Bet | null }) => params.bet !== null,
    isSettled: (_, params: { bet: Bet }) => params.bet.status === 'settled',
    /** 409 `round_open`: a round of the game is already being played. */
    isRoundOpen: (_, params: { error: unknown }) => asApiFailure(params.error).code === 'round_open',
    /** 404 `no_open_round`: the round ended elsewhere (another tab). */
    isRoundGone: (_, params: { error: unknown }) => asApiFailure(params.error).code === 'no_open_round',
  },
  actions: {
    assignOrder: assign(({ event }) => ({
      order: event.type === 'round.start' ? event.order : null,
      move: null,
      bet: null,
      failure: null,
    })),
    assignMove: assign(({ event }) => ({
      move: event.type === 'round.move' ? event.move : null,
      failure: null,
    })),
    storeBet: assign((_, params: { bet: Bet | null }) => ({ bet: params.bet })),
    countSettled: assign(({ context }) => ({ settled: context.settled + 1 })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiFailure(params.error) })),
  },
}).createMachine({
  id: 'steppedRound',
  description:
    'One round of miner or hilo: resume the open round or idle → starting → playing ⇄ moving → settled → a new round.',
  context: ({ input }) => ({
    game: input.game,
    player: input.player,
    order: null,
    move: null,
    bet: null,
    failure: null,
    settled: 0,
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'A player may have a round open from before (a reload, another tab); a guest has none.',
      always: [{ guard: 'isPlayer', target: 'resuming' }, { target: 'idle' }],
    },
    resuming: {
      description: 'The player’s open round is read.',
      tags: ['busy'],
      invoke: {
        src: 'readOpenRound',
        input: ({ context }) => ({ game: context.game }),
        onDone: [
          {
            guard: { type: 'hasOpenRound', params: ({ event }) => ({ bet: event.output }) },
            target: 'playing',
            actions: { type: 'storeBet', params: ({ event }) => ({ bet: event.output }) },
          },
          { target: 'idle' },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    idle: {
      description: 'No round is open: the player sets the stake and the game’s parameters and bets.',
      on: { 'round.start': start },
    },
    starting: {
      description: 'The bet is sent; its answer opens the round.',
      tags: ['busy'],
      invoke: {
        src: 'startRound',
        input: ({ context }) => ({ game: context.game, order: context.order! }),
        onDone: {
          target: 'playing',
          actions: { type: 'storeBet', params: ({ event }) => ({ bet: event.output.bet }) },
        },
        onError: [
          {
            guard: { type: 'isRoundOpen', params: ({ event }) => ({ error: event.error }) },
            target: 'resuming',
          },
          {
            target: 'idle',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    playing: {
      description: 'The round is open: the player makes the next move or cashes out.',
      on: { 'round.move': { target: 'moving', actions: 'assignMove' } },
    },
    moving: {
      description: 'A move is sent; its answer shows the round, or settles it.',
      tags: ['busy'],
      invoke: {
        src: 'playMove',
        input: ({ context }) => ({ game: context.game, move: context.move! }),
        onDone: [
          {
            guard: { type: 'isSettled', params: ({ event }) => ({ bet: event.output.bet }) },
            target: 'settled',
            actions: [
              { type: 'storeBet', params: ({ event }) => ({ bet: event.output.bet }) },
              'countSettled',
            ],
          },
          {
            target: 'playing',
            actions: { type: 'storeBet', params: ({ event }) => ({ bet: event.output.bet }) },
          },
        ],
        onError: [
          {
            guard: { type: 'isRoundGone', params: ({ event }) => ({ error: event.error }) },
            target: 'resuming',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'playing',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    settled: {
      description: 'The round is over, won or lost, and shown; the next bet opens a new round.',
      on: { 'round.start': start },
    },
  },
});
