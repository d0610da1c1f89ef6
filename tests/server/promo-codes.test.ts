import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDataAnswer } from '../../src/contract/billing';
import { bonusesAnswer, promoCodeAnswer, redeemPromoAnswer } from '../../src/contract/bonuses';
import { DAY_SECONDS } from '../../src/contract/constants';
import { promoCodes, promoRedemptions, users } from '../../src/server/db/schema';
import { createPromoOperator } from '../../src/server/modules/bonuses/promo-operator';
import { call, freshEmail, PASSWORD, registerByEmail, ROOMY_LIMITS, testClock } from './accounts';
import { allRowCounts, balancesOf, bonusesOfSource, decisionOf, deposit, get } from './bonus-programs';
import { player } from './deposits';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const clock = testClock();
const HOUR_MS = 3_600_000;
const INVALID = ['promo_invalid: The promo code is invalid or has expired.'];

beforeAll(async () => {
  server = await startTestServer({ ACCESS_TOKEN_TTL: String(DAY_SECONDS) }, clock.now, {
    limits: ROOMY_LIMITS,
  });
  const promos = createPromoOperator({ db: server.database.db, now: clock.now });
  const add = (code: string, programId: string, kind: 'registration' | 'deposit', extra = {}) =>
    promos.add({ code, programId, kind, expiresAt: null, maxUses: null, ...extra });
  await add('WELCOME300', 'promo-no-deposit', 'registration');
  await add('FIRSTDEP', 'promo-deposit-100', 'registration');
  await add('RELOAD100', 'promo-deposit-100', 'deposit');
  await add('GIFT', 'promo-no-deposit', 'deposit');
  await add('SOON', 'promo-no-deposit', 'registration', {
    expiresAt: new Date(clock.now().getTime() + HOUR_MS),
  });
  await add('ONCE', 'promo-no-deposit', 'registration', { maxUses: 1 });
  await add('LASTONE', 'promo-deposit-100', 'deposit', { maxUses: 1 });
}, 60_000);
afterAll(() => server.close());

const db = () => server.database.db;
const register = (email: string, promo: string) =>
  call(server, '/api/v2/auth/register/email', { email, password: PASSWORD, promo });
const redeem = (token: string | undefined, code: unknown) =>
  call(server, '/api/v2/promo-codes/redeem', { code }, token ? { token } : {});
