import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import type { Currency } from '../../src/contract/constants';
import type { Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { ledgerTransactions, vipRewards } from '../../src/server/db/schema';
import { systemBalance } from '../../src/server/ledger/accounts';
import { createLedger, type Ledger } from '../../src/server/ledger/ledger';
import { vipRewardsJob } from '../../src/server/modules/vip/rakeback-job';
import { recordingLog } from './jobs-support';
import { createRakeback, RAKEBACK_GRACE_MS } from '../../src/server/modules/vip/rakeback';
import { TEST_ENV } from './harness';
import { openTestDatabase } from './test-database';
import { addWager, countRows, insertVipPlayer } from './vip-players';
import { HOUR, NOW, W01, W02, W52 } from './vip-weeks';

let database: Database;
let ledger: Ledger;
beforeAll(async () => {
  database = await openTestDatabase();
  ledger = createLedger(database.db);
}, 60_000);
afterAll(() => database.close());

const player = (currency?: Currency) => insertVipPlayer(database.db, currency);
const rakebackAt = (now: Date, withLedger: Ledger = ledger) =>
  createRakeback({ db: database.db, ledger: withLedger, now: () => now });
const mainOf = async (userId: number, currency: Currency = 'RUB') =>
  (await ledger.balances(userId, currency)).main;
const rewardsOf = (userId: number) =>
  database.db.select().from(vipRewards).where(eq(vipRewards.userId, userId)).orderBy(vipRewards.period);
const house = async (currency: Currency = 'RUB') =>
  systemBalance(database.db, await ledger.accounts.system('house', currency));
async function entriesBalance(): Promise<bigint> {
  const [row] = rowsOf<{ total: string }>(
    await database.db.execute(sql`select coalesce(sum(amount), 0)::text as total from ledger_entries`),
  );
  return BigInt(row!.total);
}

describe('weekly rakeback', () => {
  it('credits each closed week its turnover times the rate of the level at the week’s end, rounded down', async () => {
    const a = await player();
    const houseBefore = await house();
    // 2029-W52: 100.00 → bronze at the week's end (5 bps): 5 kopecks
    await addWager(database.db, a, 10_000n, new Date(W52.getTime() + HOUR));
    // 2030-W01: 333.33 more (total 433.33, still bronze): 16.6665 → 16 kopecks
    await addWager(database.db, a, 33_333n, new Date(W02.getTime() - 1));
    // 2030-W02 is open: a stake now makes the player gold but is neither paid nor changes W01's level
    await addWager(database.db, a, 30_000_000n, W02);
    const run = await rakebackAt(NOW).run();
    expect(run.periods).toEqual(['2029-W50', '2029-W51', '2029-W52', '2030-W01']);
    expect(run.failed).toEqual([]);
    expect(
      run.credited.filter((c) => c.userId === a).map((c) => [c.period, c.level, c.turnover, c.amount]),
    ).toEqual([
      ['2029-W52', 'bronze', 10_000n, 5n],
      ['2030-W01', 'bronze', 33_333n, 16n],
    ]);
    expect(await mainOf(a)).toBe(21n);
    expect(await house()).toBe(houseBefore - 21n);
    expect(await entriesBalance()).toBe(0n);
    const rewards = await rewardsOf(a);
    expect(rewards.map((r) => [r.period, r.level, r.rakebackBps, r.turnover, r.amount])).toEqual([
      ['2029-W52', 'bronze', 5, 10_000n, 5n],
      ['2030-W01', 'bronze', 5, 33_333n, 16n],
    ]);
    const [tx] = await database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `vip:rakeback:${a}:2030-W01`));
    expect(tx).toMatchObject({
      kind: 'adjustment',
      userId: a,
      currency: 'RUB',
      reason: 'VIP rakeback 2030-W01',
    });
    expect(rewards[1]!.ledgerTransactionId).toBe(tx!.id);
  });

  it('uses the rate of the level reached by the week’s end, even when it was reached during the week', async () => {
    const b = await player();
    // 49,999.99 before W01, then 0.01 on its first second: silver (10 bps) for the whole of W01
    await addWager(database.db, b, 4_999_999n, new Date(W01.getTime() - HOUR));
    await addWager(database.db, b, 1n, W01);
    await addWager(database.db, b, 1_000_000n, new Date(W01.getTime() + HOUR));
    await rakebackAt(NOW).run();
    expect((await rewardsOf(b)).map((r) => [r.period, r.level, r.turnover, r.amount])).toEqual([
      ['2029-W52', 'bronze', 4_999_999n, 2_499n],
      ['2030-W01', 'silver', 1_000_001n, 1_000n],
    ]);
    expect(await mainOf(b)).toBe(3_499n);
  });

  it('credits a week once however often it runs', async () => {
    const c = await player();
    await addWager(database.db, c, 1_000_000n, new Date(W01.getTime() + HOUR));
    const first = await rakebackAt(NOW).run();
    expect(first.credited.filter((x) => x.userId === c)).toHaveLength(1);
    const counts = async () => [
      await countRows(database.db, 'vip_rewards'),
      await countRows(database.db, 'ledger_transactions'),
    ];
    const before = await counts();
    for (const at of [NOW, new Date(NOW.getTime() + HOUR), new Date(NOW.getTime() + 24 * HOUR)]) {
      const again = await rakebackAt(at).run();
      expect(again.credited).toEqual([]);
    }
    expect((await rakebackAt(NOW).run('2030-W01')).credited).toEqual([]);
    expect(await counts()).toEqual(before);
    expect(await mainOf(c)).toBe(500n);
  });

  it('credits nothing and records nothing without turnover, below the first level, or when it rounds to zero', async () => {
    const none = await player();
    const below = await player();
    await addWager(database.db, below, 9_999n, new Date(W01.getTime() + HOUR));
    const tiny = await player();
    // 100.00 earlier makes bronze; 0.01 in W01 earns 0.0005 kopecks
    await addWager(database.db, tiny, 10_000n, new Date('2029-06-01T00:00:00Z'));
    await addWager(database.db, tiny, 1n, new Date(W01.getTime() + HOUR));
    const run = await rakebackAt(NOW).run();
    for (const userId of [none, below, tiny]) {
      expect(run.credited.filter((x) => x.userId === userId)).toEqual([]);
      expect(await rewardsOf(userId)).toEqual([]);
      expect(await mainOf(userId)).toBe(0n);
    }
    const keys = await database.db
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `vip:rakeback:${below}:%`));
    expect(keys).toEqual([]);
  });

  it('counts only stakes in the account currency, and pays in it', async () => {
    const kzt = await player('KZT');
    await addWager(database.db, kzt, 100_000_000n, new Date(W01.getTime() + HOUR), 'RUB');
    await addWager(database.db, kzt, 2_000_000n, new Date(W01.getTime() + HOUR), 'KZT');
    const run = await rakebackAt(NOW).run();
    expect(run.credited.filter((x) => x.userId === kzt)).toMatchObject([
      { currency: 'KZT', turnover: 2_000_000n, amount: 1_000n, level: 'bronze' },
    ]);
    expect(await mainOf(kzt, 'KZT')).toBe(1_000n);
    expect(await mainOf(kzt, 'RUB')).toBe(0n);
  });

  it('lets one player’s failure hold back nobody else’s, and pays that player on the next run', async () => {
    const failing = await player();
    const fine = await player();
    for (const userId of [failing, fine])
      await addWager(database.db, userId, 200_000n, new Date(W01.getTime() + HOUR));
    const broken: Ledger = {
      ...ledger,
      adjust: async (tx, m) => {
        if (m.userId === failing) throw new Error('ledger unavailable');
        return ledger.adjust(tx, m);
      },
    };
    const run = await rakebackAt(NOW, broken).run();
    expect(run.failed.map((f) => [f.userId, f.period])).toEqual([[failing, '2030-W01']]);
    expect(await mainOf(fine)).toBe(100n);
    // the claim rolled back with the failed movement, so nothing stands in the way of the next run
    expect(await rewardsOf(failing)).toEqual([]);
    expect((await rakebackAt(NOW).run()).credited.map((c) => c.userId)).toEqual([failing]);
    expect(await mainOf(failing)).toBe(100n);
  });

  it('pays one given closed week only, and refuses a week that is open, in its grace time or not a week', async () => {
    const d = await player();
    await addWager(database.db, d, 1_000_000n, new Date(W52.getTime() + HOUR));
    await addWager(database.db, d, 1_000_000n, new Date(W01.getTime() + HOUR));
    const one = await rakebackAt(NOW).run('2029-W52');
    expect(one.periods).toEqual(['2029-W52']);
    expect(one.credited.map((c) => [c.userId, c.period])).toEqual([[d, '2029-W52']]);
    expect((await rewardsOf(d)).map((r) => r.period)).toEqual(['2029-W52']);

    const justClosed = new Date(W02.getTime() + RAKEBACK_GRACE_MS - 1);
    for (const [at, period, text] of [
      [NOW, '2030-W02', 'Week 2030-W02 has not closed yet'],
      [justClosed, '2030-W01', 'Week 2030-W01 has not closed yet'],
      [NOW, '2029-W53', '"2029-W53" is not a week like 2026-W46'],
    ] as const) {
      await expect(rakebackAt(at).run(period)).rejects.toMatchObject({
        statusCode: 422,
        errors: { period: [`validation_failed: ${text}`] },
      });
    }
    // within the grace time the window still ends with the week before
    expect(rakebackAt(justClosed).closedPeriods().at(-1)?.id).toBe('2029-W52');
    expect(
      rakebackAt(new Date(W02.getTime() + RAKEBACK_GRACE_MS))
        .closedPeriods()
        .at(-1)?.id,
    ).toBe('2030-W01');
    expect((await rewardsOf(d)).map((r) => r.period)).toEqual(['2029-W52']);
  });

  it('pays once when several runs, each with its own ledger as in separate processes, go at once', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => player()));
    for (const [i, userId] of players.entries())
      await addWager(database.db, userId, BigInt(100_000 * (i + 1)), new Date(W01.getTime() + HOUR));
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => rakebackAt(NOW, createLedger(database.db)).run()),
    );
    expect(runs.flatMap((r) => r.failed)).toEqual([]);
    const credited = runs.flatMap((r) => r.credited).filter((c) => players.includes(c.userId));
    expect(credited.map((c) => c.userId).sort()).toEqual([...players].sort());
    for (const [i, userId] of players.entries()) {
      expect(await rewardsOf(userId)).toHaveLength(1);
      expect(await mainOf(userId)).toBe(BigInt(50 * (i + 1)));
    }
    expect(await entriesBalance()).toBe(0n);
  });
});

describe('the rakeback job', () => {
  it('pays closed weeks in a run of the VIP rewards job, and nothing more in the next run', async () => {
    const e = await player();
    await addWager(database.db, e, 1_000_000n, new Date(W01.getTime() + HOUR));
    const job = vipRewardsJob({ db: database.db, ledger, now: () => NOW });
    const context = { now: NOW, signal: new AbortController().signal, log: recordingLog() };
    expect(await job.run(context)).toMatch(/rakeback for \d+/);
    // the next run finds the week paid
    await job.run(context);
    expect((await rewardsOf(e)).map((r) => [r.period, r.amount])).toEqual([['2030-W01', 500n]]);
    expect(await mainOf(e)).toBe(500n);
  });

  it('is on in every server unless VIP_RAKEBACK_JOB is 0 or false', () => {
    const job = (value?: string) => loadConfig({ ...TEST_ENV, VIP_RAKEBACK_JOB: value }).vipRakebackJob;
    expect([job(undefined), job('1'), job('true'), job('0'), job('false')]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
