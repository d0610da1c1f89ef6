import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileAnswer } from '../../src/contract/profile';
import { vipJoinAnswer, vipLevelsAnswer, vipStatusAnswer } from '../../src/contract/vip';
import { vipRequests } from '../../src/server/db/schema';
import { createLedger } from '../../src/server/ledger/ledger';
import { VipRequestClosedError } from '../../src/server/modules/vip/errors';
import { createVipOperator } from '../../src/server/modules/vip/operator';
import { call, ROOMY_LIMITS, testClock } from './accounts';
import { startTestServer, type TestServer } from './harness';
import { addWager, countRows, vipPlayer } from './vip-players';

// Tuesday of ISO week 2030-W01, which runs from Monday 2029-12-31
const clock = testClock(Date.UTC(2030, 0, 1, 12));
const WEEK_START = new Date('2029-12-31T00:00:00Z');
let server: TestServer;
let vip: ReturnType<typeof createVipOperator>;
beforeAll(async () => {
  server = await startTestServer({}, clock.now, { limits: ROOMY_LIMITS });
  vip = createVipOperator({
    db: server.database.db,
    ledger: createLedger(server.database.db),
    now: clock.now,
  });
}, 60_000);
afterAll(() => server.close());

const join = (token: string | undefined, body: unknown) =>
  call(server, '/api/v2/vip/join', body, token ? { token } : {});
const get = (url: string, token?: string) =>
  call(server, url, undefined, { method: 'GET', ...(token ? { token } : {}) });
const requestsOf = (userId: number) =>
  server.database.db.select().from(vipRequests).where(eq(vipRequests.userId, userId));
const premiumOf = async (token: string) =>
  profileAnswer.parse((await get('/profile/user', token)).json()).user.premium.status;

describe('POST /api/v2/vip/join', () => {
  it('stores one open request per player and type; asking again answers the waiting one', async () => {
    const p = await vipPlayer(server);
    const first = await join(p.token, { request_type: 'join' });
    expect(first.statusCode, first.body).toBe(201);
    const stored = vipJoinAnswer.parse(first.json()).request;
    expect(stored).toMatchObject({ request_type: 'join', status: 'open', decided_at: null });
    const again = await join(p.token, { request_type: 'join' });
    expect(again.statusCode).toBe(200);
    expect(again.json().request).toEqual(stored);
    const callback = await join(p.token, { request_type: 'callback' });
    expect(callback.statusCode).toBe(201);
    expect((await requestsOf(p.userId)).map((r) => [r.requestType, r.status]).sort()).toEqual([
      ['callback', 'open'],
      ['join', 'open'],
    ]);
  });

  it('stores a new request once the waiting one was decided', async () => {
    const p = await vipPlayer(server);
    const first = (await join(p.token, { request_type: 'callback' })).json().request;
    await vip.decline(first.id);
    const next = await join(p.token, { request_type: 'callback' });
    expect(next.statusCode).toBe(201);
    expect(next.json().request.id).not.toBe(first.id);
    expect((await requestsOf(p.userId)).map((r) => r.status).sort()).toEqual(['declined', 'open']);
  });

  it('stores one row when the same request arrives several times at once', async () => {
    const p = await vipPlayer(server);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => join(p.token, { request_type: 'join' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().request.id)).size).toBe(1);
    expect(await requestsOf(p.userId)).toHaveLength(1);
  });

  it.each([
    [{ request_type: 'vip' }, 'request_type', /^request_type_invalid: /],
    [{ request_type: 'JOIN' }, 'request_type', /^request_type_invalid: /],
    [{ request_type: 1 }, 'request_type', /^request_type_invalid: /],
    [{}, 'request_type', /^required: /],
    [{ request_type: 'join', premium: true }, 'premium', /^unknown_field: /],
  ])('refuses %j with 422 and writes nothing', async (body, field, text) => {
    const p = await vipPlayer(server);
    const before = await countRows(server.database.db, 'vip_requests');
    const res = await join(p.token, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field][0]).toMatch(text);
    expect(await countRows(server.database.db, 'vip_requests')).toBe(before);
  });

  it('answers 401 without a session, before looking at the body, and writes nothing', async () => {
    const before = await countRows(server.database.db, 'vip_requests');
    for (const body of [{ request_type: 'join' }, { request_type: 'nonsense' }]) {
      const res = await join(undefined, body);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('unauthenticated');
    }
    expect((await join('not-a-token', { request_type: 'join' })).statusCode).toBe(401);
    expect(await countRows(server.database.db, 'vip_requests')).toBe(before);
  });
});

describe('GET /api/v2/vip/levels', () => {
  it('answers the level table to guests, thresholds per currency from 100', async () => {
    const res = await get('/api/v2/vip/levels');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const { levels, period } = vipLevelsAnswer.parse(res.json());
    expect(period).toBe('week');
    expect(levels.map((l) => [l.key, l.rank, l.rakeback_bps])).toEqual([
      ['bronze', 1, 5],
      ['silver', 2, 10],
      ['gold', 3, 15],
      ['platinum', 4, 20],
      ['diamond', 5, 30],
      ['legend', 6, 50],
    ]);
    expect(levels[0]!.min_turnover).toEqual({ RUB: 100, USD: 100, KZT: 100, INR: 100, EUR: 100 });
    expect(levels[1]!.min_turnover).toEqual({ RUB: 50_000, USD: 500, KZT: 250_000, INR: 50_000, EUR: 500 });
  });

  it('refuses unknown query parameters', async () => {
    expect((await get('/api/v2/vip/levels?currency=RUB')).statusCode).toBe(422);
  });
});

