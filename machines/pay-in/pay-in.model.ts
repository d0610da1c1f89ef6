import { ApiError } from '../../src/contract/failure';
import { defineModel } from '../../tests/model/model-config';
import { makeBilling, makeInvoice } from './pay-in.fixtures';
import { payInMachine } from './pay-in.machine';

const refused = new ApiError({ status: 422, code: 'method_unavailable', message: 'no', fields: {} });

/**
 * Path-test model of the deposit flow. Invoices 5 and 6 can be open at once, each with its spawned invoice actor;
 * the reports those actors send (`invoice.paid`, ...) are path events, for an open invoice and for an unknown one.
 */
export const modelConfig = defineModel(payInMachine, {
  events: {
    'payIn.selectMethod': [{ hash: 'card-rub' }, { hash: 'nope' }],
    'payIn.changeAmount': [{ amount: '150' }, { amount: '1' }],
    'payIn.showInvoice': [{ invoiceId: 5 }, { invoiceId: 99 }],
    'invoice.paid': [
      { invoiceId: 5, shopAmount: 1000 },
      { invoiceId: 99, shopAmount: 1 },
    ],
    'invoice.expired': [{ invoiceId: 5 }, { invoiceId: 99 }],
    'invoice.failed': [{ invoiceId: 5 }],
    'xstate.done.actor.loadBilling': [{ output: makeBilling() }],
    'xstate.error.actor.loadBilling': [{ error: new Error('offline') }],
    'xstate.done.actor.createInvoice': [
      { output: makeInvoice({ id: 5 }) },
      { output: makeInvoice({ id: 6 }) },
    ],
    'xstate.error.actor.createInvoice': [{ error: refused }],
  },
  maxDepth: 8,
});
