import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payoutSchema } from '../../src/contract/billing';
import { ledgerTransactions, users } from '../../src/server/db/schema';
import { HttpError } from '../../src/server/http/errors';
import { systemBalance } from '../../src/server/ledger/accounts';
import { IdempotencyConflictError } from '../../src/server/ledger/errors';
import { PayoutNotFoundError, PayoutNotPendingError } from '../../src/server/modules/billing/payouts-errors';
import { claimPayout } from '../../src/server/modules/billing/payouts-repository';
import { call, ROOMY_LIMITS } from './accounts';
import { startTestServer, type TestServer } from './harness';
import { entriesSum, fundedPlayer, moneyRowCounts, operatorFor, requestPayout } from './payouts';

let server: TestServer;
let money: ReturnType<typeof operatorFor>;
beforeAll(async () => {
  server = await startTestServer({}, undefined, { limits: ROOMY_LIMITS });
  money = operatorFor(server);
}, 60_000);
afterAll(() => server.close());
afterEach(async () => {
  expect(await entriesSum(server)).toBe(0n);
});

const CARD = { method: 'card-rub', destination: '4000 0000 0000 1234' };
let keys = 0;
const freshKey = () => `payout-key-${++keys}-${Date.now()}`;
const balances = (userId: number) => money.ledger.balances(userId, 'RUB');
const listPayouts = (token: string) =>
  call(server, '/api/v2/billing/payouts', undefined, { method: 'GET', token });

