import { assign, setup } from 'xstate';
import { asApiFailure } from '../../src/contract/failure';
import { notProvided } from '../shared/not-provided';
import type { SubmissionContext, SubmissionEvent } from './submission.types';

/**
 * One form's round trip to the server (password change, settings, reset, send code, ...): idle until submitted,
 * then submitting, then succeeded or failed with error codes; it can be submitted again from either outcome.
 * `src/app` provides `submit` with the real call of each form.
 */
export const submissionMachine = setup({
  types: { context: {} as SubmissionContext, events: {} as SubmissionEvent },
  actors: { submit: notProvided<unknown, unknown>('submit') },
  actions: {
    storeResult: assign(({ context }, params: { result: unknown }) => ({
      result: params.result,
      failure: null,
      successes: context.successes + 1,
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiFailure(params.error) })),
    clearOutcome: assign({ failure: null, result: null }),
  },
}).createMachine({
  id: 'submission',
  description:
    'One form round trip: idle → submitting → succeeded or failed (error codes kept for the view); resubmittable.',
  initial: 'idle',
  context: { failure: null, result: null, successes: 0 },
  states: {
    idle: { on: { 'form.submit': 'submitting' } },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submit',
        input: ({ event }: { event: SubmissionEvent }) =>
          event.type === 'form.submit' ? event.values : undefined,
        onDone: {
          target: 'succeeded',
          actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    succeeded: {
      on: { 'form.submit': 'submitting', 'form.reset': { target: 'idle', actions: 'clearOutcome' } },
    },
    failed: {
      on: { 'form.submit': 'submitting', 'form.reset': { target: 'idle', actions: 'clearOutcome' } },
    },
  },
});
