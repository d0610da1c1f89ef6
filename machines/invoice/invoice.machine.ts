import { assign, enqueueActions, setup } from 'xstate';
import { PAYMENT_STATUS, type PaymentStatusAnswer } from '../../src/contract/billing';
import { TIMINGS } from '../../src/contract/constants';
import { asApiFailure } from '../../src/contract/failure';
import { notProvided } from '../shared/not-provided';
import type {
  InvoiceContext,
  InvoiceExpiredEvent,
  InvoiceFailedEvent,
  InvoiceInput,
  InvoicePaidEvent,
} from './invoice.types';

/**
 * One deposit invoice (SPEC §4 Invoice, Payment status): counts its life down once per second and polls the
 * payment status every 5 s; paid, failed or expired, it tells its parent and stops (a final state ends both
 * the countdown and the polling). The pay-in flow spawns one per invoice. It takes no events from outside.
 */
export const invoiceMachine = setup({
  types: {
    context: {} as InvoiceContext,
    input: {} as InvoiceInput,
  },
  actors: {
    /** GET /billing/payment/status/{invoiceId}. */
    fetchStatus: notProvided<PaymentStatusAnswer, { invoiceId: number }>('fetchStatus'),
  },
  delays: {
    countdownTick: TIMINGS.countdownTick,
    statusPoll: TIMINGS.statusPoll,
  },
  guards: {
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
    isPaid: (_, params: { answer: PaymentStatusAnswer }) => params.answer.status === PAYMENT_STATUS.paid,
    isFailed: (_, params: { answer: PaymentStatusAnswer }) => params.answer.status === PAYMENT_STATUS.failed,
    isExpired: (_, params: { answer: PaymentStatusAnswer }) =>
      params.answer.status === PAYMENT_STATUS.expired,
    // The server no longer knows the invoice (or it is someone else's): polling it again cannot help.
    isInvoiceGone: (_, params: { error: unknown }) => asApiFailure(params.error).code === 'invoice_not_found',
  },
  actions: {
    countDown: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    assignAnswer: assign((_, params: { answer: PaymentStatusAnswer }) => ({
      status: params.answer.status,
      shopAmount: params.answer.shop_amount,
      pollError: null,
    })),
    assignPollError: assign((_, params: { error: unknown }) => ({
      pollError: asApiFailure(params.error).code,
    })),
    // Standalone (in tests) an invoice has no parent; under the pay-in flow it reports each outcome.
    reportPaid: enqueueActions(({ context, self, enqueue }) => {
      if (self._parent) {
        enqueue.sendParent({
          type: 'invoice.paid',
          invoiceId: context.invoiceId,
          shopAmount: context.shopAmount ?? 0,
        } satisfies InvoicePaidEvent);
      }
    }),
    reportExpired: enqueueActions(({ context, self, enqueue }) => {
      if (self._parent) {
        enqueue.sendParent({
          type: 'invoice.expired',
          invoiceId: context.invoiceId,
        } satisfies InvoiceExpiredEvent);
      }
    }),
    reportFailed: enqueueActions(({ context, self, enqueue }) => {
      if (self._parent) {
        enqueue.sendParent({
          type: 'invoice.failed',
          invoiceId: context.invoiceId,
        } satisfies InvoiceFailedEvent);
      }
    }),
  },
}).createMachine({
  id: 'invoice',
  description:
    'One deposit invoice: counts life_time down each second, polls the payment status every 5 s, reports paid, failed or expired to its parent and stops.',
  context: ({ input }) => ({
    invoiceId: input.invoiceId,
    secondsLeft: Math.max(0, input.lifeTime),
    status: PAYMENT_STATUS.waiting,
    shopAmount: null,
    pollError: null,
  }),
  initial: 'waitingForPayment',
  states: {
    waitingForPayment: {
      description: 'The player may pay: the countdown and the status polling run side by side.',
      type: 'parallel',
      states: {
        countdown: {
          initial: 'ticking',
          states: {
            ticking: {
              description:
                'One second later the countdown drops by one; the last second expires the invoice.',
              after: {
                countdownTick: [
                  { guard: 'isLastSecond', target: '#invoice.expired', actions: 'countDown' },
                  { target: 'ticking', reenter: true, actions: 'countDown' },
                ],
              },
            },
          },
        },
        polling: {
          initial: 'sleeping',
          states: {
            sleeping: {
              description: 'Waits 5 s before asking for the status.',
              after: { statusPoll: 'checking' },
            },
            checking: {
              description:
                'GET /billing/payment/status. A failed call (a network blip) is retried at the next poll, except when the invoice is gone.',
              invoke: {
                src: 'fetchStatus',
                input: ({ context }) => ({ invoiceId: context.invoiceId }),
                onDone: [
                  {
                    guard: { type: 'isPaid', params: ({ event }) => ({ answer: event.output }) },
                    target: '#invoice.paid',
                    actions: { type: 'assignAnswer', params: ({ event }) => ({ answer: event.output }) },
                  },
                  {
                    guard: { type: 'isFailed', params: ({ event }) => ({ answer: event.output }) },
                    target: '#invoice.failed',
                    actions: { type: 'assignAnswer', params: ({ event }) => ({ answer: event.output }) },
                  },
                  {
                    guard: { type: 'isExpired', params: ({ event }) => ({ answer: event.output }) },
                    target: '#invoice.expired',
                    actions: { type: 'assignAnswer', params: ({ event }) => ({ answer: event.output }) },
                  },
                  {
                    target: 'sleeping',
                    actions: { type: 'assignAnswer', params: ({ event }) => ({ answer: event.output }) },
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isInvoiceGone', params: ({ event }) => ({ error: event.error }) },
                    target: '#invoice.failed',
                    actions: { type: 'assignPollError', params: ({ event }) => ({ error: event.error }) },
                  },
                  {
                    target: 'sleeping',
                    actions: { type: 'assignPollError', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
          },
        },
      },
    },
    paid: {
      description: 'Status 3: the parent closes PayIn and opens SuccessPayment; polling has stopped.',
      type: 'final',
      entry: 'reportPaid',
    },
    failed: {
      description: 'Status 2, or the server no longer knows the invoice.',
      type: 'final',
      entry: 'reportFailed',
    },
    expired: {
      description:
        'The life is over (countdown at 0, or status 4): the parent deletes the invoice and its actor.',
      type: 'final',
      entry: 'reportExpired',
    },
  },
});
