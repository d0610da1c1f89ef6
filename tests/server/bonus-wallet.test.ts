import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { playerBonuses } from '../../src/server/db/schema';
import { createLedger, type Ledger } from '../../src/server/ledger/ledger';
import {
  ActiveBonusExistsError,
  BonusNotActiveError,
  BonusNotFoundError,
  cancelBonus,
  forfeitExpiredBonuses,
  grantBonus,
  listPlayerBonuses,
  recordWager,
  wagerRequirement,
  type WalletDeps,
  type Wager,
} from '../../src/server/modules/bonuses/wallet';
import { testClock } from './accounts';
import { endingsOf, grantOf, newPlayer, spendBonus, walletRowCounts } from './bonus-wallet';
import { ledgerInvariants, SOUND_LEDGER } from './ledger-invariants';
import { openTestDatabase } from './test-database';

let database: Database;
let ledger: Ledger;
const clock = testClock();
let deps: WalletDeps;
let wagerSeq = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  ledger = createLedger(database.db);
  deps = { ledger, now: clock.now };
});
afterAll(() => database.close());

const db = () => database.db;
const grant = (g: Parameters<typeof grantOf>[0], extra?: Parameters<typeof grantOf>[2]) =>
  ledger.transaction((tx) => grantBonus(deps, tx, grantOf(g, clock.now(), extra)));
const wager = (userId: number, amount: bigint, extra: Partial<Wager> = {}) =>
  ledger.transaction((tx) =>
    recordWager(deps, tx, {
      userId,
      currency: 'RUB',
      amount,
      source: 'game',
      reference: `test-wager-${++wagerSeq}`,
      ...extra,
    }),
  );
const bonusRow = async (id: number) =>
  (await db().select().from(playerBonuses).where(eq(playerBonuses.id, id)))[0]!;

