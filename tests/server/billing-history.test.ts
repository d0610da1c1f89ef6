import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { historyAnswer, type HistoryItem } from '../../src/contract/billing';
import { invoices } from '../../src/server/db/schema';
import { call, ROOMY_LIMITS } from './accounts';
import { startTestServer, type TestServer } from './harness';
import { entriesSum, fundedPlayer, operatorFor, requestPayout } from './payouts';

let server: TestServer;
let money: ReturnType<typeof operatorFor>;
let player: Awaited<ReturnType<typeof fundedPlayer>>;
/** Every movement of `player` as [type, amount, status, description], oldest first. */
const made: [HistoryItem['type'], number, HistoryItem['status'], string][] = [];

let invoiceSeq = 0;
/** An invoice row as the deposit module would store it; the history only reads the table. */
async function invoice(userId: number, status: 1 | 2 | 3 | 4, shopAmount: bigint, expiresInMs = 600_000) {
  const n = ++invoiceSeq;
  await server.database.db.insert(invoices).values({
    hash: `history-invoice-${n}-${Date.now()}`,
    userId,
    method: 'sbp',
    type: 'phone',
    provider: 'sandbox',
    providerPaymentId: `history-pay-${n}-${Date.now()}`,
    currency: 'RUB',
    accountCurrency: 'RUB',
    amount: shopAmount,
    shopAmount,
    commission: 0n,
    status,
    lifeTime: 1200,
    expiresAt: new Date(Date.now() + expiresInMs),
  });
}

async function payout(amount: number, destination = '4000 0000 0000 1234') {
  const res = await requestPayout(
    server,
    player.token,
    { method: 'card-rub', amount, destination },
    `history-${amount}-${Date.now()}`,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeAll(async () => {
  server = await startTestServer({}, undefined, { limits: ROOMY_LIMITS });
  money = operatorFor(server);
  player = await fundedPlayer(server, { funds: 5_000 });
  made.push(['adjustment', 5_000, 'completed', 'test funding']);
  await invoice(player.userId, 3, 150_000n);
  made.push(['deposit', 1_500, 'completed', 'SBP transfer by phone number']);
  await invoice(player.userId, 2, 20_000n);
  made.push(['deposit', 200, 'failed', 'SBP transfer by phone number']);
  await invoice(player.userId, 1, 30_000n);
  made.push(['deposit', 300, 'pending', 'SBP transfer by phone number']);
  // still waiting in the table, but past its life time: the sweep has not run yet
  await invoice(player.userId, 1, 40_000n, -1_000);
  made.push(['deposit', 400, 'expired', 'SBP transfer by phone number']);
  await invoice(player.userId, 4, 50_000n);
  made.push(['deposit', 500, 'expired', 'SBP transfer by phone number']);
  await payout(100);
  made.push(['payout', -100, 'pending', 'Bank card (Visa, Mastercard, Mir)']);
  await money.operator.approvePayout(await payout(200));
  made.push(['payout', -200, 'completed', 'Bank card (Visa, Mastercard, Mir)']);
  await money.operator.rejectPayout(await payout(300), 'documents missing');
  made.push(['payout', -300, 'rejected', 'Bank card (Visa, Mastercard, Mir)']);
  await money.operator.approvePayout(await payout(400, '4000 0000 0000 0002'));
  made.push(['payout', -400, 'failed', 'Bank card (Visa, Mastercard, Mir)']);
  await money.operator.debitPlayer(player.userId, 50.25, 'chargeback of a bonus');
  made.push(['adjustment', -50.25, 'completed', 'chargeback of a bonus']);
  // someone else's money never shows
  const other = await fundedPlayer(server, { funds: 700 });
  await invoice(other.userId, 3, 10_000n);
}, 120_000);
afterAll(() => server.close());
afterEach(async () => {
  expect(await entriesSum(server)).toBe(0n);
});

const history = (query = '', token = player.token, language = 'en-US,en;q=0.9') =>
  call(server, `/api/v2/billing/history${query}`, undefined, {
    method: 'GET',
    token,
    headers: { 'accept-language': language },
  });
const shape = (items: HistoryItem[]) => items.map((i) => [i.type, i.amount, i.status, i.description]);
const newestFirst = () => [...made].reverse();

describe('GET /api/v2/billing/history', () => {
  it('answers every money movement of the player, newest first', async () => {
    const res = await history('?per_page=100');
    expect(res.statusCode, res.body).toBe(200);
    const body = historyAnswer.parse(res.json());
    expect(shape(body.data)).toEqual(newestFirst());
    expect(body.meta).toEqual({ page: 1, per_page: 100, total: made.length });
    expect(new Set(body.data.map((i) => i.id)).size).toBe(made.length);
    expect(body.data.every((i) => i.currency === 'RUB' && !Number.isNaN(Date.parse(i.created_at)))).toBe(
      true,
    );
  });

  it('names each payment method in the language the request asks for, Russian by default', async () => {
    const descriptions = async (language: string) =>
      (await history('?type=payout&per_page=1', player.token, language)).json().data[0].description;
    expect(await descriptions('ru-RU,ru;q=0.9')).toBe('Банковская карта (Visa, Mastercard, Мир)');
    expect(await descriptions('kk-KZ')).toBe('Банк картасы (Visa, Mastercard, Мир)');
    expect(await descriptions('en-US')).toBe('Bank card (Visa, Mastercard, Mir)');
    expect(await descriptions('')).toBe('Банковская карта (Visa, Mastercard, Мир)');
  });

  it('filters by type and by status, alone and together', async () => {
    const expected = (type?: string, status?: string) =>
      newestFirst().filter(([t, , s]) => (!type || t === type) && (!status || s === status));
    for (const [type, status] of [
      ['payout', undefined],
      ['adjustment', undefined],
      [undefined, 'completed'],
      [undefined, 'expired'],
      ['deposit', 'pending'],
      ['payout', 'expired'],
    ] as const) {
      const query = new URLSearchParams({
        per_page: '100',
        ...(type ? { type } : {}),
        ...(status ? { status } : {}),
      });
      const body = (await history(`?${query}`)).json();
      expect(shape(body.data), `${type} ${status}`).toEqual(expected(type, status));
      expect(body.meta.total).toBe(expected(type, status).length);
    }
  });

  it('pages through the movements with the total on every page', async () => {
    const pages: HistoryItem[] = [];
    for (let page = 1; page <= 4; page++) {
      const body = (await history(`?per_page=3&page=${page}`)).json();
      expect(body.meta).toEqual({ page, per_page: 3, total: made.length });
      expect(body.data.length).toBe(Math.max(0, Math.min(3, made.length - (page - 1) * 3)));
      pages.push(...body.data);
    }
    expect(shape(pages)).toEqual(newestFirst());
    const beyond = (await history('?per_page=3&page=50')).json();
    expect(beyond).toEqual({ data: [], meta: { page: 50, per_page: 3, total: made.length } });
  });

  it('defaults to the first page of 20', async () => {
    expect((await history()).json().meta).toEqual({ page: 1, per_page: 20, total: made.length });
  });

  it.each(['?per_page=0', '?per_page=101', '?page=0', '?type=bonus', '?status=paid', '?sort=asc'])(
    'refuses %s with 422',
    async (query) => {
      const res = await history(query);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('validation_failed');
    },
  );

  it('needs a session', async () => {
    expect((await history('', '')).statusCode).toBe(401);
  });
});
