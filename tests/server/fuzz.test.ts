import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WATCHED_TABLES, rowCounts as watchedRowCounts } from './row-counts';
import { createPromoOperator } from '../../src/server/modules/bonuses/promo-operator';
import { grantFreeSpins } from '../../src/server/modules/free-spins/grant';
import { call, freshEmail, freshPhone, PASSWORD, registerByEmail, ROOMY_LIMITS } from './accounts';
import { createInvoice, paymentIdOf, signSandboxBody } from './deposits';
import { API, startTestServer, type TestServer } from './harness';

let server: TestServer;
let token = '';
const email = freshEmail('fuzz');
const phone = freshPhone();
beforeAll(async () => {
  server = await startTestServer({}, undefined, { limits: ROOMY_LIMITS });
  token = (await registerByEmail(server, email)).token;
  const invoice = await createInvoice(server, token, { method: 'card-rub', amount: 1000 });
  webhookEvent.payment_id = await paymentIdOf(server, invoice.json().id);
  const [player] = await server.database.db.select().from(users).where(eq(users.email, email));
  // the database's first campaign, so the fuzzed cancels of campaign 1 reach a real one of this player
  await grantFreeSpins(server.database.db, {
    userId: player!.id,
    gameId: 'slots-classic',
    count: 10,
    betValue: 100n,
    currency: 'RUB',
    expiresAt: new Date(Date.now() + 86_400_000),
    sourceKey: 'fuzz:spins',
  });
  const promos = createPromoOperator({ db: server.database.db, now: () => new Date() });
  for (const [code, kind] of [
    ['FUZZ-REG', 'registration'],
    ['FUZZ-DEP', 'deposit'],
  ] as const)
    await promos.add({ code, programId: 'promo-deposit-100', kind, expiresAt: null, maxUses: null });
}, 60_000);
afterAll(() => server.close());

