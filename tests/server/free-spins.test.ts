import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freeSpinAnswer,
  freeSpinCancelAnswer,
  freeSpinsAnswer,
  type FreeSpin,
} from '../../src/contract/free-spins';
import { freeSpinCampaigns, freeSpinUses } from '../../src/server/db/schema';
import { HttpError } from '../../src/server/http/errors';
import { expireCampaigns } from '../../src/server/modules/free-spins/repository';
import { grantFreeSpins, type FreeSpinGrant } from '../../src/server/modules/free-spins/grant';
import { call, ROOMY_LIMITS, testClock } from './accounts';
import { startTestServer, type TestServer } from './harness';
import { fundedPlayer } from './payouts';

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, clock.now, { limits: ROOMY_LIMITS });
}, 60_000);
afterAll(() => server.close());

const MINUTE = 60_000;
let sources = 0;
const db = () => server.database.db;

/** Grants `count` spins of 1.50 RUB on slots-classic expiring `minutes` from the test clock's now. */
function grant(userId: number, minutes: number, extra: Partial<FreeSpinGrant> = {}) {
  return grantFreeSpins(db(), {
    userId,
    gameId: 'slots-classic',
    count: 10,
    betValue: 150n,
    currency: 'RUB',
    expiresAt: new Date(clock.now().getTime() + minutes * MINUTE),
    sourceKey: `test:${++sources}`,
    ...extra,
  });
}

/** Every campaign and every recorded spin, in full: a refusal must leave both exactly as they were. */
async function spinRows() {
  return {
    campaigns: await db().select().from(freeSpinCampaigns).orderBy(asc(freeSpinCampaigns.id)),
    uses: await db().select().from(freeSpinUses).orderBy(asc(freeSpinUses.id)),
  };
}

const get = (url: string, token?: string) => call(server, url, undefined, { method: 'GET', token });
const cancel = (id: number, token?: string) =>
  call(server, `/api/v2/freeSpinsCampaigns/cancel/${id}`, undefined, { method: 'PUT', token });
const listOf = async (token: string): Promise<FreeSpin[]> => {
  const res = await get('/profile/freeSpins', token);
  expect(res.statusCode, res.body).toBe(200);
  return freeSpinsAnswer.parse(res.json()).data;
};

describe('grantFreeSpins', () => {
  it('records a campaign once per source key and answers null to a replay', async () => {
    const p = await fundedPlayer(server);
    const first = await grant(p.userId, 60, { sourceKey: 'welcome:grant-once:1' });
    expect(first).toMatchObject({
      userId: p.userId,
      gameId: 'slots-classic',
      totalCount: 10,
      spinsLeft: 10,
      betValue: 150n,
      status: 'active',
      closedAt: null,
    });
    const before = await spinRows();
    // a replay grants nothing, even when the program would now grant something else
    expect(await grant(p.userId, 120, { sourceKey: 'welcome:grant-once:1', count: 50 })).toBeNull();
    expect(await spinRows()).toEqual(before);
    expect(await listOf(p.token)).toEqual([
      {
        id: first!.id,
        game: { id: 'slots-classic' },
        count: 10,
        total_count: 10,
        bet_value: 1.5,
        currency: 'RUB',
        status: 'active',
        expiration_at: first!.expiresAt.toISOString(),
        created_at: first!.createdAt.toISOString(),
      },
    ]);
  });

  it.each([
    ['game', { gameId: 'Slots Classic' }],
    ['count', { count: 0 }],
    ['count', { count: 1_001 }],
    ['count', { count: 2.5 }],
    ['bet', { betValue: 0n }],
    ['expires_at', { expiresAt: new Date(Number.NaN) }],
    ['source_key', { sourceKey: ' ' }],
  ])('refuses a grant with a bad %s and writes nothing', async (field, bad) => {
    const p = await fundedPlayer(server);
    const before = await spinRows();
    const refusal = await grant(p.userId, 60, bad).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).statusCode).toBe(422);
    expect(Object.keys((refusal as HttpError).errors ?? {})).toEqual([field]);
    expect(await spinRows()).toEqual(before);
  });
});