describe('granting a bonus', () => {
  it('credits the bonus balance from the house and starts its wagering', async () => {
    const userId = await newPlayer(db(), 'grant');
    const bonus = await grant(userId, { amount: 5_000n, wagerMultiplier: 35 });
    expect(bonus).toMatchObject({
      userId,
      status: 'active',
      amount: 5_000n,
      wagerRequired: 175_000n,
      wagerProgress: 0n,
      finishedAt: null,
    });
    expect(await ledger.balances(userId, 'RUB')).toEqual({ main: 0n, bonus: 5_000n, reserved: 0n });
    const [tx] = rowsOf<{ kind: string; reference: string }>(
      await db().execute(
        sql`select kind, reference from ledger_transactions where idempotency_key = ${`bonus:grant:${bonus!.id}`}`,
      ),
    );
    expect(tx).toEqual({ kind: 'bonus_grant', reference: `bonus:${bonus!.id}` });
    expect(await ledgerInvariants(db())).toEqual(SOUND_LEDGER);
  });

  it('answers null to a replayed source and writes nothing', async () => {
    const userId = await newPlayer(db(), 'replay');
    const g = grantOf(userId, clock.now());
    const first = await ledger.transaction((tx) => grantBonus(deps, tx, g));
    expect(first).not.toBeNull();
    const before = await walletRowCounts(db());
    expect(await ledger.transaction((tx) => grantBonus(deps, tx, g))).toBeNull();
    expect(await walletRowCounts(db())).toEqual(before);
    expect((await ledger.balances(userId, 'RUB')).bonus).toBe(10_000n);
    // a webhook retried after the bonus's time is up is still a replay
    clock.advance(86_400_000);
    expect(await ledger.transaction((tx) => grantBonus(deps, tx, g))).toBeNull();
    expect(await walletRowCounts(db())).toEqual(before);
  });

  it('refuses a second active bonus in a currency, writes nothing, and leaves the caller transaction usable', async () => {
    const userId = await newPlayer(db(), 'second');
    const first = await grant(userId);
    const before = await walletRowCounts(db());
    const outcome = await ledger.transaction(async (tx) => {
      const refusal = await grantBonus(deps, tx, grantOf(userId, clock.now())).catch((e: unknown) => e);
      // the caller goes on after the refusal, e.g. records that the deposit earned no bonus
      await tx.execute(sql`select 1`);
      return refusal;
    });
    expect(outcome).toBeInstanceOf(ActiveBonusExistsError);
    expect(outcome).toMatchObject({ statusCode: 409, code: 'bonus_active_exists', activeBonusId: first!.id });
    expect(await walletRowCounts(db())).toEqual(before);
    const other = await grant(userId, { currency: 'KZT' });
    expect(other).toMatchObject({ currency: 'KZT', status: 'active' });
  });

  it('computes the wager requirement exactly and refuses nonsense', () => {
    expect(wagerRequirement(10_001n, 1.5)).toBe(15_002n);
    expect(wagerRequirement(333n, 0.01)).toBe(4n);
    expect(wagerRequirement(100n, 35)).toBe(3_500n);
    for (const bad of [0, -1, 0.001, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => wagerRequirement(100n, bad)).toThrow(/multiplier/);
  });

  it('refuses a bonus that is already expired or has no amount', async () => {
    const userId = await newPlayer(db(), 'bad-grant');
    const before = await walletRowCounts(db());
    await expect(grant(userId, { expiresAt: clock.now() })).rejects.toThrow(/expire/);
    await expect(grant(userId, { amount: 0n })).rejects.toThrow(/positive/);
    expect(await walletRowCounts(db())).toEqual(before);
  });
});

describe('wagering', () => {
  it('adds each new stake to the active bonus of its currency, once per reference', async () => {
    const userId = await newPlayer(db(), 'progress');
    const bonus = (await grant(userId, { amount: 1_000n, wagerMultiplier: 3 }))!;
    expect(await wager(userId, 700n, { reference: 'progress-1' })).toEqual({
      recorded: true,
      converted: null,
    });
    expect(await wager(userId, 700n, { reference: 'progress-1' })).toEqual({
      recorded: false,
      converted: null,
    });
    await wager(userId, 500n, { currency: 'KZT' });
    await wager(userId, 300n, { source: 'operator' });
    expect((await bonusRow(bonus.id)).wagerProgress).toBe(1_000n);
    const [count] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from wagers where user_id = ${userId}`),
    );
    expect(count!.n).toBe(3);
  });

  it('records the turnover of a player with no bonus and moves no money', async () => {
    const userId = await newPlayer(db(), 'no-bonus');
    const before = await walletRowCounts(db());
    expect(await wager(userId, 100n)).toEqual({ recorded: true, converted: null });
    expect(await walletRowCounts(db())).toEqual({ ...before, wagers: before.wagers! + 1 });
  });

  it('converts the remainder to main exactly once when the wager is met', async () => {
    const userId = await newPlayer(db(), 'convert');
    const bonus = (await grant(userId, { amount: 10_000n, wagerMultiplier: 2 }))!;
    await ledger.transaction((tx) => spendBonus(ledger, tx, userId, 'RUB', 3_500n));
    expect((await wager(userId, 19_999n)).converted).toBeNull();
    const { converted } = await wager(userId, 5_000n);
    expect(converted).toMatchObject({
      id: bonus.id,
      status: 'converted',
      convertedAmount: 6_500n,
      forfeitedAmount: null,
      wagerProgress: 20_000n,
    });
    expect(converted!.finishedAt).toEqual(clock.now());
    expect(await ledger.balances(userId, 'RUB')).toEqual({ main: 6_500n, bonus: 0n, reserved: 0n });
    expect(await endingsOf(db(), bonus.id)).toEqual([{ kind: 'bonus_convert', amount: '6500' }]);
    // later stakes count as turnover only
    expect(await wager(userId, 50_000n)).toEqual({ recorded: true, converted: null });
    await expect(cancelBonus(deps, userId, bonus.id)).rejects.toBeInstanceOf(BonusNotActiveError);
    expect(await ledger.balances(userId, 'RUB')).toEqual({ main: 6_500n, bonus: 0n, reserved: 0n });
    expect(await ledgerInvariants(db())).toEqual(SOUND_LEDGER);
  });

  it('converts a bonus whose money was all lost without a ledger movement', async () => {
    const userId = await newPlayer(db(), 'zero');
    const bonus = (await grant(userId, { amount: 2_000n }))!;
    await ledger.transaction((tx) => spendBonus(ledger, tx, userId, 'RUB', 2_000n));
    const before = await walletRowCounts(db());
    const { converted } = await wager(userId, 2_000n);
    expect(converted).toMatchObject({ status: 'converted', convertedAmount: 0n });
    expect(await endingsOf(db(), bonus.id)).toEqual([]);
    expect(await walletRowCounts(db())).toEqual({
      ...before,
      wagers: before.wagers! + 1,
      active: before.active! - 1,
    });
  });

  it('lets a new bonus be granted once the previous one converted', async () => {
    const userId = await newPlayer(db(), 'next');
    await grant(userId, { amount: 100n });
    await wager(userId, 100n);
    expect(await grant(userId, { amount: 200n })).toMatchObject({ status: 'active', amount: 200n });
    expect(await ledger.balances(userId, 'RUB')).toEqual({ main: 100n, bonus: 200n, reserved: 0n });
  });
});

describe('expiry', () => {
  it('stops counting stakes at expiry and forfeits the remainder to the house once', async () => {
    const userId = await newPlayer(db(), 'expire');
    const bonus = (await grant(userId, {
      amount: 4_000n,
      expiresAt: new Date(clock.now().getTime() + 60_000),
    }))!;
    await ledger.transaction((tx) => spendBonus(ledger, tx, userId, 'RUB', 1_000n));
    clock.advance(60_000);
    expect(await wager(userId, 4_000n)).toEqual({ recorded: true, converted: null });
    expect((await bonusRow(bonus.id)).wagerProgress).toBe(0n);
    expect(await forfeitExpiredBonuses(deps, clock.now())).toBeGreaterThanOrEqual(1);
    expect(await bonusRow(bonus.id)).toMatchObject({ status: 'forfeited', forfeitedAmount: 3_000n });
    expect(await ledger.balances(userId, 'RUB')).toEqual({ main: 0n, bonus: 0n, reserved: 0n });
    expect(await endingsOf(db(), bonus.id)).toEqual([{ kind: 'bonus_forfeit', amount: '3000' }]);
    const before = await walletRowCounts(db());
    expect(await forfeitExpiredBonuses(deps, clock.now())).toBe(0);
    expect(await walletRowCounts(db())).toEqual(before);
  });

  it('leaves bonuses that have not expired alone', async () => {
    const userId = await newPlayer(db(), 'not-yet');
    const bonus = (await grant(userId))!;
    await forfeitExpiredBonuses(deps, new Date(bonus.expiresAt.getTime() - 1));
    expect((await bonusRow(bonus.id)).status).toBe('active');
  });
});

describe('cancelling', () => {
  it('returns the remainder to the house and ends the bonus', async () => {
    const userId = await newPlayer(db(), 'cancel');
    const bonus = (await grant(userId, { amount: 3_000n }))!;
    await wager(userId, 1_000n);
    const cancelled = await cancelBonus(deps, userId, bonus.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', forfeitedAmount: 3_000n, wagerProgress: 1_000n });
    expect(await ledger.balances(userId, 'RUB')).toEqual({ main: 0n, bonus: 0n, reserved: 0n });
    expect(await endingsOf(db(), bonus.id)).toEqual([{ kind: 'bonus_forfeit', amount: '3000' }]);
    expect(await listPlayerBonuses(db(), userId)).toEqual({ active: [], history: [cancelled] });
  });

  it("answers 404 for someone else's bonus or an unknown id, writing nothing", async () => {
    const owner = await newPlayer(db(), 'owner');
    const stranger = await newPlayer(db(), 'stranger');
    const bonus = (await grant(owner))!;
    const before = await walletRowCounts(db());
    const refusal = await cancelBonus(deps, stranger, bonus.id).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(BonusNotFoundError);
    expect(refusal).toMatchObject({ statusCode: 404, code: 'not_found' });
    await expect(cancelBonus(deps, owner, 9_000_000_000)).rejects.toBeInstanceOf(BonusNotFoundError);
    expect(await walletRowCounts(db())).toEqual(before);
    expect(await bonusRow(bonus.id)).toEqual(bonus);
  });

  it('answers 409 for a bonus that already ended, writing nothing', async () => {
    const userId = await newPlayer(db(), 'ended');
    const bonus = (await grant(userId))!;
    const cancelled = await cancelBonus(deps, userId, bonus.id);
    const before = await walletRowCounts(db());
    const refusal = await cancelBonus(deps, userId, bonus.id).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(BonusNotActiveError);
    expect(refusal).toMatchObject({ statusCode: 409, code: 'bonus_not_active' });
    expect(await walletRowCounts(db())).toEqual(before);
    expect(await bonusRow(bonus.id)).toEqual(cancelled);
  });
});

describe('listing', () => {
  it('splits the active bonuses from the ended ones, newest first', async () => {
    const userId = await newPlayer(db(), 'list');
    const a = (await grant(userId, { amount: 100n }))!;
    await wager(userId, 100n);
    const b = (await grant(userId, { amount: 200n }))!;
    await cancelBonus(deps, userId, b.id);
    const c = (await grant(userId, { amount: 300n }))!;
    const d = (await grant(userId, { amount: 400n, currency: 'KZT' }))!;
    const { active, history } = await listPlayerBonuses(db(), userId);
    expect(active.map((x) => x.id)).toEqual([d.id, c.id]);
    expect(history.map((x) => [x.id, x.status])).toEqual([
      [b.id, 'cancelled'],
      [a.id, 'converted'],
    ]);
  });
});
