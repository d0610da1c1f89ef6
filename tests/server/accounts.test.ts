import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { createPromoOperator } from '../../src/server/modules/bonuses/promo-operator';
import {
  call,
  freshEmail,
  freshPhone,
  latestCode,
  messageCount,
  PASSWORD,
  refreshCookieOf,
  registerByEmail,
  registerByPhone,
  ROOMY_LIMITS,
  testClock,
} from './accounts';
import { startTestServer, type TestServer } from './harness';

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ COUNTRY_HEADER: 'cf-ipcountry' }, clock.now, { limits: ROOMY_LIMITS });
  // a registration's promo must be a known code (promo-codes.test.ts covers the refusals)
  await createPromoOperator({ db: server.database.db, now: clock.now }).add({
    code: 'WELCOME',
    programId: 'promo-deposit-100',
    kind: 'registration',
    expiresAt: null,
    maxUses: null,
  });
}, 60_000);
afterAll(() => server.close());

const userRow = async (column: 'email' | 'phone', value: string) =>
  (await server.database.db.select().from(users).where(eq(users[column], value)))[0]!;
const me = async (token: string) =>
  (await call(server, '/profile/user', undefined, { method: 'GET', token })).json().user;
const MINUTE = 60_000;

describe('registration', () => {
  it('registers by email with an argon2id hash, a token and the refresh cookie', async () => {
    const { email, token, cookie } = await registerByEmail(server);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await userRow('email', email)).passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await me(token)).toMatchObject({ email, register_method: 'email', currency: 'RUB', locale: 'ru' });
  });

  it('registers by phone, dropping mask characters', async () => {
    const phone = freshPhone();
    const masked = `${phone.slice(0, 2)} (${phone.slice(2, 5)}) ${phone.slice(5, 8)} ${phone.slice(8, 10)} ${phone.slice(10)}`;
    const { token } = await registerByPhone(server, masked);
    expect(await me(token)).toMatchObject({ phone, email: null, register_method: 'phone' });
  });

  it('stores attribution, currency, country and the locale from the body or Accept-Language', async () => {
    const email = freshEmail();
    const res = await call(
      server,
      '/api/v2/auth/register/email',
      {
        email,
        password: PASSWORD,
        currency: 'KZT',
        promo: 'WELCOME',
        partner: 'p1',
        adplace: 'a1',
        stag: 's1',
        fpp: 'fp',
      },
      { headers: { 'accept-language': 'kk-KZ,ru;q=0.8', 'cf-ipcountry': 'KZ' } },
    );
    expect(res.statusCode).toBe(200);
    expect(await userRow('email', email)).toMatchObject({
      currency: 'KZT',
      locale: 'kz',
      countryCode: 'KZ',
      promo: 'WELCOME',
      partner: 'p1',
      adplace: 'a1',
      stag: 's1',
      fingerprint: 'fp',
    });
    const en = freshEmail();
    await call(
      server,
      '/api/v2/auth/register/email',
      { email: en, password: PASSWORD },
      { headers: { 'accept-language': 'de-DE,en;q=0.5' } },
    );
    expect((await userRow('email', en)).locale).toBe('en');
    const body = freshEmail();
    await call(
      server,
      '/api/v2/auth/register/email',
      { email: body, password: PASSWORD, locale: 'ru' },
      { headers: { 'accept-language': 'en' } },
    );
    expect((await userRow('email', body)).locale).toBe('ru');
  });

  it('refuses a taken email or phone with 422 email_taken / phone_taken', async () => {
    const { email } = await registerByEmail(server);
    const again = await call(server, '/api/v2/auth/register/email', {
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email[0]).toMatch(/^email_taken: /);
    const { phone } = await registerByPhone(server);
    const twice = await call(server, '/api/v2/auth/register/phone', { phone, password: PASSWORD });
    expect(twice.json().errors.phone[0]).toMatch(/^phone_taken: /);
  });

  it('rejects unknown fields and weak passwords with 422', async () => {
    const extra = await call(server, '/api/v2/auth/register/email', {
      email: freshEmail(),
      password: PASSWORD,
      admin: true,
    });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors.admin[0]).toMatch(/^unknown_field: /);
    const weak = await call(server, '/api/v2/auth/register/email', {
      email: freshEmail(),
      password: 'short',
    });
    expect(weak.json().errors.password[0]).toMatch(/^password_too_short: /);
  });
});

