import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { bets, fairSeeds, vipCashbacks } from '../../src/server/db/schema';
import { vipRewardsJob } from '../../src/server/modules/vip/rakeback-job';
import { recordingLog } from './jobs-support';
import { createLedger, type Ledger } from '../../src/server/ledger/ledger';
import { cashbackKey, createCashback } from '../../src/server/modules/vip/cashback';
import { openTestDatabase } from './test-database';
import { addWager, insertVipPlayer } from './vip-players';
import { HOUR, NOW, W01, W02 } from './vip-weeks';

let database: Database;
let ledger: Ledger;
beforeAll(async () => {
  database = await openTestDatabase();
  ledger = createLedger(database.db);
}, 60_000);
afterAll(() => database.close());

const player = () => insertVipPlayer(database.db);

/** A dice bet of `stake` that paid `payout` (minor units), settled at `at`, with its stake in the turnover. */
async function settledBet(userId: number, stake: bigint, payout: bigint, at: Date) {
  const [seed] = await database.db
    .insert(fairSeeds)
    .values({
      userId,
      serverSeed: '00',
      serverSeedHash: '00',
      clientSeed: 'c',
      status: 'revealed',
      revealedAt: at,
    })
    .returning();
  await database.db.insert(bets).values({
    userId,
    game: 'dice',
    clientBetId: randomUUID(),
    requestHash: 'h',
    currency: 'RUB',
    stake,
    payout,
    multiplier: '0/1',
    params: {},
    outcome: {},
    status: 'settled',
    seedId: seed!.id,
    nonce: 0,
    createdAt: at,
    settledAt: at,
  });
  await addWager(database.db, userId, stake, at);
}

const cashbacksOf = (userId: number) =>
  database.db.select().from(vipCashbacks).where(eq(vipCashbacks.userId, userId));
const mainOf = async (userId: number) => (await ledger.balances(userId, 'RUB')).main;

describe('weekly VIP cashback', () => {
  it('credits a closed week’s net loss times the level’s rate, once, and nothing for a net win', async () => {
    const loser = await player();
    const winner = await player();
    // 2030-W01: staked 150.00, won back 50.00 → net loss 100.00; turnover 150.00 → bronze, 3 %
    await settledBet(loser, 10_000n, 0n, new Date(W01.getTime() + HOUR));
    await settledBet(loser, 5_000n, 5_000n, new Date(W01.getTime() + 2 * HOUR));
    // the open week does not count
    await settledBet(loser, 90_000n, 0n, new Date(W02.getTime() + HOUR));
    await settledBet(winner, 10_000n, 19_800n, new Date(W01.getTime() + HOUR));

    const cashback = createCashback({ db: database.db, ledger, now: () => NOW });
    const runs = await Promise.all([cashback.run(), cashback.run(), cashback.run('2030-W01')]);
    const credited = runs.flatMap((r) => r.credited).filter((c) => [loser, winner].includes(c.userId));
    expect(credited.map((c) => [c.userId, c.period, c.level, c.netLoss, c.amount])).toEqual([
      [loser, '2030-W01', 'bronze', 10_000n, 300n],
    ]);
    expect(await mainOf(loser)).toBe(300n);
    expect(await mainOf(winner)).toBe(0n);
    expect((await cashbacksOf(loser)).map((c) => [c.period, c.cashbackBps, c.netLoss, c.amount])).toEqual([
      ['2030-W01', 300, 10_000n, 300n],
    ]);
    // the ledger key makes the money move once as well
    const posted = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${cashbackKey(loser, '2030-W01')}`,
      ),
    );
    expect(posted).toEqual([{ n: 1 }]);
    expect((await cashback.run()).credited.filter((c) => c.userId === loser)).toEqual([]);
  });

  it('refuses a week that has not closed', async () => {
    const cashback = createCashback({ db: database.db, ledger, now: () => NOW });
    await expect(cashback.run('2030-W02')).rejects.toThrow(/has not closed/);
    await expect(cashback.run('2030-13')).rejects.toThrow(/is not a week/);
  });

  it('is paid by the VIP rewards job beside the rakeback', async () => {
    const p = await player();
    await settledBet(p, 20_000n, 0n, new Date(W01.getTime() + HOUR));
    const job = vipRewardsJob({ db: database.db, ledger, now: () => NOW });
    const context = { now: NOW, signal: new AbortController().signal, log: recordingLog() };
    expect(await job.run(context)).toMatch(/cashback for \d+/);
    // 200.00 lost at bronze (3 %) = 6.00, plus 200.00 of turnover at 5 bps rakeback = 0.10
    expect((await cashbacksOf(p)).map((c) => c.amount)).toEqual([600n]);
    expect(await mainOf(p)).toBe(610n);
  });
});
