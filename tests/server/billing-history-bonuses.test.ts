import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { historyAnswer, type HistoryItem } from '../../src/contract/billing';
import { invoices } from '../../src/server/db/schema';
import {
  cancelBonus,
  forfeitExpiredBonuses,
  grantBonus,
  recordWager,
  type PlayerBonus,
  type WalletDeps,
} from '../../src/server/modules/bonuses/wallet';
import { call, ROOMY_LIMITS } from './accounts';
import { grantOf } from './bonus-wallet';
import { startTestServer, type TestServer } from './harness';
import { entriesSum, fundedPlayer, operatorFor, requestPayout } from './payouts';

let server: TestServer;
let money: ReturnType<typeof operatorFor>;
let deps: WalletDeps;
let player: Awaited<ReturnType<typeof fundedPlayer>>;
let other: Awaited<ReturnType<typeof fundedPlayer>>;
/** Every movement of `player` as [type, amount, bonus name key or description], oldest first. */
const made: [HistoryItem['type'], number, string][] = [];
/** The bonuses of `other`, which `player` must never see. */
const othersBonuses: number[] = [];

let seq = 0;
const HOUR = 3_600_000;

async function grant(userId: number, amount: bigint, name: string, expiresInMs = 24 * HOUR) {
  const bonus = await money.ledger.transaction((tx) =>
    grantBonus(
      deps,
      tx,
      grantOf(userId, new Date(), {
        amount,
        name,
        programId: name.replace(/^bonus\./, ''),
        expiresAt: new Date(Date.now() + expiresInMs),
      }),
    ),
  );
  return bonus!;
}

/** A stake that meets the wagering of a bonus granted with multiplier 1, so it converts. */
function convert(bonus: PlayerBonus) {
  return money.ledger.transaction((tx) =>
    recordWager(deps, tx, {
      userId: bonus.userId,
      currency: 'RUB',
      amount: bonus.wagerRequired,
      source: 'operator',
      reference: `history-bonus-wager-${++seq}`,
    }),
  );
}

/** A completed deposit as the deposit module stores it; the history only reads the table. */
async function deposit(userId: number, shopAmount: bigint) {
  await server.database.db.insert(invoices).values({
    hash: `history-bonus-invoice-${++seq}-${Date.now()}`,
    userId,
    method: 'sbp',
    type: 'phone',
    provider: 'sandbox',
    providerPaymentId: `history-bonus-pay-${seq}-${Date.now()}`,
    currency: 'RUB',
    accountCurrency: 'RUB',
    amount: shopAmount,
    shopAmount,
    commission: 0n,
    status: 3,
    lifeTime: 1200,
    expiresAt: new Date(Date.now() + 600_000),
  });
}

beforeAll(async () => {
  server = await startTestServer({}, undefined, { limits: ROOMY_LIMITS });
  money = operatorFor(server);
  deps = { ledger: money.ledger, now: () => new Date() };
  player = await fundedPlayer(server, { funds: 1_000 });
  made.push(['adjustment', 1_000, 'test funding']);
  const regAndDep = await grant(player.userId, 50_000n, 'bonus.reg_and_dep');
  made.push(['bonus_grant', 500, 'bonus.reg_and_dep']);
  await deposit(player.userId, 150_000n);
  made.push(['deposit', 1_500, 'SBP transfer by phone number']);
  // another player's bonuses move between the player's own movements
  other = await fundedPlayer(server, { funds: 700 });
  const othersFirst = await grant(other.userId, 70_000n, 'bonus.reg_and_dep');
  othersBonuses.push(othersFirst.id);
  expect((await convert(regAndDep)).converted?.status).toBe('converted');
  made.push(['bonus_convert', 500, 'bonus.reg_and_dep']);
  await convert(othersFirst);
  const payout = await requestPayout(
    server,
    player.token,
    { method: 'card-rub', amount: 100, destination: '4000 0000 0000 1234' },
    `history-bonus-payout-${Date.now()}`,
  );
  expect(payout.statusCode, payout.body).toBe(201);
  made.push(['payout', -100, 'Bank card (Visa, Mastercard, Mir)']);
  const welcome = await grant(player.userId, 30_000n, 'bonus.welcome.step1');
  made.push(['bonus_grant', 300, 'bonus.welcome.step1']);
  await cancelBonus(deps, player.userId, welcome.id);
  made.push(['bonus_forfeit', -300, 'bonus.welcome.step1']);
  const othersSecond = await grant(other.userId, 40_000n, 'bonus.promo.no_deposit');
  othersBonuses.push(othersSecond.id);
  await cancelBonus(deps, other.userId, othersSecond.id);
  await grant(player.userId, 20_000n, 'bonus.promo.no_deposit', HOUR);
  made.push(['bonus_grant', 200, 'bonus.promo.no_deposit']);
  await money.operator.debitPlayer(player.userId, 50, 'chargeback');
  made.push(['adjustment', -50, 'chargeback']);
  // the expiry sweep, two hours on
  expect(await forfeitExpiredBonuses(deps, new Date(Date.now() + 2 * HOUR))).toBe(1);
  made.push(['bonus_forfeit', -200, 'bonus.promo.no_deposit']);
}, 120_000);
afterAll(() => server.close());
afterEach(async () => {
  expect(await entriesSum(server)).toBe(0n);
});

