import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, SimulatedClock, type AnyActorRef } from 'xstate';
import {
  PAYMENT_STATUS,
  type BillingData,
  type CreateInvoice,
  type Invoice,
  type PaymentStatusAnswer,
} from '../../src/contract/billing';
import { ApiError } from '../../src/contract/failure';
import { invoiceMachine } from '../invoice/invoice.machine';
import { selectSecondsLeft } from '../invoice/invoice.select';
import { modalsMachine } from '../modals/modals.machine';
import { selectOpenModal, type ModalsSnapshot } from '../modals/modals.select';
import { checkAmount, convert } from './pay-in.amount';
import { makeBilling, makeInvoice, makeMethod } from './pay-in.fixtures';
import { payInMachine } from './pay-in.machine';
import {
  invoiceActorId,
  selectAmountError,
  selectAmountLimits,
  selectClosedInvoice,
  selectConversion,
  selectCredited,
  selectDepositMethods,
  selectOpenInvoices,
  selectPayInFailure,
  selectPayInStep,
  selectShownInvoice,
  selectShownInvoiceActor,
  type PayInSnapshot,
} from './pay-in.select';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Fakes {
  loadBilling?: () => Promise<BillingData>;
  createInvoice?: (body: CreateInvoice) => Promise<Invoice>;
  /** The status answer of each poll of one invoice. */
  status?: (invoiceId: number) => number;
}

/**
 * The pay-in flow as the app hosts it, on a simulated clock: beside the real modals actor (PayIn open) and a
 * stand-in session that counts the user re-reads it is asked for.
 */
function startPayIn(fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const created: CreateInvoice[] = [];
  const polls: number[] = [];
  const payIn = payInMachine.provide({
    actors: {
      loadBilling: fromPromise(async () => (fakes.loadBilling ?? (async () => makeBilling()))()),
      createInvoice: fromPromise(async ({ input }: { input: CreateInvoice }) => {
        created.push(input);
        return (fakes.createInvoice ?? (async () => makeInvoice()))(input);
      }),
      invoice: invoiceMachine.provide({
        actors: {
          fetchStatus: fromPromise(
            async ({ input }: { input: { invoiceId: number } }): Promise<PaymentStatusAnswer> => {
              polls.push(input.invoiceId);
              const status = fakes.status?.(input.invoiceId) ?? PAYMENT_STATUS.waiting;
              return { status, sum_was_changed: false, shop_amount: 990, life_time: 100 };
            },
          ),
        },
      }),
    },
  });
  const session = setup({ types: { context: {} as { reloads: number } } }).createMachine({
    context: { reloads: 0 },
    on: { 'session.userUpdated': { actions: assign(({ context }) => ({ reloads: context.reloads + 1 })) } },
  });
  const host = setup({ actors: { payIn, modals: modalsMachine, session } }).createMachine({
    invoke: [
      { src: 'modals', id: 'modals', systemId: 'modals', input: { initial: 'PayIn' } },
      { src: 'session', id: 'session', systemId: 'session' },
      { src: 'payIn', id: 'payIn', systemId: 'payIn' },
    ],
  });
  const actor = createActor(host, { clock }).start();
  const child = (id: string) => actor.getSnapshot().children[id as 'payIn'] as AnyActorRef;
  const state = () => child('payIn').getSnapshot() as PayInSnapshot;
  const send = (event: Parameters<typeof payInMachine.transition>[1]) => child('payIn').send(event);
  const advance = async (ms: number) => {
    const end = clock.now() + ms;
    while (clock.now() < end) {
      clock.set(Math.min(end, (Math.floor(clock.now() / 1000) + 1) * 1000));
      await flush();
    }
  };
  return {
    state,
    send,
    advance,
    created,
    polls,
    openModal: () => selectOpenModal(child('modals').getSnapshot() as ModalsSnapshot),
    reloads: () => (child('session').getSnapshot() as { context: { reloads: number } }).context.reloads,
    invoiceActor: (invoiceId: number) => state().children[invoiceActorId(invoiceId) as 'invoice'],
  };
}

/** Starts the flow and opens an invoice of 1000 RUB by card. */
async function withInvoice(fakes: Fakes = {}) {
  const flow = startPayIn(fakes);
  await flush();
  flow.send({ type: 'payIn.selectMethod', hash: 'card-rub' });
  flow.send({ type: 'payIn.submit' });
  await flush();
  return flow;
}

