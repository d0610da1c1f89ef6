import { assign, setup } from 'xstate';
import type { PromoRedemption } from '../../src/contract/bonuses';
import { asApiFailure } from '../../src/contract/failure';
import { notProvided, notProvidedAction } from '../shared/not-provided';
import { promoErrorText } from './promo-errors';
import type { PromoEntryContext, PromoEntryEvent, PromoErrorReport } from './promo-entry.types';

const submit = {
  guard: 'hasCode',
  target: 'submitting',
  actions: 'assignCode',
} as const;

/**
 * A promo code typed on the bonuses page (SPEC §4 Promo): idle until submitted, then redeemed or refused with the
 * field error for the view to translate. A refusal of the code itself (invalid, expired, already used) also sends
 * SPEC §8's separate promo-code-error analytics event; a failure of the call (the network) does not.
 */
export const promoEntryMachine = setup({
  types: {
    context: {} as PromoEntryContext,
    events: {} as PromoEntryEvent,
  },
  actors: {
    /** POST /api/v2/promo-codes/redeem. */
    redeemPromo: notProvided<PromoRedemption, { code: string }>('redeemPromo'),
  },
  guards: {
    hasCode: ({ event }) => event.type === 'promo.submit' && event.code.trim() !== '',
    isPromoRefusal: (_, params: { error: unknown }) => promoErrorText(asApiFailure(params.error)) !== null,
  },
  actions: {
    assignCode: assign(({ event }) => ({
      code: event.type === 'promo.submit' ? event.code.trim() : '',
      failure: null,
    })),
    storeRedemption: assign(({ context }, params: { redemption: PromoRedemption }) => ({
      redemption: params.redemption,
      redeemed: context.redeemed + 1,
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: asApiFailure(params.error) })),
    clearFailure: assign({ failure: null }),
    /** Sends SPEC §8's promo-code-error analytics event. */
    reportPromoError: (_, _params: PromoErrorReport) => notProvidedAction('reportPromoError'),
  },
}).createMachine({
  id: 'promoEntry',
  description:
    'A promo code on the bonuses page: idle → submitting → redeemed, or refused with the field error; a refused code sends the promo-code-error analytics event.',
  context: { code: '', failure: null, redemption: null, redeemed: 0 },
  initial: 'idle',
  states: {
    idle: {
      description: 'The player types a code.',
      on: { 'promo.submit': submit },
    },
    submitting: {
      description: 'POST /api/v2/promo-codes/redeem.',
      tags: ['busy'],
      invoke: {
        src: 'redeemPromo',
        input: ({ context }) => ({ code: context.code }),
        onDone: {
          target: 'redeemed',
          actions: { type: 'storeRedemption', params: ({ event }) => ({ redemption: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isPromoRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: [
              { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
              {
                type: 'reportPromoError',
                params: ({ context, event }) => ({
                  code: context.code,
                  error: promoErrorText(asApiFailure(event.error)) ?? '',
                }),
              },
            ],
          },
          {
            target: 'refused',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    redeemed: {
      description:
        'The code is the player’s: its bonus waits for a deposit or is credited; the list is read again.',
      on: { 'promo.submit': submit, 'promo.edit': { target: 'idle' } },
    },
    refused: {
      description:
        'The code was refused (or the call failed): the field error is shown until the code changes.',
      on: { 'promo.submit': submit, 'promo.edit': { target: 'idle', actions: 'clearFailure' } },
    },
  },
});