const history = (query = '', token = player.token) =>
  call(server, `/api/v2/billing/history${query}`, undefined, {
    method: 'GET',
    token,
    headers: { 'accept-language': 'en-US,en;q=0.9' },
  });
const shape = (items: HistoryItem[]) => items.map((i) => [i.type, i.amount, i.bonus?.name ?? i.description]);
const newestFirst = () => [...made].reverse();
const everything = async (token = player.token) =>
  historyAnswer.parse((await history('?per_page=100', token)).json()).data;

describe('bonus movements in GET /api/v2/billing/history', () => {
  it('lists bonuses credited, converted and forfeited among the deposits, payouts and adjustments, newest first', async () => {
    const res = await history('?per_page=100');
    expect(res.statusCode, res.body).toBe(200);
    const body = historyAnswer.parse(res.json());
    expect(shape(body.data)).toEqual(newestFirst());
    expect(body.meta.total).toBe(made.length);
    expect(new Set(body.data.map((i) => i.id)).size).toBe(made.length);
  });

  it('names the bonus of a bonus movement by its program, and no other movement carries a bonus', async () => {
    const items = await everything();
    const bonusItems = items.filter((i) => i.type.startsWith('bonus_'));
    expect(bonusItems).toHaveLength(6);
    for (const item of bonusItems) {
      expect(item).toMatchObject({ status: 'completed', currency: 'RUB', description: '' });
      expect(item.bonus).toEqual({
        id: expect.any(Number),
        program_id: item.bonus!.name.replace(/^bonus\./, ''),
        name: expect.stringMatching(/^bonus\./),
      });
    }
    // the credit and the forfeit of one bonus name the same bonus
    const welcome = bonusItems.filter((i) => i.bonus!.name === 'bonus.welcome.step1');
    expect(welcome.map((i) => i.type)).toEqual(['bonus_forfeit', 'bonus_grant']);
    expect(welcome[0]!.bonus!.id).toBe(welcome[1]!.bonus!.id);
    expect(items.filter((i) => !i.type.startsWith('bonus_')).every((i) => !('bonus' in i))).toBe(true);
  });

  it('adds up to the balances: the bonus rows explain the bonus balance and, with the others, the main one', async () => {
    const items = await everything();
    const sum = (...types: HistoryItem['type'][]) =>
      items.filter((i) => types.includes(i.type)).reduce((total, i) => total + i.amount, 0);
    expect([sum('bonus_grant'), sum('bonus_convert'), sum('bonus_forfeit')]).toEqual([1_000, 500, -500]);
    const { user } = (
      await call(server, '/profile/user', undefined, { method: 'GET', token: player.token })
    ).json();
    // a conversion leaves the bonus balance for main; every bonus of the player has ended
    expect(user.bonus_balance).toBe(sum('bonus_grant', 'bonus_forfeit') - sum('bonus_convert'));
    expect(user.bonus_balance).toBe(0);
    // the deposit here is only a table row: no money was credited for it
    expect(user.balance).toBe(sum('adjustment', 'payout', 'bonus_convert'));
    expect(user.balance).toBe(1_350);
  });

  it.each(['bonus_grant', 'bonus_convert', 'bonus_forfeit'] as const)(
    'filters by type %s, alone and with a status',
    async (type) => {
      const expected = newestFirst().filter(([t]) => t === type);
      const body = (await history(`?type=${type}&per_page=100`)).json();
      expect(shape(body.data)).toEqual(expected);
      expect(body.meta.total).toBe(expected.length);
      const completed = (await history(`?type=${type}&status=completed`)).json();
      expect(shape(completed.data)).toEqual(expected);
      expect((await history(`?type=${type}&status=pending`)).json().meta.total).toBe(0);
    },
  );

  it('pages through the interleaved movements without losing or repeating one', async () => {
    for (const perPage of [1, 2, 3, 4]) {
      const pages: HistoryItem[] = [];
      const pageCount = Math.ceil(made.length / perPage);
      for (let page = 1; page <= pageCount + 1; page++) {
        const body = historyAnswer.parse((await history(`?per_page=${perPage}&page=${page}`)).json());
        expect(body.meta.total).toBe(made.length);
        pages.push(...body.data);
      }
      expect(shape(pages), `per_page=${perPage}`).toEqual(newestFirst());
      expect(new Set(pages.map((i) => i.id)).size).toBe(made.length);
    }
  });

  it('shows each player only their own bonus movements', async () => {
    const mine = await everything();
    expect(mine.some((i) => othersBonuses.includes(i.bonus?.id ?? -1))).toBe(false);
    const theirs = await everything(other.token);
    expect(shape(theirs)).toEqual([
      ['bonus_forfeit', -400, 'bonus.promo.no_deposit'],
      ['bonus_grant', 400, 'bonus.promo.no_deposit'],
      ['bonus_convert', 700, 'bonus.reg_and_dep'],
      ['bonus_grant', 700, 'bonus.reg_and_dep'],
      ['adjustment', 700, 'test funding'],
    ]);
    expect(
      theirs
        .filter((i) => i.bonus)
        .map((i) => i.bonus!.id)
        .sort(),
    ).toEqual([...othersBonuses, ...othersBonuses].sort());
    expect(mine.some((i) => theirs.some((t) => t.id === i.id))).toBe(false);
  });
});