describe('GET /profile/freeSpins', () => {
  it('lists only the active campaigns of the player, the soonest to expire first', async () => {
    const p = await fundedPlayer(server);
    const other = await fundedPlayer(server);
    const later = await grant(p.userId, 12);
    const soonest = await grant(p.userId, 4);
    const middle = await grant(p.userId, 8, { gameId: 'slots-fruit', count: 3 });
    await grant(other.userId, 1);
    const cancelled = await grant(p.userId, 2);
    expect((await cancel(cancelled!.id, p.token)).statusCode).toBe(200);
    const ids = (await listOf(p.token)).map((c) => c.id);
    expect(ids).toEqual([soonest!.id, middle!.id, later!.id]);
  });

  it('leaves a campaign out from its expiry on, before and after the sweep marks it', async () => {
    const p = await fundedPlayer(server);
    const expiring = await grant(p.userId, 3);
    const staying = await grant(p.userId, 10);
    expect((await listOf(p.token)).map((c) => c.id)).toEqual([expiring!.id, staying!.id]);

    clock.advance(3 * MINUTE);
    expect((await listOf(p.token)).map((c) => c.id)).toEqual([staying!.id]);
    const one = await get(`/api/freeSpinsCampaigns/${expiring!.id}`, p.token);
    expect(freeSpinAnswer.parse(one.json()).data).toMatchObject({ status: 'expired', count: 10 });
    // the read wrote nothing: the row turns expired only when the sweep runs
    const [unswept] = await db()
      .select()
      .from(freeSpinCampaigns)
      .where(eq(freeSpinCampaigns.id, expiring!.id));
    expect(unswept).toMatchObject({ status: 'active', closedAt: null });

    expect(await expireCampaigns(db(), clock.now())).toBeGreaterThanOrEqual(1);
    const [swept] = await db().select().from(freeSpinCampaigns).where(eq(freeSpinCampaigns.id, expiring!.id));
    expect(swept).toMatchObject({ status: 'expired', closedAt: expiring!.expiresAt });
    const [kept] = await db().select().from(freeSpinCampaigns).where(eq(freeSpinCampaigns.id, staying!.id));
    expect(kept).toMatchObject({ status: 'active', closedAt: null });
    expect((await listOf(p.token)).map((c) => c.id)).toEqual([staying!.id]);
    // a second sweep finds nothing more of this player's to expire
    await expireCampaigns(db(), clock.now());
    const [again] = await db().select().from(freeSpinCampaigns).where(eq(freeSpinCampaigns.id, expiring!.id));
    expect(again).toEqual(swept);
  });

  it('answers 401 without a session and 422 to a query parameter', async () => {
    expect((await get('/profile/freeSpins')).statusCode).toBe(401);
    const p = await fundedPlayer(server);
    expect((await get('/profile/freeSpins?page=2', p.token)).statusCode).toBe(422);
  });
});

