import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/rows';
import { jobs, playerBonuses, ssoCodes, users, vipRewards } from '../../src/server/db/schema';
import { JOB_NAMES } from '../../src/server/schedule/catalogue';
import { createLedger } from '../../src/server/ledger/ledger';
import { grantBonus } from '../../src/server/modules/bonuses/wallet/grant';
import { SSO_CODE_KEPT_MS } from '../../src/server/modules/sso/code-sweep';
import { freshEmail, ROOMY_LIMITS, testClock } from './accounts';
import { grantOf, newPlayer } from './bonus-wallet';
import { createInvoice, player } from './deposits';
import { startTestServer, type TestServer } from './harness';
import { until } from './jobs-support';
import { addWager, insertVipPlayer } from './vip-players';
import { HOUR, NOW, W01 } from './vip-weeks';

// Every periodic job of the product runs in the server's job runner: each module's and the throttles' own.
const EVERY = '300ms';
const clock = testClock(NOW.getTime());
let server: TestServer;
let closed = false;
beforeAll(async () => {
  server = await startTestServer(
    { VIP_RAKEBACK_JOB: '1', JOB_INTERVALS: JOB_NAMES.map((name) => `${name}=${EVERY}`).join(',') },
    clock.now,
    { limits: ROOMY_LIMITS },
  );
}, 60_000);
afterAll(async () => {
  if (!closed) await server.close();
});

const db = () => server.database.db;

describe('the jobs of the server', () => {
  it('expires, forfeits, sweeps, pays and prunes on their own, then stop with the app, leases released', async () => {
    // an unpaid invoice past its life
    const { token } = await player(server, 'RUB');
    const invoice = (await createInvoice(server, token, { method: 'sbp', amount: 100 })).json() as {
      id: number;
    };
    // a bonus that expires a second from now
    const ledger = createLedger(db());
    const bonusOwner = await newPlayer(db(), 'jobs');
    const bonus = (await ledger.transaction((tx) =>
      grantBonus(
        { ledger, now: clock.now },
        tx,
        grantOf(bonusOwner, clock.now(), { expiresAt: new Date(clock.now().getTime() + 1_000) }),
      ),
    ))!;
    // an SSO code dead for more than an hour
    const [codeOwner] = await db()
      .insert(users)
      .values({ email: freshEmail('jobs'), registerMethod: 'email' })
      .returning({ id: users.id });
    const codeHash = randomUUID();
    await db()
      .insert(ssoCodes)
      .values({
        codeHash,
        purpose: 'establish',
        userId: codeOwner!.id,
        familyId: randomUUID(),
        mirrorHost: 'mirror.test',
        stateHash: randomUUID(),
        expiresAt: new Date(clock.now().getTime() - SSO_CODE_KEPT_MS - 1_000),
      });
    // turnover in a closed week
    const vip = await insertVipPlayer(db());
    await addWager(db(), vip, 1_000_000n, new Date(W01.getTime() + HOUR));
    // a throttle hit no window counts any more
    await db().execute(
      sql`insert into throttle_hits (scope, key_hash, at) values ('test', 'old', ${new Date(NOW.getTime() - 2 * HOUR).toISOString()}::timestamptz)`,
    );
    clock.advance(1_200_000);

    await until(async () => {
      const [row] = rowsOf<{ status: number }>(
        await db().execute(sql`select status from invoices where id = ${invoice.id}`),
      );
      return row?.status === 4;
    }, 20_000);
    await until(
      async () =>
        (await db().select().from(playerBonuses).where(eq(playerBonuses.id, bonus.id)))[0]?.status ===
        'forfeited',
      20_000,
    );
    await until(
      async () => (await db().select().from(ssoCodes).where(eq(ssoCodes.codeHash, codeHash))).length === 0,
      20_000,
    );
    await until(
      async () => (await db().select().from(vipRewards).where(eq(vipRewards.userId, vip))).length > 0,
      20_000,
    );
    await until(async () => {
      const [row] = rowsOf<{ n: number }>(
        await db().execute(sql`select count(*)::int as n from throttle_hits where scope = 'test'`),
      );
      return row?.n === 0;
    }, 20_000);
    await until(
      async () =>
        (await db().select().from(jobs)).filter((job) => Number(job.runs) > 0).length === JOB_NAMES.length,
      20_000,
    );

    closed = true;
    await server.app.close();
    const rows = await db().select().from(jobs).orderBy(jobs.name);
    expect(rows.map((job) => job.name)).toEqual([...JOB_NAMES].sort());
    for (const job of rows) {
      expect(job.lastResult, `${job.name}: ${job.lastError}`).toBe('ok');
      expect(job.holder).toMatch(/:\d+:/);
      // a closed server holds no job: another process takes the next run at once
      expect(job.leaseUntil === null || job.leaseUntil <= new Date()).toBe(true);
    }
    await server.database.close();
  }, 90_000);
});
