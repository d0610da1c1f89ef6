import { PAYMENT_STATUS } from '../../src/contract/billing';
import { ApiError } from '../../src/contract/failure';
import { defineModel } from '../../tests/model/model-config';
import { invoiceMachine } from './invoice.machine';

const answer = (status: number) => ({
  output: { status, sum_was_changed: false, shop_amount: 1000, life_time: 1 },
});
const failure = (status: number | null, code: 'network_error' | 'invoice_not_found') =>
  new ApiError({ status, code, message: code, fields: {} });

/**
 * Path-test model of one invoice: a two-second life, so one tick counts down and the next expires; every status
 * the server can answer, a network blip and a vanished invoice.
 */
export const modelConfig = defineModel(invoiceMachine, {
  inputs: [{ invoiceId: 42, lifeTime: 2 }],
  events: {
    'xstate.done.actor.fetchStatus': [
      answer(PAYMENT_STATUS.waiting),
      answer(PAYMENT_STATUS.paid),
      answer(PAYMENT_STATUS.failed),
      answer(PAYMENT_STATUS.expired),
    ],
    'xstate.error.actor.fetchStatus': [
      { error: failure(null, 'network_error') },
      { error: failure(404, 'invoice_not_found') },
    ],
  },
});