describe('POST /api/v2/billing/payouts', () => {
  it('reserves the amount at request and answers the payout with the destination masked', async () => {
    const p = await fundedPlayer(server, { funds: 1_000 });
    const res = await requestPayout(server, p.token, { ...CARD, amount: 250.5 }, freshKey());
    expect(res.statusCode, res.body).toBe(201);
    const payout = payoutSchema.parse(res.json());
    expect(payout).toMatchObject({
      method: 'card-rub',
      amount: 250.5,
      currency: 'RUB',
      destination: '****1234',
      status: 'pending',
      decided_at: null,
    });
    expect(await balances(p.userId)).toEqual({ main: 74_950n, bonus: 0n, reserved: 25_050n });
  });

  it('pays a crypto payout of a KZT account at exactly its minimum of 500', async () => {
    const p = await fundedPlayer(server, { currency: 'KZT', funds: 600 });
    const body = { method: 'usdt-trc20', amount: 500, destination: 'TXYZabcdefghijkmnopqrstuvwxyz12345' };
    const res = await requestPayout(server, p.token, body, freshKey());
    expect(res.statusCode, res.body).toBe(201);
    expect(await money.ledger.balances(p.userId, 'KZT')).toEqual({
      main: 10_000n,
      bonus: 0n,
      reserved: 50_000n,
    });
  });

  describe('refuses bad input with 422 and writes nothing', () => {
    const cases: [string, Record<string, unknown>, string | null, string, RegExp][] = [
      ['a negative amount', { ...CARD, amount: -100 }, 'ok', 'amount', /^amount_not_positive: /],
      ['a zero amount', { ...CARD, amount: 0 }, 'ok', 'amount', /^amount_not_positive: /],
      ['a fraction beyond the kopeck', { ...CARD, amount: 100.001 }, 'ok', 'amount', /^amount_precision: /],
      ['an amount as text', { ...CARD, amount: '100' }, 'ok', 'amount', /^amount_invalid: /],
      ['another currency', { ...CARD, amount: 100, currency: 'USD' }, 'ok', 'currency', /^unknown_field: /],
      [
        'a method of another currency',
        { ...CARD, method: 'card-usd', amount: 100 },
        'ok',
        'method',
        /^method_unavailable: /,
      ],
      [
        'a deposit-only method',
        { ...CARD, method: 'ltc', amount: 100 },
        'ok',
        'method',
        /^method_unavailable: /,
      ],
      [
        'an unknown method',
        { ...CARD, method: 'paypal', amount: 100 },
        'ok',
        'method',
        /^method_unavailable: /,
      ],
      [
        'less than the minimum of 100 RUB',
        { ...CARD, amount: 99.99 },
        'ok',
        'amount',
        /^amount_below_minimum: /,
      ],
      ['more than the balance', { ...CARD, amount: 1_000.01 }, 'ok', 'amount', /^insufficient_funds: /],
      [
        'a destination too short',
        { ...CARD, destination: '12', amount: 100 },
        'ok',
        'destination',
        /^destination_invalid: /,
      ],
      ['no Idempotency-Key', { ...CARD, amount: 100 }, null, 'idempotency_key', /^idempotency_key_invalid: /],
      [
        'a short Idempotency-Key',
        { ...CARD, amount: 100 },
        'short',
        'idempotency_key',
        /^idempotency_key_invalid: /,
      ],
      [
        'an Idempotency-Key with spaces',
        { ...CARD, amount: 100 },
        'has spaces in it',
        'idempotency_key',
        /^idempotency_key_invalid: /,
      ],
    ];
    it.each(cases)('%s', async (_name, body, key, field, text) => {
      const p = await fundedPlayer(server, { funds: 1_000 });
      const before = await moneyRowCounts(server);
      const res = await requestPayout(server, p.token, body, key === 'ok' ? freshKey() : key);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field][0]).toMatch(text);
      expect(await moneyRowCounts(server)).toEqual(before);
      expect(await balances(p.userId)).toEqual({ main: 100_000n, bonus: 0n, reserved: 0n });
    });

    it('a player who never had money, without creating ledger accounts', async () => {
      const p = await fundedPlayer(server);
      const before = await moneyRowCounts(server);
      const res = await requestPayout(server, p.token, { ...CARD, amount: 100 }, freshKey());
      expect(res.json().code).toBe('insufficient_funds');
      expect(await moneyRowCounts(server)).toEqual(before);
    });
  });

  it('answers a retry with the same key and body with the first payout, reserving once', async () => {
    const p = await fundedPlayer(server, { funds: 300 });
    const key = freshKey();
    // the whole balance: a retry that re-checked funds would be refused
    const first = await requestPayout(server, p.token, { ...CARD, amount: 300 }, key);
    expect(first.statusCode).toBe(201);
    const before = await moneyRowCounts(server);
    const again = await requestPayout(server, p.token, { ...CARD, amount: 300.0 }, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await moneyRowCounts(server)).toEqual(before);
    expect(await balances(p.userId)).toEqual({ main: 0n, bonus: 0n, reserved: 30_000n });
  });

  it('answers two simultaneous requests with one key with one payout', async () => {
    const p = await fundedPlayer(server, { funds: 1_000 });
    const key = freshKey();
    const answers = await Promise.all(
      [1, 2].map(() => requestPayout(server, p.token, { ...CARD, amount: 100 }, key)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]!.json().id).toBe(answers[1]!.json().id);
    expect(await balances(p.userId)).toEqual({ main: 90_000n, bonus: 0n, reserved: 10_000n });
  });

  it('reserves simultaneous requests only while the balance lasts', async () => {
    const p = await fundedPlayer(server, { funds: 300 });
    const answers = await Promise.all(
      [1, 2].map(() => requestPayout(server, p.token, { ...CARD, amount: 200 }, freshKey())),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json().code).toBe('insufficient_funds');
    expect(await balances(p.userId)).toEqual({ main: 10_000n, bonus: 0n, reserved: 20_000n });
  });

  it('refuses the same key with another body as a conflict', async () => {
    const p = await fundedPlayer(server, { funds: 1_000 });
    const key = freshKey();
    await requestPayout(server, p.token, { ...CARD, amount: 100 }, key);
    const before = await moneyRowCounts(server);
    const res = await requestPayout(server, p.token, { ...CARD, amount: 200 }, key);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('idempotency_conflict');
    expect(await moneyRowCounts(server)).toEqual(before);
    expect(await balances(p.userId)).toEqual({ main: 90_000n, bonus: 0n, reserved: 10_000n });
  });

  it('lets two players use the same key independently', async () => {
    const [a, b] = [await fundedPlayer(server, { funds: 500 }), await fundedPlayer(server, { funds: 500 })];
    const key = freshKey();
    expect((await requestPayout(server, a.token, { ...CARD, amount: 100 }, key)).statusCode).toBe(201);
    expect((await requestPayout(server, b.token, { ...CARD, amount: 200 }, key)).statusCode).toBe(201);
  });

  it('needs a session', async () => {
    const res = await requestPayout(server, '', { ...CARD, amount: 100 }, freshKey());
    expect(res.statusCode).toBe(401);
  });

  it('refuses with 401 a token whose session logged out, and writes nothing (the statement checks it)', async () => {
    const p = await fundedPlayer(server, { funds: 1_000 });
    expect(
      (await call(server, '/auth/logout', undefined, { method: 'PUT', token: p.token })).statusCode,
    ).toBe(200);
    const before = await moneyRowCounts(server);
    const res = await requestPayout(server, p.token, { ...CARD, amount: 100 }, freshKey());
    expect(res.statusCode, res.body).toBe(401);
    expect(await moneyRowCounts(server)).toEqual(before);
    expect((await balances(p.userId)).main).toBe(100_000n);
  });

  it('checks the request against the player’s country as it is now, not as this process last read it', async () => {
    const p = await fundedPlayer(server, { funds: 2_000 });
    expect((await requestPayout(server, p.token, { ...CARD, amount: 500 }, freshKey())).statusCode).toBe(201);
    // the player moved to Kazakhstan after this process kept them: a card for Russia is not theirs any more
    await server.database.db.update(users).set({ countryCode: 'KZ' }).where(eq(users.id, p.userId));
    const before = await moneyRowCounts(server);
    const res = await requestPayout(server, p.token, { ...CARD, amount: 500 }, freshKey());
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ errors: { method: [expect.stringContaining('method_unavailable')] } });
    expect(await moneyRowCounts(server)).toEqual(before);
    // and back: the request passes again
    await server.database.db.update(users).set({ countryCode: 'RU' }).where(eq(users.id, p.userId));
    expect((await requestPayout(server, p.token, { ...CARD, amount: 500 }, freshKey())).statusCode).toBe(201);
  });
});

