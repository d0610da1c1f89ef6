import { assign, setup } from 'xstate';
import { asApiFailure } from '../../src/contract/failure';
import type { BetDetailAnswer } from '../../src/contract/games/bets';
import { notProvided } from '../shared/not-provided';
import { isConsistent, verificationChecks } from './bet-verification.checks';
import { readVerificationForm } from './bet-verification.form';
import type {
  BetVerificationContext,
  BetVerificationEvent,
  BetVerificationInput,
  Recomputation,
  VerificationRequest,
} from './bet-verification.types';

const verify = [
  { guard: 'isFormInvalid', target: 'failed', actions: 'storeProblem' },
  { target: 'verifying', actions: 'storeRequest' },
] as const;

/**
 * The verifier of the fairness page: loads the bet of `?bet=<id>` (its pair, nonce, parameters and, once revealed,
 * its server seed), then recomputes the outcome in the browser from the form and compares it with what the server
 * recorded and the seed's hash with the commitment. `src/app` provides the recomputation (the browser's own
 * HMAC-SHA256); a bet whose seed is still active is loaded again when the pair is rotated.
 */
export const betVerificationMachine = setup({
  types: {
    context: {} as BetVerificationContext,
    events: {} as BetVerificationEvent,
    input: {} as BetVerificationInput,
  },
  actors: {
    /** GET /api/v2/games/bets/{id}. */
    loadBet: notProvided<BetDetailAnswer, { betId: number }>('loadBet'),
    /** The outcome and the seed's SHA-256, recomputed in the browser. */
    recompute: notProvided<Recomputation, VerificationRequest>('recompute'),
  },
  guards: {
    isBetAsked: ({ context }) => context.betId !== null,
    isFormInvalid: ({ event }) =>
      event.type === 'verification.verify' && !readVerificationForm(event.form).ok,
    isSeedSealed: ({ context }) => context.bet !== null && context.serverSeed === null,
    isConsistent: ({ context }, params: { result: Recomputation }) =>
      isConsistent(verificationChecks(context.request!, context.bet, params.result)),
  },
  actions: {
    storeBet: assign((_, params: { answer: BetDetailAnswer }) => ({
      bet: params.answer.bet,
      serverSeed: params.answer.server_seed,
      loadFailure: null,
      request: null,
      result: null,
      checks: null,
      problem: null,
    })),
    storeLoadFailure: assign((_, params: { error: unknown }) => ({
      loadFailure: asApiFailure(params.error),
    })),
    clearLoadFailure: assign({ loadFailure: null }),
    storeRequest: assign(({ event }) => {
      const read = event.type === 'verification.verify' ? readVerificationForm(event.form) : null;
      return { request: read?.ok ? read.request : null, result: null, checks: null, problem: null };
    }),
    storeProblem: assign(({ event }) => {
      const read = event.type === 'verification.verify' ? readVerificationForm(event.form) : null;
      return { problem: read && !read.ok ? read.problem : null, result: null, checks: null };
    }),
    storeResult: assign(({ context }, params: { result: Recomputation }) => ({
      result: params.result,
      checks: verificationChecks(context.request!, context.bet, params.result),
    })),
    // The form was read already; what the game can still refuse is its parameters.
    refuseParams: assign({ problem: 'params' as const }),
  },
}).createMachine({
  id: 'betVerification',
  description:
    'The fairness verifier: idle or loading the bet → ready (form filled in) → verifying in the browser → verified, mismatch or failed; checkable again.',
  context: ({ input }) => ({
    betId: input.betId,
    bet: null,
    serverSeed: null,
    loadFailure: null,
    request: null,
    result: null,
    checks: null,
    problem: null,
  }),
  initial: 'idle',
  on: {
    'verification.seedsRotated': { guard: 'isSeedSealed', target: '.loadingBet' },
  },
  states: {
    idle: {
      description: 'No bet is asked for: the player types a check by hand.',
      always: { guard: 'isBetAsked', target: 'loadingBet' },
      on: { 'verification.verify': verify },
    },
    loadingBet: {
      description: 'The bet of the address is read.',
      tags: ['busy'],
      invoke: {
        src: 'loadBet',
        input: ({ context }) => ({ betId: context.betId! }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeBet', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      description: 'The bet could not be read: retry, or check by hand.',
      on: {
        'verification.retry': { target: 'loadingBet', actions: 'clearLoadFailure' },
        'verification.verify': verify,
      },
    },
    ready: {
      description: 'The bet fills the form in (its server seed once revealed); the player checks it.',
      on: { 'verification.verify': verify },
    },
    verifying: {
      description: 'The browser recomputes the outcome and the seed’s hash.',
      tags: ['busy'],
      invoke: {
        src: 'recompute',
        input: ({ context }) => context.request!,
        onDone: [
          {
            guard: { type: 'isConsistent', params: ({ event }) => ({ result: event.output }) },
            target: 'verified',
            actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: 'mismatch',
            actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
          },
        ],
        onError: { target: 'failed', actions: 'refuseParams' },
      },
    },
    verified: {
      description: 'Recomputed: everything compared matches.',
      on: { 'verification.verify': verify },
    },
    mismatch: {
      description: 'Recomputed: the outcome or the seed’s hash differs from what was recorded or committed.',
      on: { 'verification.verify': verify },
    },
    failed: {
      description: 'The check was refused: a field does not fit, or the game refused the parameters.',
      on: { 'verification.verify': verify },
    },
  },
});