type Endpoint = {
  method: 'POST' | 'PUT';
  url: string;
  auth?: boolean;
  ownSession?: boolean;
  /** Headers computed from the exact bytes sent, e.g. a webhook signature. */
  signed?: (raw: string) => Record<string, string>;
  /** Headers the endpoint needs besides the body, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  template: Record<string, unknown>;
};
const code = '123456';
const reset = { password: 'NewSecret456', password_confirm: 'NewSecret456' };
const token43 = 'A'.repeat(43);
/** A sandbox event for a real invoice (its payment id is filled in once the invoice exists). */
const webhookEvent: Record<string, unknown> = {
  event_id: 'evt-fuzz',
  payment_id: '',
  status: 'paid',
  amount: 1000,
};

/** Every auth and profile endpoint with a valid-looking body to mutate. */
const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/v2/auth/register/email',
    template: {
      email: freshEmail('fz'),
      password: PASSWORD,
      currency: 'RUB',
      locale: 'en',
      promo: 'FUZZ-REG',
      fpp: 'f',
    },
  },
  {
    method: 'POST',
    url: '/api/v2/auth/register/phone',
    template: { phone: freshPhone(), password: PASSWORD, stag: 's', partner: 'p', adplace: 'a' },
  },
  { method: 'POST', url: '/api/v2/auth/login/email/password', template: { email, password: 'Wrong1234' } },
  { method: 'POST', url: '/api/v2/auth/login/phone/password', template: { phone, password: 'Wrong1234' } },
  { method: 'POST', url: '/api/v2/auth/login/email/code', template: { email, code } },
  { method: 'POST', url: '/api/v2/auth/login/phone/code?type=sms', template: { phone, code } },
  { method: 'POST', url: '/api/v2/auth/login/email/verification', template: { email } },
  { method: 'POST', url: '/api/v2/auth/login/phone/verification', template: { phone } },
  { method: 'POST', url: '/api/v2/auth/login/email/resend', template: { email } },
  { method: 'POST', url: '/api/v2/auth/login/phone/code/resend?type=sms', template: { phone } },
  { method: 'POST', url: '/api/v2/auth/sso/exchange', template: { code: token43, state: token43 } },
  { method: 'POST', url: '/api/v2/auth/email/send', auth: true, template: { email: freshEmail('fz') } },
  { method: 'POST', url: '/api/v2/auth/email/resend', auth: true, template: {} },
  { method: 'POST', url: '/api/v2/auth/email/verify/code', auth: true, template: { code } },
  { method: 'POST', url: '/api/v2/auth/phone/send?type=sms', auth: true, template: { phone: freshPhone() } },
  { method: 'POST', url: '/api/v2/auth/phone/resend', auth: true, template: { phone: freshPhone() } },
  { method: 'POST', url: '/api/v2/auth/phone/verify/code', auth: true, template: { code } },
  { method: 'POST', url: '/api/v2/auth/password/email/forgot', template: { email } },
  { method: 'POST', url: '/api/v2/auth/password/email/code/confirm', template: { email, code } },
  { method: 'POST', url: '/api/v2/auth/password/email/token/confirm', template: { token: token43 } },
  { method: 'POST', url: '/api/v2/auth/password/email/token/check', template: { token: token43 } },
  { method: 'POST', url: '/api/v2/auth/password/email/reset/token', template: { token: token43, ...reset } },
  { method: 'POST', url: '/api/v2/auth/password/email/reset/code', template: { email, code, ...reset } },
  { method: 'POST', url: '/api/v2/auth/password/phone/forgot', template: { phone } },
  { method: 'POST', url: '/api/v2/auth/password/phone/code/confirm', template: { phone, code } },
  { method: 'POST', url: '/api/v2/auth/password/phone/reset', template: { phone, code, ...reset } },
  { method: 'POST', url: '/api/v2/auth/password/phone/token/check', template: { token: token43 } },
  { method: 'POST', url: '/password/update', auth: true, template: { old_password: 'Wrong1234', ...reset } },
  {
    method: 'POST',
    url: '/api/v2/auth/password/set',
    auth: true,
    template: { password: 'NewSecret456', confirm_password: 'NewSecret456' },
  },
  { method: 'POST', url: '/auth/send_login_data', auth: true, template: { email: freshEmail('fz') } },
  { method: 'PUT', url: '/auth/login', template: { provider: 'google', currency: 'RUB', promo: 'x' } },
  { method: 'POST', url: '/auth/refresh-token', template: {} },
  // logout ends the session its token belongs to, so each run logs out a session of its own
  { method: 'PUT', url: '/auth/logout', auth: true, ownSession: true, template: {} },
  { method: 'PUT', url: '/profile/settings', auth: true, template: { locale: 'en' } },
  { method: 'PUT', url: '/profile/settings', auth: true, template: { timezone: 'Asia/Almaty' } },
  { method: 'POST', url: '/support/messages', template: { email: freshEmail('fz'), text: 'Hello' } },
  {
    method: 'POST',
    url: '/api/v2/billing/invoices',
    auth: true,
    template: { method: 'card-rub', amount: 1000 },
  },
  // signed, so the fuzzed events get past the signature to the event parsing and crediting
  { method: 'POST', url: '/billing/webhooks/sandbox', signed: signSandboxBody, template: webhookEvent },
  {
    method: 'POST',
    url: '/api/v2/billing/payouts',
    auth: true,
    headers: { 'idempotency-key': 'fuzz-payout-0001' },
    template: { method: 'card-rub', amount: 100, destination: '4000 0000 0000 1234' },
  },
  { method: 'POST', url: '/middleware/mirror', template: {} },
  { method: 'POST', url: '/api/sendAntiBonusResult', auth: true, template: { results: { localhost: 120 } } },
  {
    method: 'PUT',
    url: '/api/v2/tracking/events',
    template: { name: 'ssoAvailabilityCreate', data: { session_id: 'fuzz-session-1', mirror: 'localhost' } },
  },
  {
    method: 'POST',
    url: '/middleware/utm',
    template: { utm_source: 's', utm_medium: 'm', utm_campaign: 'c', utm_term: 't', gclid: 'g' },
  },
  {
    method: 'POST',
    url: '/middleware/registerPageOpenEvent',
    template: {
      subH: 'h',
      uuid: '0b7c3c1e-8d0a-4a55-9d0e-1f2a3b4c5d6e',
      click_url: 'https://ads.example.test/',
    },
  },
  { method: 'POST', url: '/middleware/mirrorRedirect', template: { path: '/bonus' } },
  { method: 'POST', url: '/middleware/ip', template: {} },
  { method: 'POST', url: '/middleware/affiliate', template: { stag: 's', partner: 'p', adplace: 'a' } },
  { method: 'POST', url: '/api/attachSource', auth: true, template: { stag: 's', advId: 'a', prHash: 'h' } },
  { method: 'PUT', url: '/api/v2/freeSpinsCampaigns/cancel/1', auth: true, template: {} },
  { method: 'POST', url: '/api/v2/vip/join', auth: true, template: { request_type: 'join' } },
  { method: 'POST', url: '/api/v2/promo-codes/redeem', auth: true, template: { code: 'FUZZ-DEP' } },
  // bonus 1 is the fuzzing player's once a webhook run above has paid their invoice
  { method: 'POST', url: '/api/v2/bonuses/1/cancel', auth: true, template: {} },
  { method: 'POST', url: '/api/v2/bonuses/offers/welcome-pack/activate', auth: true, template: {} },
  { method: 'POST', url: '/api/v2/fair/seeds/rotate', auth: true, template: { client_seed: 'fuzz-seed' } },
  { method: 'POST', url: '/api/v2/games/miner/reveal', auth: true, template: { tile: 3 } },
  { method: 'POST', url: '/api/v2/games/miner/cashout', auth: true, template: {} },
  { method: 'POST', url: '/api/v2/games/hilo/act', auth: true, template: { action: 'higher' } },
  ...(
    [
      ['dice', { target: 50, direction: 'over' }],
      ['coinflip', { side: 'heads' }],
      ['keno', { numbers: [1, 2, 3], risk: 'classic' }],
      ['roulette', { chips: [{ bet: 'red', amount: 1 }] }],
      ['wheelOfFortune', { segments: 10, risk: 'low' }],
      ['miner', { mines: 3 }],
      ['hilo', {}],
      ['cases', { slug: 'street' }],
    ] as const
  ).map(([game, params]) => ({
    method: 'POST' as const,
    url: `/api/v2/games/${game}/bets`,
    auth: true,
    template: { bet_id: `fuzz-${game}-bet`, amount: 1, params },
  })),
];

