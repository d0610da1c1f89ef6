import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/rows';
import { createLedger } from '../../src/server/ledger/ledger';
import { ROOMY_LIMITS, testClock } from './accounts';
import { get } from './bonus-programs';
import { balanceOf, createInvoice, moneyRowCounts, paymentIdOf, player } from './deposits';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const clock = testClock();
beforeAll(async () => {
  server = await startTestServer({}, clock.now, { limits: ROOMY_LIMITS });
}, 60_000);
afterAll(() => server.close());

const db = () => server.database.db;
const ledger = () => createLedger(db());

/** A waiting sandbox invoice of `amount` (roubles by card unless another method) for the player, with its payment id. */
async function invoiceOf(token: string, amount = 1_000, method = 'card-rub') {
  const res = await createInvoice(server, token, { method, amount });
  expect(res.statusCode, res.body).toBe(201);
  const invoice = res.json();
  return { id: invoice.id as number, paymentId: await paymentIdOf(server, invoice.id) };
}

const paid = (paymentId: string, sum: number | null = null) => ({
  provider: 'sandbox',
  paymentId,
  paid: sum,
  paidAt: clock.now(),
});

type Written = {
  key: string;
  kind: string;
  currency: string;
  user_id: string;
  reference: string;
  legs: { leg: number; account: string; kind: string; amount: string }[];
  invoice: { status: number; tx: string; paid_at: string; sum_was_changed: boolean; shop_amount: string };
};

/** The ledger transaction that paid an invoice, its legs with their accounts' kinds, and the invoice after it. */
async function writtenFor(invoiceId: number): Promise<Written> {
  const [row] = rowsOf<Written>(
    await db().execute(sql`select t.idempotency_key as key, t.kind, t.currency, t.user_id::text, t.reference,
      (select json_agg(json_build_object('leg', e.leg, 'account', e.account_id::text, 'kind', a.kind,
        'amount', e.amount::text) order by e.leg)
        from ledger_entries e join ledger_accounts a on a.id = e.account_id where e.transaction_id = t.id) as legs,
      json_build_object('status', i.status, 'tx', i.ledger_transaction_id::text, 'paid_at', i.paid_at,
        'sum_was_changed', i.sum_was_changed, 'shop_amount', i.shop_amount::text) as invoice
      from invoices i join ledger_transactions t on t.id = i.ledger_transaction_id where i.id = ${invoiceId}`),
  );
  return row!;
}