describe('payIn', () => {
  it('loads the deposit methods, fiat then crypto', async () => {
    const { state } = startPayIn();
    expect(selectPayInStep(state())).toBe('loading');
    await flush();
    expect(selectPayInStep(state())).toBe('methods');
    expect(selectDepositMethods(state()).map((m) => m.hash)).toEqual(['card-rub', 'usdt-trc20']);
    expect(selectDepositMethods(state())).toBe(selectDepositMethods(state()));
  });

  it('keeps the code when the methods cannot be loaded, and loads again on retry', async () => {
    let fail = true;
    const { state, send } = startPayIn({
      loadBilling: async () => {
        if (fail) throw new ApiError({ status: null, code: 'network_error', message: 'offline', fields: {} });
        return makeBilling();
      },
    });
    await flush();
    expect(selectPayInStep(state())).toBe('unavailable');
    expect(selectPayInFailure(state())?.code).toBe('network_error');
    fail = false;
    send({ type: 'payIn.retry' });
    await flush();
    expect(selectPayInStep(state())).toBe('methods');
    expect(selectPayInFailure(state())).toBeNull();
  });

  it('starts a method at its default amount, shown in the account currency at the method rate', async () => {
    const { state, send } = startPayIn();
    await flush();
    send({ type: 'payIn.selectMethod', hash: 'usdt-trc20' });
    expect(selectPayInStep(state())).toBe('amount');
    expect(state().context.amount).toBe('20');
    expect(selectAmountLimits(state())).toEqual({ min: 10, max: 5000, currency: 'USD' });
    expect(selectConversion(state())).toEqual({ amount: 1810, currency: 'RUB' });
    send({ type: 'payIn.changeAmount', amount: '10,29' });
    expect(selectConversion(state())).toEqual({ amount: 931.25, currency: 'RUB' });
    send({ type: 'payIn.changeAmount', amount: '1' });
    expect(selectConversion(state())).toBeNull();
  });

  it('ignores a method that is not in the list', async () => {
    const { state, send } = startPayIn();
    await flush();
    send({ type: 'payIn.selectMethod', hash: 'nope' });
    expect(selectPayInStep(state())).toBe('methods');
  });

  it.each([
    ['99.99', 'amount_below_minimum'],
    ['0', 'amount_below_minimum'],
    ['300000.01', 'amount_above_maximum'],
    ['100.005', 'amount_precision'],
    ['ten', 'amount_invalid'],
    ['', 'amount_invalid'],
  ] as const)('refuses %j with %s and calls nothing', async (amount, code) => {
    const { state, send, created } = startPayIn();
    await flush();
    send({ type: 'payIn.selectMethod', hash: 'card-rub' });
    send({ type: 'payIn.changeAmount', amount });
    send({ type: 'payIn.submit' });
    expect(selectPayInStep(state())).toBe('amount');
    expect(selectAmountError(state())).toBe(code);
    send({ type: 'payIn.changeAmount', amount: '150' });
    expect(selectAmountError(state())).toBeNull();
    expect(created).toEqual([]);
  });

  it('opens an invoice with the method and amount, shows it and spawns its own countdown actor', async () => {
    const { state, send, created, advance, invoiceActor } = startPayIn({
      createInvoice: async () => makeInvoice({ id: 9, life_time: 600 }),
    });
    await flush();
    send({ type: 'payIn.selectMethod', hash: 'card-rub' });
    send({ type: 'payIn.changeAmount', amount: '100' });
    send({ type: 'payIn.submit' });
    expect(selectPayInStep(state())).toBe('creating');
    await flush();
    expect(created).toEqual([{ method: 'card-rub', amount: 100 }]);
    expect(selectPayInStep(state())).toBe('invoice');
    expect(selectShownInvoice(state())?.id).toBe(9);
    expect(invoiceActor(9)).toBeDefined();
    await advance(3000);
    expect(selectSecondsLeft(selectShownInvoiceActor(state())!)).toBe(597);
  });

  it('goes back to the amount with the code of a refused invoice', async () => {
    const refusal = new ApiError({
      status: 422,
      code: 'method_unavailable',
      message: 'no',
      fields: { method: ['method_unavailable: This method is not available'] },
    });
    const { state } = await withInvoice({ createInvoice: async () => Promise.reject(refusal) });
    expect(selectPayInStep(state())).toBe('amount');
    expect(selectPayInFailure(state())?.code).toBe('method_unavailable');
  });

  it('on payment closes PayIn, opens SuccessPayment with the credited sum, re-reads the user, stops polling', async () => {
    let paid = false;
    const { state, advance, polls, openModal, reloads, invoiceActor } = await withInvoice({
      status: () => (paid ? PAYMENT_STATUS.paid : PAYMENT_STATUS.waiting),
    });
    expect(openModal()).toBe('PayIn');
    await advance(5000);
    expect(polls).toEqual([5]);
    paid = true;
    await advance(5000);
    expect(openModal()).toBe('SuccessPayment');
    expect(selectCredited(state())).toEqual({ amount: 990, currency: 'RUB' });
    expect(reloads()).toBe(1);
    expect(selectPayInStep(state())).toBe('methods');
    expect(selectOpenInvoices(state())).toEqual([]);
    expect(invoiceActor(5)).toBeUndefined();
    await advance(20_000);
    expect(polls).toEqual([5, 5]);
  });

  it('deletes an invoice and its actor at the end of its life and says so', async () => {
    const { state, advance, polls, openModal, invoiceActor } = await withInvoice({
      createInvoice: async () => makeInvoice({ life_time: 7 }),
    });
    await advance(6999);
    expect(selectShownInvoice(state())?.id).toBe(5);
    await advance(1);
    expect(selectShownInvoice(state())).toBeNull();
    expect(selectOpenInvoices(state())).toEqual([]);
    expect(invoiceActor(5)).toBeUndefined();
    expect(selectPayInStep(state())).toBe('methods');
    expect(selectClosedInvoice(state())).toBe('expired');
    await advance(10_000);
    expect(polls).toEqual([5]);
    expect(openModal()).toBe('PayIn');
  });

  it('keeps one actor per invoice: a second deposit leaves the first one polling and paying', async () => {
    let next = 5;
    const paidIds = new Set<number>();
    const { state, send, advance, openModal, invoiceActor } = await withInvoice({
      createInvoice: async () => makeInvoice({ id: next++ }),
      status: (id) => (paidIds.has(id) ? PAYMENT_STATUS.paid : PAYMENT_STATUS.waiting),
    });
    send({ type: 'payIn.newDeposit' });
    expect(selectPayInStep(state())).toBe('methods');
    send({ type: 'payIn.selectMethod', hash: 'card-rub' });
    send({ type: 'payIn.submit' });
    await flush();
    expect(selectOpenInvoices(state()).map((i) => i.id)).toEqual([5, 6]);
    expect(invoiceActor(5)).not.toBe(invoiceActor(6));
    paidIds.add(5);
    await advance(5000);
    expect(openModal()).toBe('SuccessPayment');
    expect(selectOpenInvoices(state()).map((i) => i.id)).toEqual([6]);
    expect(selectShownInvoice(state())?.id).toBe(6);
    expect(selectPayInStep(state())).toBe('invoice');
    send({ type: 'payIn.newDeposit' });
    send({ type: 'payIn.showInvoice', invoiceId: 6 });
    expect(selectShownInvoice(state())?.id).toBe(6);
  });

  it('drops a failed invoice and tells the player', async () => {
    const { state, advance, invoiceActor } = await withInvoice({ status: () => PAYMENT_STATUS.failed });
    await advance(5000);
    expect(selectClosedInvoice(state())).toBe('failed');
    expect(invoiceActor(5)).toBeUndefined();
  });
});

