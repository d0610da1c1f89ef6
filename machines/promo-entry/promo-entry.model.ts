import { ApiError } from '../../src/contract/failure';
import { defineModel } from '../../tests/model/model-config';
import { promoEntryMachine } from './promo-entry.machine';

const refusal = (code: 'promo_invalid' | 'promo_used', status: number) =>
  new ApiError({ status, code, message: code, fields: { code: [`${code}: ${code}`] } });

/**
 * Path-test model of the promo entry: a code and a blank one (turned away), a redemption, the two refusals of the
 * code (each reported) and a network failure (not reported).
 */
export const modelConfig = defineModel(promoEntryMachine, {
  provide: { actions: { reportPromoError: () => {} } },
  events: {
    'promo.submit': [{ code: ' spring ' }, { code: '  ' }],
    'xstate.done.actor.redeemPromo': [
      {
        output: {
          code: 'SPRING',
          program_id: 'promo-deposit-100',
          name: 'bonus.promo.deposit_match',
          status: 'waiting',
          expires_at: '2026-03-15T10:00:00.000Z',
          bonus_id: null,
        },
      },
    ],
    'xstate.error.actor.redeemPromo': [
      { error: refusal('promo_invalid', 422) },
      { error: refusal('promo_used', 409) },
      { error: new ApiError({ status: null, code: 'network_error', message: 'offline', fields: {} }) },
    ],
  },
  maxDepth: 5,
});