const usesOf = async (code: string) =>
  (await db().select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!.uses;
const redemptionsOf = (userId: number) =>
  db().select().from(promoRedemptions).where(eq(promoRedemptions.userId, userId));
async function userByEmail(email: string) {
  return (await db().select().from(users).where(eq(users.email, email)))[0]!;
}

describe('a promo code at registration', () => {
  it('credits a no-deposit bonus at once, in any case, and stores the code upper-case', async () => {
    const email = freshEmail('promo');
    const res = await register(email, ' welcome300 ');
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().token as string;
    expect(await balancesOf(server, token)).toEqual({ main: 0, bonus: 300 });
    const user = await userByEmail(email);
    expect(user.promo).toBe('WELCOME300');
    expect(await usesOf('WELCOME300')).toBe(1);
    const [redemption] = await redemptionsOf(user.id);
    expect(redemption).toMatchObject({
      code: 'WELCOME300',
      programId: 'promo-no-deposit',
      status: 'credited',
    });
    const [bonus] = await bonusesOfSource(db(), `promo:${redemption!.id}`);
    expect(bonus).toMatchObject({ id: redemption!.bonusId, amount: 30_000n, wagerRequired: 1_500_000n });
    const mine = bonusesAnswer.parse((await get(server, '/api/v2/bonuses', token)).json());
    expect(mine.active).toMatchObject([{ program_id: 'promo-no-deposit', name: 'bonus.promo.no_deposit' }]);
  });

  it('of a deposit program waits for a qualifying deposit, which earns it instead of reg-and-dep', async () => {
    const email = freshEmail('promo');
    const res = await register(email, 'firstdep');
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().token as string;
    const user = await userByEmail(email);
    expect(await redemptionsOf(user.id)).toMatchObject([{ status: 'waiting', bonusId: null }]);
    const available = bonusesAnswer.parse((await get(server, '/api/v2/bonuses', token)).json()).available;
    expect(available[0]).toMatchObject({
      program_id: 'promo-deposit-100',
      promo_code: 'FIRSTDEP',
      next_deposit: true,
      match_percent: 100,
      min_deposit: 1000,
      expires_in: 14 * DAY_SECONDS,
    });
    const billing = billingDataAnswer.parse((await get(server, '/api/v2/billing/data', token)).json());
    expect(billing.payments.bonus.name).toBe('bonus.promo.deposit_match');

    const small = await deposit(server, token, 500);
    expect(await decisionOf(db(), small)).toMatchObject({
      outcome: 'below_minimum',
      programId: 'promo-deposit-100',
    });
    expect(await redemptionsOf(user.id)).toMatchObject([{ status: 'waiting' }]);

    const enough = await deposit(server, token, 1000);
    const [redemption] = await redemptionsOf(user.id);
    expect(await decisionOf(db(), enough)).toMatchObject({
      outcome: 'granted',
      programId: 'promo-deposit-100',
      redemptionId: redemption!.id,
      bonusId: redemption!.bonusId,
    });
    expect(redemption).toMatchObject({ status: 'credited', invoiceId: enough });
    expect(await balancesOf(server, token)).toEqual({ main: 1500, bonus: 1000 });
  });

  it('refuses an unknown, ill-formed, expired or used-up code with 422 on promo, writing nothing', async () => {
    expect((await register(freshEmail('promo'), 'ONCE')).statusCode).toBe(200);
    clock.advance(2 * HOUR_MS);
    for (const promo of ['NOPE', 'a b', 'x'.repeat(100), 'SOON', 'ONCE']) {
      const email = freshEmail('refused');
      const before = await allRowCounts(db());
      const res = await register(email, promo);
      expect(res.statusCode, promo).toBe(422);
      expect(res.json()).toMatchObject({ code: 'promo_invalid', errors: { promo: INVALID } });
      expect(await allRowCounts(db())).toEqual(before);
    }
    // without the promo the same registration goes through
    expect(
      (
        await call(server, '/api/v2/auth/register/email', {
          email: freshEmail(),
          password: PASSWORD,
          promo: '',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('redeeming a deposit code', () => {
  it('leaves it waiting for the deposit; a second redeem is 409 promo_used and writes nothing', async () => {
    const { token } = await registerByEmail(server);
    const res = await redeem(token, 'reload100');
    expect(res.statusCode, res.body).toBe(200);
    const answer = redeemPromoAnswer.parse(res.json());
    expect(answer.data).toMatchObject({
      code: 'RELOAD100',
      program_id: 'promo-deposit-100',
      name: 'bonus.promo.deposit_match',
      status: 'waiting',
      bonus_id: null,
    });
    expect(new Date(answer.data.expires_at!).getTime()).toBe(clock.now().getTime() + 14 * DAY_SECONDS * 1000);
    const before = await allRowCounts(db());
    const again = await redeem(token, 'RELOAD100');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'promo_used',
      errors: { code: ['promo_used: You have already used this promo code.'] },
    });
    expect(await allRowCounts(db())).toEqual(before);
  });

  it('refuses registration, unknown and ill-formed codes with 422, and needs a session', async () => {
    const { token } = await registerByEmail(server);
    const before = await allRowCounts(db());
    for (const code of ['WELCOME300', 'NOPE', 'no way']) {
      const res = await redeem(token, code);
      expect(res.statusCode, code).toBe(422);
      expect(res.json()).toMatchObject({ code: 'promo_invalid', errors: { code: INVALID } });
    }
    expect((await redeem(token, '')).statusCode).toBe(422);
    expect((await redeem(token, 5)).statusCode).toBe(422);
    expect(await allRowCounts(db())).toEqual(before);
    expect((await redeem(undefined, 'RELOAD100')).statusCode).toBe(401);
  });

  it('refuses a code credited at once while another bonus is wagered, writing nothing', async () => {
    const { token } = await player(server, 'RUB');
    await deposit(server, token, 1000);
    const uses = await usesOf('GIFT');
    const before = await allRowCounts(db());
    const res = await redeem(token, 'gift');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('bonus_active_exists');
    expect(await allRowCounts(db())).toEqual(before);
    expect(await usesOf('GIFT')).toBe(uses);
  });

  it('gives the last use to one of two players redeeming it at once', async () => {
    const [a, b] = await Promise.all([registerByEmail(server), registerByEmail(server)]);
    const answers = await Promise.all([redeem(a.token, 'LASTONE'), redeem(b.token, 'LASTONE')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await usesOf('LASTONE')).toBe(1);
  });
});

describe('GET /api/v2/promo-codes/{code}', () => {
  it('answers a usable code in any case, and 404 for an unknown, ill-formed, expired or used-up one', async () => {
    const res = await get(server, '/api/v2/promo-codes/reload100');
    expect(res.statusCode).toBe(200);
    expect(promoCodeAnswer.parse(res.json())).toEqual({
      data: {
        code: 'RELOAD100',
        kind: 'deposit',
        name: 'bonus.promo.deposit_match',
        public_title: '100% on your next deposit with a promo code',
        expires_at: null,
      },
    });
    for (const code of ['NOPE', 'a%20b', 'SOON', 'ONCE', 'LASTONE'])
      expect((await get(server, `/api/v2/promo-codes/${code}`)).statusCode, code).toBe(404);
  });
});