describe('payIn amounts', () => {
  const card = makeMethod();

  it.each([
    ['100', 100],
    ['300000', 300_000],
    ['1 000', null],
    ['150,5', 150.5],
    [' 200 ', 200],
  ] as const)('reads %j', (typed, amount) => {
    const checked = checkAmount(typed, card, 'RUB');
    expect(checked.ok ? checked.amount : null).toBe(amount);
  });

  it('uses the SPEC defaults (100 to 300 000) when the method gives no limits', () => {
    const open = makeMethod({ min_amount: 0, max_amount: 0 });
    expect(checkAmount('99', open, 'RUB')).toEqual({ ok: false, error: 'amount_below_minimum' });
    expect(checkAmount('300001', open, 'RUB')).toEqual({ ok: false, error: 'amount_above_maximum' });
    expect(checkAmount('100', open, 'RUB')).toEqual({ ok: true, amount: 100 });
  });

  it('converts exactly where floats would not', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(convert(0.29, 'USD', 100, 'RUB')).toBe(29);
    expect(convert(10.29, 'USD', 90.5, 'RUB')).toBe(931.25);
    expect(convert(1000, 'KZT', 0.17, 'RUB')).toBe(170);
    expect(convert(1, 'RUB', 0.011111, 'USD')).toBe(0.01);
    expect(convert(0.01, 'USD', 0.5, 'EUR')).toBe(0.01);
  });
});