const value = fc.jsonValue({ maxDepth: 2 });
const huge = fc.integer({ min: 200, max: 80_000 }).map((n) => '9'.repeat(n));

/** Bodies around a template: as is, one key wrong/huge/missing, an unknown key, random objects and non-objects. */
function bodies(template: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(template);
  const extraKey = fc
    .tuple(fc.string({ minLength: 1, maxLength: 12 }), value)
    .filter(([k]) => !keys.includes(k))
    .map(([k, v]) => ({ ...template, [k]: v }));
  const near = keys.length
    ? [
        fc.tuple(fc.constantFrom(...keys), value).map(([k, v]) => ({ ...template, [k]: v })),
        fc.tuple(fc.constantFrom(...keys), huge).map(([k, v]) => ({ ...template, [k]: v })),
        fc
          .constantFrom(...keys)
          .map((k) => Object.fromEntries(Object.entries(template).filter(([x]) => x !== k))),
      ]
    : [];
  return fc.oneof(
    fc.constant(template),
    extraKey,
    ...near,
    fc.dictionary(fc.string({ maxLength: 16 }), value, { maxKeys: 6 }),
    value,
  );
}

const rowCounts = () => watchedRowCounts(server.database.db);

const RUNS = 30;

it('generates at least 1,000 bodies across the endpoints', () => {
  expect(WATCHED_TABLES).toContain('support_messages');
  expect(ENDPOINTS.length * RUNS).toBeGreaterThanOrEqual(1_000);
});

