import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, SimulatedClock, spawnChild } from 'xstate';
import { PAYMENT_STATUS, type PaymentStatusAnswer } from '../../src/contract/billing';
import { ApiError } from '../../src/contract/failure';
import { invoiceMachine } from './invoice.machine';
import {
  selectIsWaitingForPayment,
  selectPollError,
  selectSecondsLeft,
  type InvoiceSnapshot,
} from './invoice.select';
import type { InvoiceReport } from './invoice.types';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const answer = (status: number, shopAmount = 100): PaymentStatusAnswer => ({
  status,
  sum_was_changed: false,
  shop_amount: shopAmount,
  life_time: 60,
});

/**
 * An invoice spawned under a recording parent, on a simulated clock. `status` answers each poll (by poll number,
 * from 1); `polls` holds the clock time of each poll.
 */
function startInvoice(lifeTime: number, status: (poll: number) => Promise<PaymentStatusAnswer>) {
  const clock = new SimulatedClock();
  const polls: number[] = [];
  const invoice = invoiceMachine.provide({
    actors: {
      fetchStatus: fromPromise(async ({ input }: { input: { invoiceId: number } }) => {
        expect(input.invoiceId).toBe(42);
        polls.push(clock.now());
        return status(polls.length);
      }),
    },
  });
  const parent = setup({
    types: { context: {} as { reports: InvoiceReport[] }, events: {} as InvoiceReport },
    actors: { invoice },
  }).createMachine({
    context: { reports: [] },
    entry: spawnChild('invoice', { id: 'invoice-42', input: { invoiceId: 42, lifeTime } }),
    on: {
      'invoice.paid': { actions: assign(({ context, event }) => ({ reports: [...context.reports, event] })) },
      'invoice.expired': {
        actions: assign(({ context, event }) => ({ reports: [...context.reports, event] })),
      },
      'invoice.failed': {
        actions: assign(({ context, event }) => ({ reports: [...context.reports, event] })),
      },
    },
  });
  const actor = createActor(parent, { clock }).start();
  const child = () => actor.getSnapshot().children['invoice-42']!.getSnapshot() as InvoiceSnapshot;
  // SimulatedClock fires a timer once per jump, so time moves in steps that stop at every whole second, when
  // the countdown ticks and polls start; the answers of the polls settle at each stop.
  const advance = async (ms: number) => {
    const end = clock.now() + ms;
    while (clock.now() < end) {
      clock.set(Math.min(end, (Math.floor(clock.now() / 1000) + 1) * 1000));
      await flush();
    }
  };
  return { clock, polls, child, advance, reports: () => actor.getSnapshot().context.reports };
}

const waiting = async () => answer(PAYMENT_STATUS.waiting);

describe('invoice', () => {
  it('counts the life down by exactly one each 1000 ms', async () => {
    const { child, advance } = startInvoice(1200, waiting);
    expect(selectSecondsLeft(child())).toBe(1200);
    await advance(999);
    expect(selectSecondsLeft(child())).toBe(1200);
    await advance(1);
    expect(selectSecondsLeft(child())).toBe(1199);
    await advance(1000);
    expect(selectSecondsLeft(child())).toBe(1198);
    await advance(58_000);
    expect(selectSecondsLeft(child())).toBe(1140);
  });

  it('polls the status at 5000 ms and 10000 ms, never before', async () => {
    const { polls, advance } = startInvoice(1200, waiting);
    await advance(4999);
    expect(polls).toEqual([]);
    await advance(1);
    expect(polls).toEqual([5000]);
    await advance(4999);
    expect(polls).toEqual([5000]);
    await advance(1);
    expect(polls).toEqual([5000, 10_000]);
  });

  it('on status 3 reports paid with the credited sum and stops polling and counting', async () => {
    const { polls, child, advance, reports } = startInvoice(1200, async (n) =>
      n === 2 ? answer(PAYMENT_STATUS.paid, 995.5) : answer(PAYMENT_STATUS.waiting),
    );
    await advance(10_000);
    expect(child().value).toBe('paid');
    expect(reports()).toEqual([{ type: 'invoice.paid', invoiceId: 42, shopAmount: 995.5 }]);
    const left = selectSecondsLeft(child());
    await advance(60_000);
    expect(polls).toEqual([5000, 10_000]);
    expect(selectSecondsLeft(child())).toBe(left);
    expect(reports()).toHaveLength(1);
  });

  it('expires at life_time seconds, reports it once and stops polling', async () => {
    const { polls, child, advance, reports } = startInvoice(12, waiting);
    await advance(11_999);
    expect(selectIsWaitingForPayment(child())).toBe(true);
    expect(selectSecondsLeft(child())).toBe(1);
    expect(reports()).toEqual([]);
    await advance(1);
    expect(child().value).toBe('expired');
    expect(selectSecondsLeft(child())).toBe(0);
    expect(reports()).toEqual([{ type: 'invoice.expired', invoiceId: 42 }]);
    await advance(30_000);
    expect(polls).toEqual([5000, 10_000]);
    expect(reports()).toHaveLength(1);
  });

  it.each([
    [PAYMENT_STATUS.failed, 'failed', 'invoice.failed'],
    [PAYMENT_STATUS.expired, 'expired', 'invoice.expired'],
  ] as const)('on status %i ends %s and reports %s', async (status, state, report) => {
    const { child, advance, reports } = startInvoice(1200, async () => answer(status));
    await advance(5000);
    expect(child().value).toBe(state);
    expect(reports()).toEqual([{ type: report, invoiceId: 42 }]);
  });

  it('keeps polling after a failed poll and clears the error with the next answer', async () => {
    const offline = new ApiError({ status: null, code: 'network_error', message: 'offline', fields: {} });
    const { polls, child, advance } = startInvoice(1200, async (n) => {
      if (n === 1) throw offline;
      return answer(PAYMENT_STATUS.waiting);
    });
    await advance(5000);
    expect(selectPollError(child())).toBe('network_error');
    expect(selectIsWaitingForPayment(child())).toBe(true);
    await advance(5000);
    expect(polls).toEqual([5000, 10_000]);
    expect(selectPollError(child())).toBeNull();
  });

  it('fails when the server no longer knows the invoice', async () => {
    const gone = new ApiError({
      status: 404,
      code: 'invoice_not_found',
      message: 'No such invoice.',
      fields: {},
    });
    const { child, advance, reports } = startInvoice(1200, async () => Promise.reject(gone));
    await advance(5000);
    expect(child().value).toBe('failed');
    expect(reports()).toEqual([{ type: 'invoice.failed', invoiceId: 42 }]);
  });

  it('runs standalone without a parent to report to', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(invoiceMachine, { clock, input: { invoiceId: 1, lifeTime: 1 } }).start();
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().status).toBe('done');
  });
});
