import { assign, enqueueActions, setup, type AnyActorRef } from 'xstate';
import type { BillingData, CreateInvoice, Invoice } from '../../src/contract/billing';
import { asApiFailure } from '../../src/contract/failure';
import { invoiceMachine } from '../invoice/invoice.machine';
import { notProvided } from '../shared/not-provided';
import { checkAmount, conversionOf, findDepositMethod } from './pay-in.amount';
import { invoiceActorId } from './pay-in.select';
import type { InvoiceOutcome, PayInContext, PayInEvent } from './pay-in.types';

const blank: PayInContext = {
  billing: null,
  methodHash: null,
  amount: '',
  amountError: null,
  conversion: null,
  invoices: [],
  shownInvoiceId: null,
  credited: null,
  closedInvoice: null,
  failure: null,
};

/** The amount of the context, checked against the chosen method; null without a method. */
const checkedAmount = (context: PayInContext) => {
  const method = findDepositMethod(context.billing, context.methodHash);
  return method && context.billing ? checkAmount(context.amount, method, context.billing.currency) : null;
};

/**
 * The deposit side of the cashier (SPEC §4 Invoice, Payment status): loads the methods, takes a method and an
 * amount within its limits, opens an invoice and shows it. Each invoice gets its own spawned invoice actor that
 * counts down and polls; paid, the flow opens SuccessPayment and has the user re-read; expired or failed, the
 * invoice and its actor are deleted.
 */