describe('address confirmation', () => {
  it('sends a code on registration that confirms the email', async () => {
    const { email, token } = await registerByEmail(server);
    const res = await call(
      server,
      '/api/v2/auth/email/verify/code',
      { code: await latestCode(server, email) },
      { token },
    );
    expect(res.json()).toEqual({ success: true });
    expect((await me(token)).is_email_verified).toBe(true);
  });

  it('confirms a phone with an SMS code, resent after the cooldown', async () => {
    const { phone, token } = await registerByPhone(server);
    const early = await call(server, '/api/v2/auth/phone/resend?type=sms', {}, { token });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(MINUTE + 1_000);
    expect((await call(server, '/api/v2/auth/phone/resend?type=sms', {}, { token })).statusCode).toBe(200);
    const res = await call(
      server,
      '/api/v2/auth/phone/verify/code?type=sms',
      { code: await latestCode(server, phone) },
      { token },
    );
    expect(res.statusCode).toBe(200);
    expect((await me(token)).is_phone_verified).toBe(true);
    const again = await call(server, '/api/v2/auth/phone/send', {}, { token });
    expect(again.json().errors.phone[0]).toMatch(/^already_verified: /);
  });

  it('puts a given email in place of a missing or unverified one', async () => {
    const { token } = await registerByPhone(server);
    expect((await call(server, '/api/v2/auth/email/send', {}, { token })).json().errors.email[0]).toMatch(
      /^no_email: /,
    );
    const email = freshEmail();
    expect((await call(server, '/api/v2/auth/email/send', { email }, { token })).statusCode).toBe(200);
    expect((await me(token)).email).toBe(email);
    await call(
      server,
      '/api/v2/auth/email/verify/code',
      { code: await latestCode(server, email) },
      { token },
    );
    expect(await me(token)).toMatchObject({ email, is_email_verified: true });
  });

  it('needs authentication', async () => {
    expect((await call(server, '/api/v2/auth/email/send', {})).statusCode).toBe(401);
  });
});