describe('operator decisions', () => {
  async function pendingPayout(destination = CARD.destination) {
    const p = await fundedPlayer(server, { funds: 1_000 });
    const res = await requestPayout(server, p.token, { ...CARD, destination, amount: 400 }, freshKey());
    expect(res.statusCode, res.body).toBe(201);
    return { ...p, payoutId: res.json().id as number };
  }
  const clearing = async () =>
    systemBalance(server.database.db, await money.ledger.accounts.system('payout_clearing', 'RUB'));
  const statusOf = async (token: string) => (await listPayouts(token)).json()[0];

  it('approve sends the payout: the reserve leaves for payout clearing', async () => {
    const p = await pendingPayout();
    const sent = await clearing();
    const decided = await money.operator.approvePayout(p.payoutId);
    expect(decided.status).toBe('paid');
    expect(await balances(p.userId)).toEqual({ main: 60_000n, bonus: 0n, reserved: 0n });
    expect((await clearing()) - sent).toBe(40_000n);
    expect(await statusOf(p.token)).toMatchObject({
      id: p.payoutId,
      status: 'paid',
      decided_at: expect.any(String),
    });
  });

  it("an operator's key cannot take the ledger key a payout decision needs", async () => {
    const p = await pendingPayout();
    await money.operator.creditPlayer(p.userId, 1, 'goodwill', `payout:${p.payoutId}:settle`);
    const decided = await money.operator.approvePayout(p.payoutId);
    expect(decided.status).toBe('paid');
  });

  it('refuses an operator amount above the largest amount a request may carry', async () => {
    const p = await pendingPayout();
    await expect(money.operator.creditPlayer(p.userId, 1_000_000_001, 'too much')).rejects.toMatchObject({
      statusCode: 422,
    });
  });

  it('reject returns the money to the main balance and records the reason', async () => {
    const p = await pendingPayout();
    const decided = await money.operator.rejectPayout(p.payoutId, 'KYC documents missing');
    expect(decided).toMatchObject({ status: 'rejected', reason: 'KYC documents missing' });
    expect(await balances(p.userId)).toEqual({ main: 100_000n, bonus: 0n, reserved: 0n });
    expect(await statusOf(p.token)).toMatchObject({ status: 'rejected' });
  });

  it('a provider decline fails the payout and releases the money', async () => {
    const p = await pendingPayout('4000 0000 0000 0002');
    const decided = await money.operator.approvePayout(p.payoutId);
    expect(decided).toMatchObject({ status: 'failed', reason: 'declined' });
    expect(await balances(p.userId)).toEqual({ main: 100_000n, bonus: 0n, reserved: 0n });
    expect(await statusOf(p.token)).toMatchObject({ status: 'failed' });
  });

  it('a second decision on the same payout is refused and moves nothing', async () => {
    const p = await pendingPayout();
    await money.operator.approvePayout(p.payoutId);
    const before = await moneyRowCounts(server);
    await expect(money.operator.approvePayout(p.payoutId)).rejects.toBeInstanceOf(PayoutNotPendingError);
    await expect(money.operator.rejectPayout(p.payoutId, 'too late')).rejects.toBeInstanceOf(
      PayoutNotPendingError,
    );
    expect(await moneyRowCounts(server)).toEqual(before);
    expect(await balances(p.userId)).toEqual({ main: 60_000n, bonus: 0n, reserved: 0n });
  });

  it('concurrent approve and reject: one wins, the money moves once', async () => {
    const p = await pendingPayout();
    const results = await Promise.allSettled([
      money.operator.approvePayout(p.payoutId),
      money.operator.rejectPayout(p.payoutId, 'changed my mind'),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toBeInstanceOf(PayoutNotPendingError);
    const main = won[0]!.value.status === 'paid' ? 60_000n : 100_000n;
    expect(await balances(p.userId)).toEqual({ main, bonus: 0n, reserved: 0n });
  });

  it('finishes a payout an approval left sending, and never rejects one that may have left', async () => {
    const p = await pendingPayout();
    const sent = await clearing();
    // an approval that claimed the payout and died before the provider's answer was recorded
    await claimPayout(server.database.db, p.payoutId);
    expect(await statusOf(p.token)).toMatchObject({ status: 'pending' });
    await expect(money.operator.rejectPayout(p.payoutId, 'too late')).rejects.toBeInstanceOf(
      PayoutNotPendingError,
    );
    expect((await money.operator.listPendingPayouts()).map((x) => x.id)).toContain(p.payoutId);
    const decided = await money.operator.approvePayout(p.payoutId);
    expect(decided.status).toBe('paid');
    expect((await clearing()) - sent).toBe(40_000n);
    expect(await balances(p.userId)).toEqual({ main: 60_000n, bonus: 0n, reserved: 0n });
  });

  it('asks the provider outside any transaction, so a database retry never sends twice', async () => {
    const p = await pendingPayout();
    const calls: number[] = [];
    const sendPayout = money.provider.sendPayout.bind(money.provider);
    money.provider.sendPayout = async (request) => {
      // a transaction still open here would make this query wait for it on PGlite's single connection
      await server.database.db.select().from(ledgerTransactions).limit(1);
      calls.push(request.payoutId);
      return sendPayout(request);
    };
    try {
      expect((await money.operator.approvePayout(p.payoutId)).status).toBe('paid');
    } finally {
      money.provider.sendPayout = sendPayout;
    }
    expect(calls).toEqual([p.payoutId]);
  });

  it('two concurrent approvals send the payout once', async () => {
    const p = await pendingPayout();
    const sent = await clearing();
    const results = await Promise.allSettled([
      money.operator.approvePayout(p.payoutId),
      money.operator.approvePayout(p.payoutId),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await clearing()) - sent).toBe(40_000n);
    expect(await balances(p.userId)).toEqual({ main: 60_000n, bonus: 0n, reserved: 0n });
  });

  it('lists pending payouts only, oldest first, with the full destination', async () => {
    const a = await pendingPayout();
    const b = await pendingPayout('4000 0000 0000 9876');
    await money.operator.rejectPayout(a.payoutId, 'test');
    const pending = await money.operator.listPendingPayouts();
    expect(pending.map((x) => x.id)).not.toContain(a.payoutId);
    const mine = pending.find((x) => x.id === b.payoutId);
    expect(mine).toMatchObject({ destination: '4000 0000 0000 9876', email: b.email, status: 'pending' });
    const ids = pending.map((x) => x.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
  });
});

describe('operator adjustments', () => {
  it('credit and debit move the main balance, record the reason and replay a key', async () => {
    const p = await fundedPlayer(server, { funds: 100 });
    const credit = await money.operator.creditPlayer(p.userId, 20.05, '  goodwill  ', 'adj-key-1');
    expect(credit).toMatchObject({ replayed: false, amount: 2_005n, currency: 'RUB' });
    const again = await money.operator.creditPlayer(p.userId, 20.05, 'goodwill', 'adj-key-1');
    expect(again).toMatchObject({ replayed: true, transactionId: credit.transactionId });
    await expect(money.operator.creditPlayer(p.userId, 21, 'goodwill', 'adj-key-1')).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    const debit = await money.operator.debitPlayer(p.userId, 0.05, 'rounding');
    expect(debit.balances).toEqual({ main: 12_000n, bonus: 0n, reserved: 0n });
    const [row] = await server.database.db
      .select({ reason: ledgerTransactions.reason, userId: ledgerTransactions.userId })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, credit.transactionId));
    expect(row).toEqual({ reason: 'goodwill', userId: p.userId });
  });

  it.each([
    ['a debit below zero', -1, 100.01, 'fee', /insufficient_funds/],
    ['a zero amount', 1, 0, 'gift', /greater than zero/],
    ['a fraction beyond the kopeck', 1, 1.001, 'gift', /amount_precision/],
    ['an empty reason', 1, 10, '   ', /A reason is required/],
  ] as const)('refuses %s and writes nothing', async (_name, sign, amount, reason, message) => {
    const p = await fundedPlayer(server, { funds: 100 });
    const before = await moneyRowCounts(server);
    const move = sign > 0 ? money.operator.creditPlayer : money.operator.debitPlayer;
    const error = await move(p.userId, amount, reason).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(JSON.stringify((error as HttpError).errors)).toMatch(message);
    expect(await moneyRowCounts(server)).toEqual(before);
  });

  it('finds players by id or email and names an unknown one', async () => {
    const p = await fundedPlayer(server);
    expect((await money.operator.findPlayer(String(p.userId))).email).toBe(p.email);
    expect((await money.operator.findPlayer(p.email.toUpperCase())).id).toBe(p.userId);
    await expect(money.operator.findPlayer('nobody@example.test')).rejects.toMatchObject({
      code: 'user_not_found',
    });
    await expect(money.operator.creditPlayer(999_999, 1, 'x')).rejects.toMatchObject({
      code: 'user_not_found',
    });
  });

  it('refuses a decision on an unknown payout', async () => {
    await expect(money.operator.approvePayout(999_999)).rejects.toBeInstanceOf(PayoutNotFoundError);
    await expect(money.operator.rejectPayout(999_999, 'x')).rejects.toBeInstanceOf(PayoutNotFoundError);
  });
});

describe('GET /api/v2/billing/payouts', () => {
  it("answers the player's own payouts, newest first", async () => {
    const p = await fundedPlayer(server, { funds: 1_000 });
    const other = await fundedPlayer(server, { funds: 1_000 });
    await requestPayout(server, other.token, { ...CARD, amount: 100 }, freshKey());
    const first = (await requestPayout(server, p.token, { ...CARD, amount: 100 }, freshKey())).json();
    const second = (await requestPayout(server, p.token, { ...CARD, amount: 200 }, freshKey())).json();
    const res = await listPayouts(p.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([second, first]);
    expect(
      (
        await call(server, '/api/v2/billing/payouts?limit=1', undefined, { method: 'GET', token: p.token })
      ).json(),
    ).toEqual([second]);
  });

  it('refuses unknown query parameters', async () => {
    const p = await fundedPlayer(server);
    const res = await call(server, '/api/v2/billing/payouts?all=1', undefined, {
      method: 'GET',
      token: p.token,
    });
    expect(res.statusCode).toBe(422);
  });
});