describe('a provider’s "paid" in one statement (ledger.payInvoice)', () => {
  it('credits an invoice paid as invoiced at its stored price, opening a new player’s accounts', async () => {
    const p = await player(server, 'RUB');
    const userId = (await get(server, '/profile/user', p.token)).json().user.id as number;
    const first = await invoiceOf(p.token, 1_000);
    const before = await moneyRowCounts(server);
    const answer = await ledger().payInvoice(paid(first.paymentId));
    expect(answer).toMatchObject({
      result: 'credited',
      invoiceId: first.id,
      userId,
      currency: 'RUB',
      balances: { main: 100_000n, bonus: 0n },
      after: null,
    });
    const after = await moneyRowCounts(server);
    expect(after.accounts - before.accounts).toBe(3);
    expect(after.transactions - before.transactions).toBe(1);
    expect(after.entries - before.entries).toBe(2);

    const written = await writtenFor(first.id);
    expect(written).toMatchObject({
      key: `deposit:sandbox:${first.paymentId}`,
      kind: 'deposit',
      currency: 'RUB',
      user_id: String(userId),
      reference: String(first.id),
      invoice: { status: 3, sum_was_changed: false, shop_amount: '100000' },
    });
    expect(new Date(written.invoice.paid_at).getTime()).toBe(clock.now().getTime());
    // legs numbered in account order, as every other ledger transaction's
    const byAccount = [...written.legs].sort((a, b) => Number(a.account) - Number(b.account));
    expect(written.legs.map((l) => l.leg)).toEqual([1, 2]);
    expect(byAccount).toEqual(written.legs);
    expect(Object.fromEntries(written.legs.map((l) => [l.kind, l.amount]))).toEqual({
      provider_clearing: '-100000',
      main: '100000',
    });
    expect(await balanceOf(server, p.token)).toBe(1_000);

    // the invoiced sum written out is "as invoiced" too
    const second = await invoiceOf(p.token, 500);
    expect(await ledger().payInvoice(paid(second.paymentId, 500))).toMatchObject({
      result: 'credited',
      balances: { main: 150_000n, bonus: 0n },
    });
  });

  it('credits an invoice in another currency at its stored price in the account currency', async () => {
    const p = await player(server, 'RUB');
    // 50.01 USD priced at invoicing as 4,625.93 RUB: the USD sum paid as invoiced credits those roubles
    const usdt = await invoiceOf(p.token, 50.01, 'usdt-trc20');
    expect(await ledger().payInvoice(paid(usdt.paymentId, 50.01))).toMatchObject({
      result: 'credited',
      currency: 'RUB',
      balances: { main: 462_593n, bonus: 0n },
    });
    const written = await writtenFor(usdt.id);
    expect(written).toMatchObject({ currency: 'RUB', invoice: { status: 3, shop_amount: '462593' } });
    expect(Object.fromEntries(written.legs.map((l) => [l.kind, l.amount]))).toEqual({
      provider_clearing: '-462593',
      main: '462593',
    });
    // roubles are not the invoice's currency: 4,625.93 "paid" is another sum
    const second = await invoiceOf(p.token, 50.01, 'usdt-trc20');
    expect(await ledger().payInvoice(paid(second.paymentId, 4_625.93))).toEqual({ result: 'declined' });
  });

  it('declines a payment whose ledger key exists already, and writes nothing', async () => {
    const p = await player(server, 'RUB');
    const invoice = await invoiceOf(p.token, 1_000);
    // a transaction under the invoice's key, written outside the function (an operator's repair, say)
    await createLedger(db()).creditDeposit(db(), {
      key: `deposit:sandbox:${invoice.paymentId}`,
      userId: (await get(server, '/profile/user', p.token)).json().user.id as number,
      currency: 'RUB',
      amount: 100_000n,
    });
    const before = await moneyRowCounts(server);
    expect(await ledger().payInvoice(paid(invoice.paymentId))).toEqual({ result: 'declined' });
    expect(await moneyRowCounts(server)).toEqual(before);
  });

  it('declines another sum and writes nothing: the caller prices it', async () => {
    const p = await player(server, 'RUB');
    const invoice = await invoiceOf(p.token, 1_000);
    const before = await moneyRowCounts(server);
    for (const sum of [999.99, 1_000.01, 0.5])
      expect(await ledger().payInvoice(paid(invoice.paymentId, sum))).toEqual({ result: 'declined' });
    expect(await moneyRowCounts(server)).toEqual(before);
    const [row] = rowsOf<{ status: number }>(
      await db().execute(sql`select status from invoices where id = ${invoice.id}`),
    );
    expect(row!.status).toBe(1);
  });

  it('answers paid_already for a paid invoice and unknown for another payment id, writing nothing', async () => {
    const p = await player(server, 'RUB');
    const invoice = await invoiceOf(p.token, 1_000);
    expect((await ledger().payInvoice(paid(invoice.paymentId))).result).toBe('credited');
    const before = await moneyRowCounts(server);
    expect(await ledger().payInvoice(paid(invoice.paymentId))).toEqual({
      result: 'paid_already',
      invoiceId: invoice.id,
    });
    expect(await ledger().payInvoice({ ...paid(invoice.paymentId), provider: 'other' })).toEqual({
      result: 'unknown',
    });
    expect(await ledger().payInvoice(paid(`${invoice.paymentId}x`))).toEqual({ result: 'unknown' });
    expect(await moneyRowCounts(server)).toEqual(before);
    expect(await balanceOf(server, p.token)).toBe(1_000);
  });

  it('credits once when sixteen "paid" for one payment arrive at once', async () => {
    const p = await player(server, 'RUB');
    const invoice = await invoiceOf(p.token, 1_000);
    const before = await moneyRowCounts(server);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => ledger().payInvoice(paid(invoice.paymentId))),
    );
    expect(answers.filter((a) => a.result === 'credited')).toHaveLength(1);
    expect(answers.filter((a) => a.result === 'paid_already')).toHaveLength(15);
    const after = await moneyRowCounts(server);
    expect(after.deposits - before.deposits).toBe(1);
    expect(await balanceOf(server, p.token)).toBe(1_000);
  });

  it("credits many players' payments arriving at once, together with unknown ones and replays, each once", async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => player(server, 'RUB')));
    // two invoices each, in an order that mixes the players, so that batches hold them out of order
    const invoices = [];
    for (const round of [0, 1])
      for (const p of [...players].reverse()) invoices.push(await invoiceOf(p.token, 1_000 + round));
    const before = await moneyRowCounts(server);
    const payments = [...invoices.map((i) => i.paymentId), 'no-such-payment', invoices[0]!.paymentId];
    const answers = await Promise.all(payments.map((paymentId) => ledger().payInvoice(paid(paymentId))));
    expect(answers.map((a) => a.result).sort()).toEqual([
      ...Array<string>(12).fill('credited'),
      'paid_already',
      'unknown',
    ]);
    for (const [i, answer] of answers.slice(0, 12).entries())
      if (answer.result === 'credited' || answer.result === 'paid_already')
        expect(answer.invoiceId).toBe(invoices[i]!.id);
    expect((await moneyRowCounts(server)).deposits - before.deposits).toBe(12);
    for (const p of players) expect(await balanceOf(server, p.token)).toBe(2_001);
  });
});
