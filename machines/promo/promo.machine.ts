import { assign, setup } from 'xstate';
import { notProvided, notProvidedAction } from '../shared/not-provided';
import { promoOf, type PromoContext, type PromoData, type PromoInput } from './promo.types';

/**
 * SPEC §4 Promo: a promo code arriving in the address is kept in the promo cookie; its data is fetched, and when it
 * cannot be (unknown, expired, or the call failed) the promo cookie and the `promo` parameter are cleared, so the
 * visitor does not carry a dead code into the registration.
 */
export const promoMachine = setup({
  types: {
    context: {} as PromoContext,
    input: {} as PromoInput,
  },
  actors: {
    /** GET /api/v2/promo-codes/{code}. */
    fetchPromo: notProvided<PromoData, { code: string }>('fetchPromo'),
  },
  guards: {
    hasPromo: ({ context }) => promoOf(context) !== null,
    isFromAddress: ({ context }) => Boolean(context.queryPromo?.trim()),
  },
  actions: {
    /** Sets the promo cookie (30 days). */
    storePromo: (_, _params: { code: string }) => notProvidedAction('storePromo'),
    /** Removes the promo cookie. */
    clearPromo: () => notProvidedAction('clearPromo'),
    /** Takes `promo` out of the address bar. */
    dropPromoQuery: () => notProvidedAction('dropPromoQuery'),
    /** SPEC §8: bonus failures are logged only. */
    logFailure: (_, _params: { error: unknown }) => notProvidedAction('logFailure'),
    assignPromo: assign((_, params: { promo: PromoData }) => ({ promo: params.promo })),
  },
}).createMachine({
  id: 'promo',
  description:
    'Once per visit: a promo from the address goes to its cookie; the promo is checked, and a dead one leaves the cookie and the address.',
  context: ({ input }) => ({ ...input, promo: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        {
          guard: 'isFromAddress',
          target: 'checking',
          actions: { type: 'storePromo', params: ({ context }) => ({ code: promoOf(context) ?? '' }) },
        },
        { guard: 'hasPromo', target: 'checking' },
        { target: 'none' },
      ],
    },
    checking: {
      description: 'GET /api/v2/promo-codes/{code}.',
      invoke: {
        src: 'fetchPromo',
        input: ({ context }) => ({ code: promoOf(context) ?? '' }),
        onDone: {
          target: 'valid',
          actions: { type: 'assignPromo', params: ({ event }) => ({ promo: event.output }) },
        },
        onError: {
          target: 'cleared',
          actions: [
            'clearPromo',
            'dropPromoQuery',
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    valid: {
      description: 'The promo is live; the registration form offers it.',
      type: 'final',
    },
    cleared: {
      description: 'Its data could not be fetched: cookie and parameter are gone.',
      type: 'final',
    },
    none: {
      description: 'No promo in the address or the cookie.',
      type: 'final',
    },
  },
});