export const payInMachine = setup({
  types: {
    context: {} as PayInContext,
    events: {} as PayInEvent,
  },
  actors: {
    /** GET /api/v2/billing/data. */
    loadBilling: notProvided<BillingData>('loadBilling'),
    /** POST /api/v2/billing/invoices. */
    createInvoice: notProvided<Invoice, CreateInvoice>('createInvoice'),
    invoice: invoiceMachine,
  },
  guards: {
    isDepositMethod: ({ context }, params: { hash: string }) =>
      findDepositMethod(context.billing, params.hash) !== null,
    isAmountValid: ({ context }) => checkedAmount(context)?.ok === true,
    isOpenInvoice: ({ context }, params: { invoiceId: number }) =>
      context.invoices.some((invoice) => invoice.id === params.invoiceId),
    isShownInvoice: ({ context }, params: { invoiceId: number }) =>
      context.shownInvoiceId === params.invoiceId,
  },
  actions: {
    assignBilling: assign((_, params: { billing: BillingData }) => ({ billing: params.billing })),
    assignFailure: assign((_, params: { error: unknown }) => ({ failure: asApiFailure(params.error) })),
    clearFailure: assign({ failure: null }),
    chooseMethod: assign(({ context }, params: { hash: string }) => {
      const method = findDepositMethod(context.billing, params.hash);
      const amount = method ? String(method.default_amount) : '';
      return {
        methodHash: params.hash,
        amount,
        amountError: null,
        conversion: conversionOf(amount, method, context.billing),
        closedInvoice: null,
        failure: null,
      };
    }),
    changeAmount: assign(({ context }, params: { amount: string }) => ({
      amount: params.amount,
      amountError: null,
      conversion: conversionOf(
        params.amount,
        findDepositMethod(context.billing, context.methodHash),
        context.billing,
      ),
    })),
    assignAmountError: assign(({ context }) => {
      const checked = checkedAmount(context);
      return { amountError: checked && !checked.ok ? checked.error : 'amount_invalid' };
    }),
    addInvoice: assign(({ context }, params: { invoice: Invoice }) => ({
      invoices: [...context.invoices, params.invoice],
      shownInvoiceId: params.invoice.id,
    })),
    spawnInvoice: enqueueActions(({ enqueue }, params: { invoice: Invoice }) => {
      enqueue.spawnChild('invoice', {
        id: invoiceActorId(params.invoice.id),
        input: { invoiceId: params.invoice.id, lifeTime: params.invoice.life_time },
      });
    }),
    /** Stops the invoice's actor and forgets the invoice: together, so no actor outlives its entry. */
    dropInvoice: enqueueActions(({ enqueue }, params: { invoiceId: number }) => {
      enqueue.stopChild(invoiceActorId(params.invoiceId));
      enqueue.assign(({ context }) => ({
        invoices: context.invoices.filter((invoice) => invoice.id !== params.invoiceId),
        shownInvoiceId: context.shownInvoiceId === params.invoiceId ? null : context.shownInvoiceId,
      }));
    }),
    showInvoice: assign((_, params: { invoiceId: number }) => ({
      shownInvoiceId: params.invoiceId,
      closedInvoice: null,
    })),
    hideInvoice: assign({ shownInvoiceId: null }),
    noteClosedInvoice: assign((_, params: { invoiceId: number; outcome: InvoiceOutcome }) => ({
      closedInvoice: { invoiceId: params.invoiceId, outcome: params.outcome },
    })),
    assignCredited: assign(({ context }, params: { invoiceId: number; shopAmount: number }) => {
      const invoice = context.invoices.find((i) => i.id === params.invoiceId);
      return invoice ? { credited: { amount: params.shopAmount, currency: invoice.account_currency } } : {};
    }),
    // SPEC §4 Payment status: PayIn closes and SuccessPayment opens (opening a modal replaces the open one).
    openSuccessPayment: enqueueActions(({ enqueue, system }) => {
      const modals = system.get('modals') as AnyActorRef | undefined;
      if (modals) enqueue.sendTo(modals, { type: 'modals.open', name: 'SuccessPayment' });
    }),
    // The credited balance shows in the header once the session has re-read the user.
    refreshUser: enqueueActions(({ enqueue, system }) => {
      const session = system.get('session') as AnyActorRef | undefined;
      if (session) enqueue.sendTo(session, { type: 'session.userUpdated' });
    }),
  },
}).createMachine({
  id: 'payIn',
  description:
    'Deposit: loads the methods, takes a method and an amount within its limits, opens an invoice with its own countdown-and-polling actor, and opens SuccessPayment when one is paid.',
  context: blank,
  initial: 'loadingMethods',
  on: {
    'invoice.paid': {
      guard: { type: 'isOpenInvoice', params: ({ event }) => ({ invoiceId: event.invoiceId }) },
      actions: [
        { type: 'assignCredited', params: ({ event }) => event },
        { type: 'dropInvoice', params: ({ event }) => event },
        'openSuccessPayment',
        'refreshUser',
      ],
    },
    'invoice.expired': {
      guard: { type: 'isOpenInvoice', params: ({ event }) => ({ invoiceId: event.invoiceId }) },
      actions: [{ type: 'dropInvoice', params: ({ event }) => event }],
    },
    'invoice.failed': {
      guard: { type: 'isOpenInvoice', params: ({ event }) => ({ invoiceId: event.invoiceId }) },
      actions: [{ type: 'dropInvoice', params: ({ event }) => event }],
    },
  },
  states: {
    loadingMethods: {
      description: 'GET /api/v2/billing/data: the methods of the player currency and region.',
      tags: ['busy'],
      invoke: {
        src: 'loadBilling',
        onDone: {
          target: 'choosingMethod',
          actions: { type: 'assignBilling', params: ({ event }) => ({ billing: event.output }) },
        },
        onError: {
          target: 'unavailable',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    unavailable: {
      description: 'The methods could not be loaded; the player may try again.',
      on: { 'payIn.retry': { target: 'loadingMethods', actions: 'clearFailure' } },
    },
    choosingMethod: {
      description: 'The method list; an open invoice can be shown again.',
      on: {
        'payIn.selectMethod': {
          guard: { type: 'isDepositMethod', params: ({ event }) => ({ hash: event.hash }) },
          target: 'enteringAmount',
          actions: { type: 'chooseMethod', params: ({ event }) => ({ hash: event.hash }) },
        },
        'payIn.showInvoice': {
          guard: { type: 'isOpenInvoice', params: ({ event }) => ({ invoiceId: event.invoiceId }) },
          target: 'showingInvoice',
          actions: { type: 'showInvoice', params: ({ event }) => ({ invoiceId: event.invoiceId }) },
        },
      },
    },
    enteringAmount: {
      description:
        'The amount, checked against the method limits and precision, with its value in the account currency.',
      on: {
        'payIn.changeAmount': {
          actions: { type: 'changeAmount', params: ({ event }) => ({ amount: event.amount }) },
        },
        'payIn.back': { target: 'choosingMethod' },
        'payIn.submit': [
          { guard: 'isAmountValid', target: 'creatingInvoice', actions: 'clearFailure' },
          { actions: 'assignAmountError' },
        ],
      },
    },
    creatingInvoice: {
      description: 'POST /api/v2/billing/invoices; a refusal goes back to the amount with its code.',
      tags: ['busy'],
      invoke: {
        src: 'createInvoice',
        input: ({ context }) => {
          const checked = checkedAmount(context);
          return { method: context.methodHash ?? '', amount: checked?.ok ? checked.amount : 0 };
        },
        onDone: [
          {
            // an answer for an invoice the flow already holds (a replayed request) shows it, never a second actor
            guard: { type: 'isOpenInvoice', params: ({ event }) => ({ invoiceId: event.output.id }) },
            target: 'showingInvoice',
            actions: { type: 'showInvoice', params: ({ event }) => ({ invoiceId: event.output.id }) },
          },
          {
            target: 'showingInvoice',
            actions: [
              { type: 'addInvoice', params: ({ event }) => ({ invoice: event.output }) },
              { type: 'spawnInvoice', params: ({ event }) => ({ invoice: event.output }) },
            ],
          },
        ],
        onError: {
          target: 'enteringAmount',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    showingInvoice: {
      description:
        'The invoice to pay, with its countdown. Paid, PayIn gives way to SuccessPayment; unpaid, it disappears.',
      on: {
        'payIn.newDeposit': { target: 'choosingMethod', actions: 'hideInvoice' },
        'invoice.paid': {
          guard: { type: 'isShownInvoice', params: ({ event }) => ({ invoiceId: event.invoiceId }) },
          target: 'choosingMethod',
          actions: [
            { type: 'assignCredited', params: ({ event }) => event },
            { type: 'dropInvoice', params: ({ event }) => event },
            'openSuccessPayment',
            'refreshUser',
          ],
        },
        'invoice.expired': {
          guard: { type: 'isShownInvoice', params: ({ event }) => ({ invoiceId: event.invoiceId }) },
          target: 'choosingMethod',
          actions: [
            { type: 'dropInvoice', params: ({ event }) => event },
            {
              type: 'noteClosedInvoice',
              params: ({ event }) => ({ invoiceId: event.invoiceId, outcome: 'expired' as const }),
            },
          ],
        },
        'invoice.failed': {
          guard: { type: 'isShownInvoice', params: ({ event }) => ({ invoiceId: event.invoiceId }) },
          target: 'choosingMethod',
          actions: [
            { type: 'dropInvoice', params: ({ event }) => event },
            {
              type: 'noteClosedInvoice',
              params: ({ event }) => ({ invoiceId: event.invoiceId, outcome: 'failed' as const }),
            },
          ],
        },
      },
    },
  },
});
