import { describe, expect, it } from 'vitest';
import { createBonusesApi } from './bonuses';
import { createApiClients } from './client';
import { createFreeSpinsApi } from './free-spins';
import { createVipApi } from './vip';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Seen = { method: string; path: string; search: string; body: unknown };

/** The player's bonus, free-spin and VIP clients over a fake fetch that answers by method and path. */
function calls(routes: Record<string, () => Response>) {
  const seen: Seen[] = [];
  const fetch = (async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.clone().text();
    seen.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      body: text && JSON.parse(text),
    });
    const route = routes[`${request.method} ${url.pathname}`];
    return route ? route() : json({ message: 'Not found.', code: 'not_found' }, 404);
  }) as typeof globalThis.fetch;
  const clients = createApiClients({
    baseUrl: 'https://api.casino.test',
    getToken: () => 'token',
    getRegion: () => 'RU',
    getLocale: () => 'en',
    refresh: async () => 'token',
    fetch,
  });
  return {
    bonuses: createBonusesApi(clients),
    spins: createFreeSpinsApi(clients),
    vip: createVipApi(clients),
    seen,
  };
}

const BONUS = {
  id: 12,
  program_id: 'welcome-pack',
  name: 'bonus.welcome.step1',
  currency: 'RUB',
  amount: 1000,
  wager_required: 35000,
  wagered: 0,
  status: 'active',
  expires_at: '2026-03-08T10:00:00.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
  finished_at: null,
  converted_amount: null,
  forfeited_amount: null,
};

const SPIN = {
  id: 5,
  game: { id: 'slots-classic' },
  count: 30,
  total_count: 30,
  bet_value: 10,
  currency: 'RUB',
  status: 'active',
  expiration_at: '2026-03-08T10:00:00.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
};

describe('player bonus calls', () => {
  it('reads the bonuses and cancels one with an empty body', async () => {
    const api = calls({
      'GET /api/v2/bonuses': () => json({ available: [], active: [BONUS], history: [] }),
      'POST /api/v2/bonuses/12/cancel': () =>
        json({ success: true, data: { ...BONUS, status: 'cancelled' } }),
    });
    expect((await api.bonuses.bonuses()).active).toEqual([BONUS]);
    expect(await api.bonuses.cancelBonus(12)).toMatchObject({ id: 12, status: 'cancelled' });
    expect(api.seen.at(-1)).toMatchObject({ method: 'POST', body: {} });
  });

  it('redeems a promo code, and keeps the field error of a refusal', async () => {
    const api = calls({
      'POST /api/v2/promo-codes/redeem': () =>
        json({
          success: true,
          data: {
            code: 'SPRING',
            program_id: 'promo-deposit-100',
            name: 'bonus.promo.deposit_match',
            status: 'waiting',
            expires_at: '2026-03-15T10:00:00.000Z',
            bonus_id: null,
          },
        }),
    });
    expect(await api.bonuses.redeemPromo('spring')).toMatchObject({ code: 'SPRING', status: 'waiting' });
    expect(api.seen[0]?.body).toEqual({ code: 'spring' });
    const refused = calls({
      'POST /api/v2/promo-codes/redeem': () =>
        json(
          {
            message: 'The promo code is invalid or has expired.',
            code: 'promo_invalid',
            errors: { code: ['promo_invalid: The promo code is invalid or has expired.'] },
          },
          422,
        ),
    });
    await expect(refused.bonuses.redeemPromo('NOPE')).rejects.toMatchObject({
      status: 422,
      code: 'promo_invalid',
      fields: { code: ['promo_invalid: The promo code is invalid or has expired.'] },
    });
  });

  it('asks for the welcome pack in the player currency when one is given', async () => {
    const pack = {
      id: 'welcome-pack',
      name: 'bonus.welcome',
      publicTitle: 'Welcome pack',
      expires_in: 604_800,
      currency: 'USD',
      steps: [],
    };
    const api = calls({ 'GET /api/v3/welcome-pack/get-welcome-packs-guest': () => json(pack) });
    expect(await api.bonuses.guestWelcomePack('USD')).toEqual(pack);
    await api.bonuses.guestWelcomePack();
    expect(api.seen.map((r) => r.search)).toEqual(['?currency=USD', '']);
  });
});

describe('free-spin calls', () => {
  it('lists the campaigns and cancels one with PUT', async () => {
    const api = calls({
      'GET /profile/freeSpins': () => json({ data: [SPIN] }),
      'PUT /api/v2/freeSpinsCampaigns/cancel/5': () =>
        json({ success: true, data: { ...SPIN, status: 'cancelled' } }),
    });
    expect(await api.spins.freeSpins()).toEqual([SPIN]);
    expect(await api.spins.cancelFreeSpins(5)).toMatchObject({ id: 5, status: 'cancelled' });
  });

  it('fails on an answer the contract refuses', async () => {
    const api = calls({ 'GET /profile/freeSpins': () => json({ data: [{ id: 5 }] }) });
    await expect(api.spins.freeSpins()).rejects.toMatchObject({ code: 'invalid_answer' });
  });
});

describe('VIP calls', () => {
  it('sends the request type of a join and answers the stored request', async () => {
    const request = {
      id: 3,
      request_type: 'join',
      status: 'open',
      created_at: '2026-03-01T10:00:00.000Z',
      decided_at: null,
    };
    const api = calls({ 'POST /api/v2/vip/join': () => json({ request }, 201) });
    expect(await api.vip.join('join')).toEqual(request);
    expect(api.seen[0]?.body).toEqual({ request_type: 'join' });
  });

  it('reads the level table', async () => {
    const levels = {
      levels: [
        {
          key: 'bronze',
          rank: 1,
          min_turnover: { RUB: 100, USD: 100, KZT: 100, INR: 100, EUR: 100 },
          rakeback_bps: 10,
          cashback_bps: 300,
        },
      ],
      period: 'week',
    };
    const api = calls({ 'GET /api/v2/vip/levels': () => json(levels) });
    expect(await api.vip.levels()).toEqual(levels);
  });
});