describe('GET /api/freeSpinsCampaigns/{id}', () => {
  it("answers the player's own campaign, and 404 for another player's or an unknown one", async () => {
    const owner = await fundedPlayer(server);
    const stranger = await fundedPlayer(server);
    const campaign = await grant(owner.userId, 60, { currency: 'USD', betValue: 25n, count: 5 });
    const own = await get(`/api/freeSpinsCampaigns/${campaign!.id}`, owner.token);
    expect(own.statusCode).toBe(200);
    expect(freeSpinAnswer.parse(own.json()).data).toMatchObject({
      id: campaign!.id,
      game: { id: 'slots-classic' },
      count: 5,
      total_count: 5,
      bet_value: 0.25,
      currency: 'USD',
      status: 'active',
    });
    const foreign = await get(`/api/freeSpinsCampaigns/${campaign!.id}`, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'free_spins_not_found' });
    expect((await get('/api/freeSpinsCampaigns/999999999', owner.token)).statusCode).toBe(404);
    expect((await get('/api/freeSpinsCampaigns/abc', owner.token)).statusCode).toBe(422);
    expect((await get(`/api/freeSpinsCampaigns/${campaign!.id}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/v2/freeSpinsCampaigns/cancel/{id}', () => {
  it("cancels the player's active campaign, which then leaves the list", async () => {
    const p = await fundedPlayer(server);
    const campaign = await grant(p.userId, 60);
    const res = await cancel(campaign!.id, p.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(freeSpinCancelAnswer.parse(res.json())).toMatchObject({
      success: true,
      data: { id: campaign!.id, status: 'cancelled', count: 10 },
    });
    const [row] = await db().select().from(freeSpinCampaigns).where(eq(freeSpinCampaigns.id, campaign!.id));
    expect(row).toMatchObject({ status: 'cancelled', closedAt: clock.now(), spinsLeft: 10 });
    expect(await listOf(p.token)).toEqual([]);
  });

  it("answers 404 for another player's or an unknown campaign and writes nothing", async () => {
    const owner = await fundedPlayer(server);
    const stranger = await fundedPlayer(server);
    const campaign = await grant(owner.userId, 60);
    const before = await spinRows();
    const foreign = await cancel(campaign!.id, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'free_spins_not_found' });
    expect((await cancel(999_999_999, owner.token)).statusCode).toBe(404);
    expect(await spinRows()).toEqual(before);
    expect((await listOf(owner.token)).map((c) => c.id)).toEqual([campaign!.id]);
  });

  it('answers 409 for a cancelled, expired or used campaign and writes nothing', async () => {
    const p = await fundedPlayer(server);
    const cancelled = await grant(p.userId, 60);
    expect((await cancel(cancelled!.id, p.token)).statusCode).toBe(200);
    const expired = await grant(p.userId, 1);
    const used = await grant(p.userId, 60, { count: 1 });
    await db()
      .update(freeSpinCampaigns)
      .set({ status: 'used', spinsLeft: 0, closedAt: clock.now() })
      .where(eq(freeSpinCampaigns.id, used!.id));
    clock.advance(MINUTE);
    const before = await spinRows();
    for (const [campaign, status] of [
      [cancelled, 'cancelled'],
      [expired, 'expired'],
      [used, 'used'],
    ] as const) {
      const res = await cancel(campaign!.id, p.token);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'free_spins_not_active',
        message: `Free-spin campaign ${campaign!.id} is ${status}, not active.`,
      });
    }
    expect(await spinRows()).toEqual(before);
  });

  it('refuses a body and a bad id with 422, and a missing session with 401', async () => {
    const p = await fundedPlayer(server);
    const campaign = await grant(p.userId, 60);
    const before = await spinRows();
    const withBody = await call(
      server,
      `/api/v2/freeSpinsCampaigns/cancel/${campaign!.id}`,
      { reason: 'x' },
      { method: 'PUT', token: p.token },
    );
    expect(withBody.statusCode).toBe(422);
    expect((await cancel(0, p.token)).statusCode).toBe(422);
    expect((await cancel(campaign!.id)).statusCode).toBe(401);
    expect(await spinRows()).toEqual(before);
  });

  it('lets exactly one of concurrent cancels win', async () => {
    const p = await fundedPlayer(server);
    for (let round = 0; round < 5; round++) {
      const campaign = await grant(p.userId, 60);
      const answers = await Promise.all(Array.from({ length: 8 }, () => cancel(campaign!.id, p.token)));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      const [row] = await db().select().from(freeSpinCampaigns).where(eq(freeSpinCampaigns.id, campaign!.id));
      expect(row).toMatchObject({ status: 'cancelled', spinsLeft: 10 });
    }
  }, 60_000);
});