describe('GET /api/v2/vip/status', () => {
  it('starts below the first level with the whole way to bronze ahead', async () => {
    const p = await vipPlayer(server);
    const res = await get('/api/v2/vip/status', p.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(vipStatusAnswer.parse(res.json())).toEqual({
      currency: 'RUB',
      level: null,
      next_level: { key: 'bronze', rank: 1, min_turnover: 100, rakeback_bps: 5, cashback_bps: 300 },
      turnover: { period: 0, total: 0 },
      period: { id: '2030-W01', starts_at: '2029-12-31T00:00:00.000Z', ends_at: '2030-01-07T00:00:00.000Z' },
      progress: { percent: 0, remaining: 100 },
      rakeback_estimate: 0,
      premium: false,
      open_requests: [],
    });
  });

  it("counts this week's turnover apart from the total and measures the way from this level to the next", async () => {
    const p = await vipPlayer(server);
    const db = server.database.db;
    // 400 last week (its last millisecond), 100 this week (its first): 500 in total, silver opens at 50,000
    await addWager(db, p.userId, 40_000n, new Date(WEEK_START.getTime() - 1));
    await addWager(db, p.userId, 10_000n, WEEK_START);
    // another currency's stakes do not count towards a RUB account's levels
    await addWager(db, p.userId, 99_999_999n, WEEK_START, 'USD');
    await join(p.token, { request_type: 'callback' });
    const status = vipStatusAnswer.parse((await get('/api/v2/vip/status', p.token)).json());
    expect(status).toMatchObject({
      level: { key: 'bronze', min_turnover: 100 },
      next_level: { key: 'silver', min_turnover: 50_000 },
      turnover: { period: 100, total: 500 },
      progress: { percent: 0, remaining: 49_500 },
      rakeback_estimate: 0.05,
      premium: true,
      open_requests: [{ request_type: 'callback', status: 'open' }],
    });
    await addWager(db, p.userId, 2_500_000n, clock.now());
    expect(vipStatusAnswer.parse((await get('/api/v2/vip/status', p.token)).json())).toMatchObject({
      turnover: { period: 25_100, total: 25_500 },
      progress: { percent: 50, remaining: 24_500 },
      rakeback_estimate: 12.55,
    });
  });

  it('shows the top level with nothing left to reach, in the player’s currency', async () => {
    const p = await vipPlayer(server, 'USD');
    await addWager(server.database.db, p.userId, 25_000_000n, clock.now(), 'USD');
    expect(vipStatusAnswer.parse((await get('/api/v2/vip/status', p.token)).json())).toMatchObject({
      currency: 'USD',
      level: { key: 'legend', min_turnover: 250_000, rakeback_bps: 50, cashback_bps: 1_500 },
      next_level: null,
      progress: { percent: 100, remaining: 0 },
    });
  });

  it('answers 401 without a session and 422 for query parameters', async () => {
    expect((await get('/api/v2/vip/status')).statusCode).toBe(401);
    const p = await vipPlayer(server);
    expect((await get('/api/v2/vip/status?period=1', p.token)).statusCode).toBe(422);
  });
});

describe('premium.status in GET /profile/user', () => {
  it('turns true when the turnover reaches 100 in the account currency, not a minor unit before', async () => {
    for (const currency of ['RUB', 'USD', 'KZT'] as const) {
      const p = await vipPlayer(server, currency);
      await addWager(server.database.db, p.userId, 9_999n, clock.now(), currency);
      expect(await premiumOf(p.token)).toBe(false);
      await addWager(server.database.db, p.userId, 1n, clock.now(), currency);
      expect(await premiumOf(p.token)).toBe(true);
      const settings = await call(
        server,
        '/profile/settings',
        { locale: 'en' },
        { method: 'PUT', token: p.token },
      );
      expect(settings.json().user.premium.status).toBe(true);
    }
  });

  it('turns true when a manager approves a join request, and only then', async () => {
    const declined = await vipPlayer(server);
    await vip.decline((await join(declined.token, { request_type: 'join' })).json().request.id);
    expect(await premiumOf(declined.token)).toBe(false);

    const callback = await vipPlayer(server);
    await vip.approve((await join(callback.token, { request_type: 'callback' })).json().request.id);
    expect(await premiumOf(callback.token)).toBe(false);

    const approved = await vipPlayer(server);
    const id = (await join(approved.token, { request_type: 'join' })).json().request.id;
    expect(await premiumOf(approved.token)).toBe(false);
    const row = await vip.approve(id);
    expect(row).toMatchObject({ status: 'approved', requestType: 'join' });
    expect(row.decidedAt).toEqual(clock.now());
    expect(await premiumOf(approved.token)).toBe(true);
    await expect(vip.decline(id)).rejects.toBeInstanceOf(VipRequestClosedError);
  });
});
