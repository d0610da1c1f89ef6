import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeSpinCampaigns, freeSpinUses } from '../../src/server/db/schema';
import { createLedger } from '../../src/server/ledger/ledger';
import {
  FreeSpinsNotActiveError,
  FreeSpinsNotFoundError,
  SpinReferenceConflictError,
} from '../../src/server/modules/free-spins/errors';
import { grantFreeSpins } from '../../src/server/modules/free-spins/grant';
import { useFreeSpin } from '../../src/server/modules/free-spins/use-spin';
import { ROOMY_LIMITS } from './accounts';
import { startTestServer, type TestServer } from './harness';
import { fundedPlayer } from './payouts';

let server: TestServer;
let ledger: ReturnType<typeof createLedger>;
beforeAll(async () => {
  server = await startTestServer({}, undefined, { limits: ROOMY_LIMITS });
  ledger = createLedger(server.database.db);
}, 60_000);
afterAll(() => server.close());

const HOUR = 3_600_000;
let seq = 0;
const db = () => server.database.db;

function grant(userId: number, count: number, hours = 1) {
  return grantFreeSpins(db(), {
    userId,
    gameId: 'slots-classic',
    count,
    betValue: 100n,
    currency: 'RUB',
    expiresAt: new Date(Date.now() + hours * HOUR),
    sourceKey: `use-test:${++seq}`,
  });
}

/** A spin as the house slots will take it: in a transaction of their own, at the current time. */
const spin = (campaignId: number, userId: number, reference: string, now = new Date()) =>
  ledger.transaction((tx) => useFreeSpin(tx, campaignId, userId, { reference, now }));

async function campaignRow(id: number) {
  const [row] = await db().select().from(freeSpinCampaigns).where(eq(freeSpinCampaigns.id, id));
  return row!;
}
const usesOf = (campaignId: number) =>
  db()
    .select()
    .from(freeSpinUses)
    .where(eq(freeSpinUses.campaignId, campaignId))
    .orderBy(asc(freeSpinUses.id));
async function spinRows() {
  return {
    campaigns: await db().select().from(freeSpinCampaigns).orderBy(asc(freeSpinCampaigns.id)),
    uses: await db().select().from(freeSpinUses).orderBy(asc(freeSpinUses.id)),
  };
}

describe('useFreeSpin', () => {
  it('takes one spin per reference, answers a repeated reference without another, and ends used at zero', async () => {
    const p = await fundedPlayer(server);
    const campaign = (await grant(p.userId, 3))!;
    const first = await spin(campaign.id, p.userId, `round-${seq}-a`);
    expect(first).toMatchObject({ replayed: false, campaign: { spinsLeft: 2, status: 'active' } });
    const again = await spin(campaign.id, p.userId, `round-${seq}-a`);
    expect(again).toMatchObject({ replayed: true, campaign: { spinsLeft: 2, status: 'active' } });
    await spin(campaign.id, p.userId, `round-${seq}-b`);
    const last = await spin(campaign.id, p.userId, `round-${seq}-c`);
    expect(last.replayed).toBe(false);
    expect(last.campaign).toMatchObject({ spinsLeft: 0, status: 'used' });
    expect(last.campaign.closedAt).toBeInstanceOf(Date);
    // the last spin's reference still answers once the campaign has ended
    expect(await spin(campaign.id, p.userId, `round-${seq}-c`)).toMatchObject({ replayed: true });
    expect((await usesOf(campaign.id)).map((u) => u.reference)).toEqual([
      `round-${seq}-a`,
      `round-${seq}-b`,
      `round-${seq}-c`,
    ]);
    const before = await spinRows();
    const beyond = await spin(campaign.id, p.userId, `round-${seq}-d`).catch((e: unknown) => e);
    expect(beyond).toBeInstanceOf(FreeSpinsNotActiveError);
    expect((beyond as FreeSpinsNotActiveError).status).toBe('used');
    expect(await spinRows()).toEqual(before);
  });

  it("refuses another player's, an unknown, an expired or a cancelled campaign and writes nothing", async () => {
    const owner = await fundedPlayer(server);
    const stranger = await fundedPlayer(server);
    const campaign = (await grant(owner.userId, 5))!;
    const cancelled = (await grant(owner.userId, 5))!;
    await db()
      .update(freeSpinCampaigns)
      .set({ status: 'cancelled', closedAt: new Date() })
      .where(eq(freeSpinCampaigns.id, cancelled.id));
    const before = await spinRows();
    const refusals = await Promise.all([
      spin(campaign.id, stranger.userId, `foreign-${seq}`).catch((e: unknown) => e),
      spin(999_999_999, owner.userId, `unknown-${seq}`).catch((e: unknown) => e),
      spin(campaign.id, owner.userId, `late-${seq}`, new Date(Date.now() + 2 * HOUR)).catch(
        (e: unknown) => e,
      ),
      spin(cancelled.id, owner.userId, `cancelled-${seq}`).catch((e: unknown) => e),
    ]);
    expect(refusals[0]).toBeInstanceOf(FreeSpinsNotFoundError);
    expect(refusals[1]).toBeInstanceOf(FreeSpinsNotFoundError);
    expect(refusals[2]).toBeInstanceOf(FreeSpinsNotActiveError);
    expect((refusals[2] as FreeSpinsNotActiveError).status).toBe('expired');
    expect(refusals[3]).toBeInstanceOf(FreeSpinsNotActiveError);
    expect((refusals[3] as FreeSpinsNotActiveError).status).toBe('cancelled');
    expect(await spinRows()).toEqual(before);
  });

  it('refuses a reference already spent on another campaign and writes nothing', async () => {
    const p = await fundedPlayer(server);
    const a = (await grant(p.userId, 2))!;
    const b = (await grant(p.userId, 2))!;
    await spin(a.id, p.userId, `shared-${seq}`);
    const before = await spinRows();
    await expect(spin(b.id, p.userId, `shared-${seq}`)).rejects.toBeInstanceOf(SpinReferenceConflictError);
    expect(await spinRows()).toEqual(before);
  });

  it('takes exactly the spins there are when many spins of one campaign come at once', async () => {
    const p = await fundedPlayer(server);
    const campaign = (await grant(p.userId, 3))!;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => spin(campaign.id, p.userId, `burst-${campaign.id}-${i}`)),
    );
    const taken = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(taken).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const reason of refused) expect(reason).toBeInstanceOf(FreeSpinsNotActiveError);
    expect(await campaignRow(campaign.id)).toMatchObject({ spinsLeft: 0, status: 'used' });
    expect(await usesOf(campaign.id)).toHaveLength(3);
  }, 60_000);

  it('takes one spin when one reference comes many times at once', async () => {
    const p = await fundedPlayer(server);
    const campaign = (await grant(p.userId, 5))!;
    const reference = `retry-${campaign.id}`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => spin(campaign.id, p.userId, reference)),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await campaignRow(campaign.id)).toMatchObject({ spinsLeft: 4, status: 'active' });
    expect(await usesOf(campaign.id)).toHaveLength(1);
  }, 60_000);
});
