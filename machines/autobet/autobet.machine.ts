import { assign, setup } from 'xstate';
import { asApiFailure } from '../../src/contract/failure';
import type { PlaceBetAnswer } from '../../src/contract/games/bets';
import { toMajor } from '../../src/contract/money';
import { notProvided } from '../shared/not-provided';
import { adjustStake, isWin, minorOf, planOf, profitOf } from './autobet.plan';
import {
  AUTOBET_PACE_MS,
  type AutobetBetInput,
  type AutobetBetOutput,
  type AutobetContext,
  type AutobetEvent,
  type AutobetInput,
  type AutobetStopReason,
} from './autobet.types';

const stopWith = (reason: AutobetStopReason) =>
  ({ target: '#autobet.stopped', actions: { type: 'assignStopReason', params: { reason } } }) as const;

/**
 * Autobet of a game settled in one request (dice now, keno later): bets the same parameters again and again,
 * one at a time with a short pause, raising or resetting the stake after each win and loss. Before every bet it
 * checks, in order: a stop asked by the player, the number of bets, the profit target, the loss limit, the game's
 * stake limits and the balance; any failed bet stops the run. It places its bets with a `placeBet` of its own
 * (the same call as the bet round's) rather than driving a round, so its chart shows the whole run.
 */
export const autobetMachine = setup({
  types: {
    context: {} as AutobetContext,
    events: {} as AutobetEvent,
    input: {} as AutobetInput,
  },
  actors: {
    /** POST /api/v2/games/{game}/bets with a new bet id; the provided one also shows the answer's balance. */
    placeBet: notProvided<AutobetBetOutput, AutobetBetInput>('placeBet'),
  },
  delays: {
    autobetPace: AUTOBET_PACE_MS,
  },
  guards: {
    isStopRequested: ({ context }) => context.stopRequested,
    hasPlayedAll: ({ context }) => context.plan!.bets !== null && context.played >= context.plan!.bets,
    isProfitReached: ({ context }) =>
      context.plan!.profitTarget !== null && context.profit >= context.plan!.profitTarget,
    isLossReached: ({ context }) =>
      context.plan!.lossLimit !== null && -context.profit >= context.plan!.lossLimit,
    isStakeOutOfLimits: ({ context }) =>
      context.stake < context.plan!.minStake || context.stake > context.plan!.maxStake,
    isStakeAboveBalance: ({ context }) => context.stake > context.balance,
    hasPlayed: ({ context }) => context.played > 0,
  },
  actions: {
    startRun: assign(({ event }) => {
      if (event.type !== 'autobet.start') return {};
      const plan = planOf(event.settings);
      return {
        plan,
        stake: plan.firstStake,
        played: 0,
        profit: 0,
        balance: minorOf(event.settings.balance, plan.currency),
        lastBet: null,
        failure: null,
        stopReason: null,
        stopRequested: false,
      };
    }),
    recordBet: assign(({ context }, params: { answer: PlaceBetAnswer }) => {
      const plan = context.plan!;
      const { bet } = params.answer;
      const adjustment = isWin(bet, plan.currency) ? plan.onWin : plan.onLoss;
      return {
        lastBet: bet,
        played: context.played + 1,
        profit: context.profit + profitOf(bet, plan.currency),
        balance: minorOf(params.answer.balance, plan.currency),
        stake: adjustStake(context.stake, plan.firstStake, adjustment),
      };
    }),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiFailure(params.error) })),
    requestStop: assign({ stopRequested: true }),
    assignStopReason: assign((_, params: { reason: AutobetStopReason }) => ({
      stopReason: params.reason,
      stopRequested: false,
    })),
  },
}).createMachine({
  id: 'autobet',
  description:
    'Autobet: idle → running (checking → placing → checking → pausing → placing …) → stopped by the player, the count, a profit or loss limit, the stake limits, the balance or a failure.',
  context: ({ input }) => ({
    game: input.game,
    plan: null,
    stake: 0,
    played: 0,
    profit: 0,
    balance: 0,
    lastBet: null,
    failure: null,
    stopReason: null,
    stopRequested: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'No run yet: the player sets one up.',
      on: { 'autobet.start': { target: 'running', actions: 'startRun' } },
    },
    running: {
      description: 'A run: bet, check, pause, bet again.',
      tags: ['running'],
      initial: 'checking',
      states: {
        checking: {
          description: 'Before each bet: whether the run must stop, and why.',
          always: [
            { guard: 'isStopRequested', ...stopWith('stopped') },
            { guard: 'hasPlayedAll', ...stopWith('completed') },
            { guard: 'isProfitReached', ...stopWith('profitReached') },
            { guard: 'isLossReached', ...stopWith('lossReached') },
            { guard: 'isStakeOutOfLimits', ...stopWith('stakeOutOfLimits') },
            { guard: 'isStakeAboveBalance', ...stopWith('insufficientBalance') },
            { guard: 'hasPlayed', target: 'pausing' },
            { target: 'placing' },
          ],
        },
        pausing: {
          description: 'A short pause, so each result is seen.',
          after: { autobetPace: 'placing' },
          on: { 'autobet.stop': stopWith('stopped') },
        },
        placing: {
          description: 'One bet is on its way; a stop waits for its answer.',
          tags: ['busy'],
          invoke: {
            src: 'placeBet',
            input: ({ context }) => ({
              game: context.game,
              amount: toMajor(context.stake, context.plan!.currency),
              params: context.plan!.params,
            }),
            onDone: {
              target: 'checking',
              actions: { type: 'recordBet', params: ({ event }) => ({ answer: event.output }) },
            },
            onError: {
              target: '#autobet.stopped',
              actions: [
                { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
                { type: 'assignStopReason', params: { reason: 'failed' } },
              ],
            },
          },
          on: { 'autobet.stop': { actions: 'requestStop' } },
        },
      },
    },
    stopped: {
      description: 'The run stopped; its result and the reason are shown until the next run.',
      on: { 'autobet.start': { target: 'running', actions: 'startRun' } },
    },
  },
});