describe('login', () => {
  it('logs in by email and by phone with a password', async () => {
    const { email } = await registerByEmail(server);
    const byEmail = await call(server, '/api/v2/auth/login/email/password', { email, password: PASSWORD });
    expect(byEmail.json()).toEqual({ success: true, token: expect.any(String), sso: null });
    expect(refreshCookieOf(byEmail)).toBeDefined();
    const { phone } = await registerByPhone(server);
    const byPhone = await call(server, '/api/v2/auth/login/phone/password', { phone, password: PASSWORD });
    expect(byPhone.statusCode).toBe(200);
    expect(
      (await call(server, '/profile/user', undefined, { method: 'GET', token: byPhone.json().token })).json()
        .user.phone,
    ).toBe(phone);
  });

  it('answers an unknown login and a wrong password with the same bytes', async () => {
    const { email } = await registerByEmail(server);
    const wrong = await call(server, '/api/v2/auth/login/email/password', { email, password: 'Wrong1234' });
    const unknown = await call(server, '/api/v2/auth/login/email/password', {
      email: freshEmail(),
      password: 'Wrong1234',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json().code).toBe('invalid_credentials');
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('logs in by email code and confirms the email', async () => {
    const { email } = await registerByEmail(server);
    const sent = await call(server, '/api/v2/auth/login/email/verification', { email });
    expect(sent.json()).toEqual({ success: true });
    const res = await call(server, '/api/v2/auth/login/email/code', {
      email,
      code: await latestCode(server, email),
    });
    expect(res.json()).toMatchObject({ success: true, sso: null });
    expect((await me(res.json().token)).is_email_verified).toBe(true);
    const reuse = await call(server, '/api/v2/auth/login/email/code', {
      email,
      code: await latestCode(server, email),
    });
    expect(reuse.statusCode).toBe(422);
  });

  it('logs in by SMS code', async () => {
    const { phone } = await registerByPhone(server);
    await call(server, '/api/v2/auth/login/phone/verification', { phone });
    const res = await call(server, '/api/v2/auth/login/phone/code?type=sms', {
      phone,
      code: await latestCode(server, phone),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toEqual(expect.any(String));
  });

  it('answers a code request for an unknown account like a known one and sends nothing', async () => {
    const { email } = await registerByEmail(server);
    const known = await call(server, '/api/v2/auth/login/email/verification', { email });
    const stranger = freshEmail();
    const unknown = await call(server, '/api/v2/auth/login/email/verification', { email: stranger });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await messageCount(server, stranger)).toBe(0);
    const phone = freshPhone();
    expect((await call(server, '/api/v2/auth/login/phone/code/resend?type=sms', { phone })).json()).toEqual({
      success: true,
    });
    expect(await messageCount(server, phone)).toBe(0);
  });

  it('resends a login code only after 60 s, and the new code supersedes the old one', async () => {
    const { email } = await registerByEmail(server);
    await call(server, '/api/v2/auth/login/email/verification', { email });
    const old = await latestCode(server, email);
    const early = await call(server, '/api/v2/auth/login/email/resend', { email });
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe('rate_limited');
    clock.advance(MINUTE + 1_000);
    expect((await call(server, '/api/v2/auth/login/email/resend', { email })).statusCode).toBe(200);
    const fresh = await latestCode(server, email);
    if (old !== fresh) {
      const stale = await call(server, '/api/v2/auth/login/email/code', { email, code: old });
      expect(stale.json().errors.code[0]).toMatch(/^invalid_code: /);
    }
    expect((await call(server, '/api/v2/auth/login/email/code', { email, code: fresh })).statusCode).toBe(
      200,
    );
  });

  it('kills a code after 5 wrong tries', async () => {
    const { email } = await registerByEmail(server);
    await call(server, '/api/v2/auth/login/email/verification', { email });
    const code = await latestCode(server, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const keys: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(server, '/api/v2/auth/login/email/code', { email, code: wrong });
      keys.push(res.json().errors.code[0].split(':')[0]);
    }
    expect(keys).toEqual([
      'invalid_code',
      'invalid_code',
      'invalid_code',
      'invalid_code',
      'too_many_attempts',
    ]);
    const right = await call(server, '/api/v2/auth/login/email/code', { email, code });
    expect(right.statusCode).toBe(422);
    expect(right.json().code).toBe('too_many_attempts');
  });

  it('lets a code expire after 10 minutes', async () => {
    const { email } = await registerByEmail(server);
    await call(server, '/api/v2/auth/login/email/verification', { email });
    // the code is issued after the answer: let that happen before the clock moves on
    await server.settled();
    clock.advance(10 * MINUTE + 1_000);
    const res = await call(server, '/api/v2/auth/login/email/code', {
      email,
      code: await latestCode(server, email),
    });
    expect(res.json().code).toBe('code_expired');
  });

  it('stores codes only as HMACs', async () => {
    const { email } = await registerByEmail(server);
    const code = await latestCode(server, email);
    const rows = await server.database.db.execute(
      `select code_hash from auth_codes where destination = '${email}'`,
    );
    const hashes = (rows as unknown as { rows: { code_hash: string }[] }).rows.map((r) => r.code_hash);
    expect(hashes.length).toBeGreaterThan(0);
    for (const h of hashes) expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes.join()).not.toContain(code);
  });
});
