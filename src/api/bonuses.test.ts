import { describe, expect, it } from 'vitest';
import { createBonusesApi } from './bonuses';
import { createApiClients } from './client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const WELCOME_PACK = {
  id: 'welcome',
  name: 'bonus.welcome',
  publicTitle: 'Welcome pack',
  expires_in: 604_800,
  currency: 'RUB',
  steps: [],
};

/** The bonuses client over a fake fetch that answers by method and path. */
function bonuses(routes: Record<string, () => Response>) {
  const seen: Request[] = [];
  const fetch = (async (request: Request) => {
    seen.push(request.clone());
    const route = routes[`${request.method} ${new URL(request.url).pathname}`];
    return route ? route() : json({ message: 'Not found.', code: 'not_found' }, 404);
  }) as typeof globalThis.fetch;
  const clients = createApiClients({
    baseUrl: 'https://api.casino.test',
    getToken: () => null,
    getRegion: () => 'KZ',
    getLocale: () => 'en',
    refresh: async () => 'tok',
    fetch,
  });
  return { api: createBonusesApi(clients), seen };
}

describe('bonuses api', () => {
  it('reads the waiting registration-and-deposit bonus, or null when none waits', async () => {
    const offered = bonuses({
      'GET /bonus-system/bonus-activation/waiting-reg-and-dep': () =>
        json({ data: { name: 'bonus.reg_and_dep', expires_in: 259_200 } }),
    });
    expect(await offered.api.waitingRegAndDep()).toEqual({ name: 'bonus.reg_and_dep', expires_in: 259_200 });
    expect(offered.seen[0]?.headers.get('region')).toBe('KZ');
    const none = bonuses({
      'GET /bonus-system/bonus-activation/waiting-reg-and-dep': () => json({ data: null }),
    });
    expect(await none.api.waitingRegAndDep()).toBeNull();
  });

  it('reads the guest welcome pack, and takes a 404 for no pack offered', async () => {
    const offered = bonuses({ 'GET /api/v3/welcome-pack/get-welcome-packs-guest': () => json(WELCOME_PACK) });
    expect(await offered.api.guestWelcomePack()).toEqual(WELCOME_PACK);
    expect(await bonuses({}).api.guestWelcomePack()).toBeNull();
  });

  it("reads a promo code's public data, escaping the code, and fails on a dead one", async () => {
    const promo = {
      code: 'SPRING',
      kind: 'registration',
      name: 'bonus.promo',
      public_title: 'Spring',
      expires_at: null,
    };
    const live = bonuses({ 'GET /api/v2/promo-codes/SPRING%2F1': () => json({ data: promo }) });
    expect(await live.api.promoCode('SPRING/1')).toEqual(promo);
    await expect(bonuses({}).api.promoCode('DEAD')).rejects.toThrow();
  });

  it('fails on an answer the contract refuses and on a server error', async () => {
    const broken = bonuses({
      'GET /bonus-system/bonus-activation/waiting-reg-and-dep': () => json({ data: { name: 'x' } }),
      'GET /api/v3/welcome-pack/get-welcome-packs-guest': () => json({ publicTitle: 'Welcome pack' }),
    });
    await expect(broken.api.waitingRegAndDep()).rejects.toMatchObject({ code: 'invalid_answer' });
    await expect(broken.api.guestWelcomePack()).rejects.toMatchObject({ code: 'invalid_answer' });
    const down = bonuses({
      'GET /api/v3/welcome-pack/get-welcome-packs-guest': () => json({ message: 'down' }, 500),
    });
    await expect(down.api.guestWelcomePack()).rejects.toMatchObject({ status: 500, code: 'server_error' });
  });
});