describe('fuzzed bodies', () => {
  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.url}`, e] as const))(
    '%s never answers 5xx and writes nothing when it refuses',
    async (_name, endpoint) => {
      let seen = 0;
      await fc.assert(
        fc.asyncProperty(bodies(endpoint.template), fc.ipV4(), async (body, ip) => {
          seen++;
          const bearer = endpoint.ownSession ? (await registerByEmail(server)).token : token;
          // an accepted request before may still be writing after its answer (a login code is issued then)
          await server.settled();
          const before = await rowCounts();
          const payload = JSON.stringify(body);
          const res = await server.app.inject({
            method: endpoint.method,
            url: endpoint.url,
            remoteAddress: ip,
            headers: {
              ...API,
              'content-type': 'application/json',
              'x-requested-with': 'fuzz',
              ...(endpoint.auth ? { authorization: `Bearer ${bearer}` } : {}),
              ...endpoint.signed?.(payload),
              ...endpoint.headers,
            },
            payload,
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          await server.settled();
          if (res.statusCode >= 400) expect(await rowCounts()).toEqual(before);
        }),
        { numRuns: RUNS, seed: 20_300_101 },
      );
      expect(seen).toBeGreaterThanOrEqual(RUNS);
    },
    60_000,
  );

  it('fuzzes the /api/v2/billing/history query string', async () => {
    const keys = fc.constantFrom('type', 'status', 'page', 'per_page', 'sort');
    await fc.assert(
      fc.asyncProperty(fc.dictionary(keys, fc.string({ maxLength: 12 }), { maxKeys: 4 }), async (query) => {
        const res = await call(server, `/api/v2/billing/history?${new URLSearchParams(query)}`, undefined, {
          method: 'GET',
          token,
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: RUNS, seed: 20_300_101 },
    );
  });

  it('fuzzes the /profile/user query string', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 80 }), { maxKeys: 4 }),
        async (query) => {
          const res = await call(server, `/profile/user?${new URLSearchParams(query)}`, undefined, {
            method: 'GET',
            token,
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS, seed: 20_300_101 },
    );
  });
});

/** The endpoint's body with one string field (top level or one level down) replaced. */
function withEachString(template: Record<string, unknown>, text: string): Record<string, unknown>[] {
  return Object.entries(template).flatMap(([key, value]) => {
    if (typeof value === 'string') return [{ ...template, [key]: text }];
    if (value && typeof value === 'object' && !Array.isArray(value))
      return withEachString(value as Record<string, unknown>, text).map((inner) => ({
        ...template,
        [key]: inner,
      }));
    return [];
  });
}

let controlRuns = 0;
describe('control characters in any string', () => {
  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.url}`, e] as const))(
    '%s never answers 5xx for a NUL, a C0 or a C1 control in a string field',
    async (_name, endpoint) => {
      for (const text of ['a\u0000b', '\u0000', 'a\u001bb', 'a\u009bb']) {
        for (const body of withEachString(endpoint.template, text)) {
          const payload = JSON.stringify(body);
          const res = await server.app.inject({
            method: endpoint.method,
            url: endpoint.url,
            remoteAddress: `10.9.${(++controlRuns >> 8) & 255}.${controlRuns & 255}`,
            headers: {
              ...API,
              'content-type': 'application/json',
              'x-requested-with': 'fuzz',
              ...(endpoint.auth ? { authorization: `Bearer ${token}` } : {}),
              ...endpoint.signed?.(payload),
              ...endpoint.headers,
            },
            payload,
          });
          expect(res.statusCode, `${payload}: ${res.body}`).toBeLessThan(500);
        }
      }
    },
    60_000,
  );
});

describe('field names of Object.prototype', () => {
  it('are refused as unknown fields, not a server error', async () => {
    for (const key of ['valueOf', 'toString', 'constructor', 'hasOwnProperty']) {
      const body = await call(server, '/api/v2/auth/login/email/password', {
        email,
        password: 'x',
        [key]: 1,
      });
      expect(body.statusCode).toBe(422);
      expect(body.json().errors[key][0]).toMatch(/^unknown_field: /);
      const query = await call(server, `/profile/user?${key}=1`, undefined, { method: 'GET', token });
      expect(query.statusCode).toBe(422);
    }
  });
});
