import { setup } from 'xstate';
import { notProvided, notProvidedAction } from '../shared/not-provided';
import {
  hasAllUtmParameters,
  type AttributionAnswer,
  type AttributionContext,
  type AttributionInput,
} from './attribution.types';

/**
 * Advertising attribution of SPEC §4 and §5: once per visit, when the advertiser cookie is absent and the landing
 * has all four utm parameters, the landing query goes to /middleware/utm; the advertiser id it returns is kept in
 * its cookie, and a promo with it in the ad bonus cookies. A failure is logged only, the visitor sees nothing.
 */
export const attributionMachine = setup({
  types: {
    context: {} as AttributionContext,
    input: {} as AttributionInput,
  },
  actors: {
    /** POST /middleware/utm with the landing query. */
    fetchAttribution: notProvided<AttributionAnswer, { query: Record<string, string> }>('fetchAttribution'),
  },
  guards: {
    isAttributable: ({ context }) =>
      !context.hasAdvertiserCookie && hasAllUtmParameters(context.landingQuery),
    hasAdvertiser: (_, params: { answer: AttributionAnswer }) => params.answer.advId !== '',
    hasAdvertiserWithPromo: (_, params: { answer: AttributionAnswer }) =>
      params.answer.advId !== '' && params.answer.promo !== null,
  },
  actions: {
    /** Sets the advertiser cookie (`advId`). */
    storeAdvertiser: (_, _params: { advId: string }) => notProvidedAction('storeAdvertiser'),
    /** Sets the ad bonus cookies (type, value and adBonusModal) for 600 s. */
    storeAdBonus: (_, _params: { type: string; value: string }) => notProvidedAction('storeAdBonus'),
    // SPEC §8: logged as 'middleware error' (ATTRIBUTION_FAILURE_LOG); nothing is shown.
    logAttributionFailure: (_, _params: { error: unknown }) => notProvidedAction('logAttributionFailure'),
  },
}).createMachine({
  id: 'attribution',
  description:
    'Once per visit: no advertiser cookie and all four utm parameters → /middleware/utm; advId and a promo go to cookies; failures are logged only.',
  context: ({ input }) => ({ ...input }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'SPEC §5: all four utm parameters and no advertiser cookie.',
      always: [{ guard: 'isAttributable', target: 'requesting' }, { target: 'skipped' }],
    },
    requesting: {
      description: 'POST /middleware/utm with the landing query.',
      invoke: {
        src: 'fetchAttribution',
        input: ({ context }) => ({ query: context.landingQuery }),
        onDone: [
          {
            guard: { type: 'hasAdvertiserWithPromo', params: ({ event }) => ({ answer: event.output }) },
            target: 'finished',
            actions: [
              { type: 'storeAdvertiser', params: ({ event }) => ({ advId: event.output.advId }) },
              // the guard has checked the promo
              { type: 'storeAdBonus', params: ({ event }) => event.output.promo! },
            ],
          },
          {
            guard: { type: 'hasAdvertiser', params: ({ event }) => ({ answer: event.output }) },
            target: 'finished',
            actions: { type: 'storeAdvertiser', params: ({ event }) => ({ advId: event.output.advId }) },
          },
          { target: 'finished' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'logAttributionFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    finished: {
      description: 'Answered: what it returned is in the cookies.',
      type: 'final',
    },
    skipped: {
      description: 'Already attributed, or the landing lacks a utm parameter: no call.',
      type: 'final',
    },
    failed: {
      description: 'The call failed: logged as "middleware error", nothing shown.',
      type: 'final',
    },
  },
});
