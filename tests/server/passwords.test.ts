import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../src/server/db/schema';
import {
  call,
  freshEmail,
  latestCode,
  messageCount,
  PASSWORD,
  refreshCookieOf,
  registerByEmail,
  registerByPhone,
  ROOMY_LIMITS,
} from './accounts';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SITE_HOSTS: 'casino.test', SITE_URL: 'http://casino.test' }, undefined, {
    limits: ROOMY_LIMITS,
  });
}, 60_000);
afterAll(() => server.close());

const NEW = 'NewSecret456';
const XRW = { 'x-requested-with': 'XMLHttpRequest' };
const refresh = (cookie: string) => call(server, '/auth/refresh-token', undefined, { cookie, headers: XRW });
const loginEmail = (email: string, password: string) =>
  call(server, '/api/v2/auth/login/email/password', { email, password });
const firstError = (res: { json(): { errors: Record<string, string[]> } }, field: string) =>
  res.json().errors[field]?.[0] ?? '';

describe('password reset by email', () => {
  it('confirms a code for a reset token, resets, and signs out every session', async () => {
    const { email, cookie } = await registerByEmail(server);
    expect((await call(server, '/api/v2/auth/password/email/forgot', { email })).json()).toEqual({
      success: true,
    });
    const confirm = await call(server, '/api/v2/auth/password/email/code/confirm', {
      email,
      code: await latestCode(server, email),
    });
    const token = confirm.json().data.reset_token as string;
    expect(token).toEqual(expect.any(String));
    expect((await call(server, '/api/v2/auth/password/email/token/check', { token })).json()).toEqual({
      success: true,
    });
    const reset = await call(server, '/api/v2/auth/password/email/reset/token', {
      token,
      password: NEW,
      password_confirm: NEW,
    });
    expect(reset.json()).toEqual({ success: true });
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await loginEmail(email, PASSWORD)).statusCode).toBe(401);
    expect((await loginEmail(email, NEW)).statusCode).toBe(200);
    const reuse = await call(server, '/api/v2/auth/password/email/token/check', { token });
    expect(reuse.statusCode).toBe(422);
    expect(firstError(reuse, 'token')).toMatch(/^invalid_reset_token: /);
  });

  it('mails a reset link whose token works on the reset page', async () => {
    const { email } = await registerByEmail(server);
    await call(server, '/api/v2/auth/password/email/forgot', { email });
    await server.settled();
    const last = (
      await server.database.db.select().from(outbox).where(eq(outbox.destination, email)).orderBy(outbox.id)
    ).at(-1)!;
    const token = decodeURIComponent(last.body.match(/\/reset-password\/(\S+)/)![1]!);
    expect(last.body).toContain('http://casino.test/reset-password/');
    expect((await call(server, '/api/v2/auth/password/email/token/confirm', { token })).statusCode).toBe(200);
    expect(
      (
        await call(server, '/api/v2/auth/password/email/reset/token', {
          token,
          password: NEW,
          password_confirm: NEW,
        })
      ).statusCode,
    ).toBe(200);
    expect((await loginEmail(email, NEW)).statusCode).toBe(200);
  });

  it('resets directly with the code', async () => {
    const { email } = await registerByEmail(server);
    await call(server, '/api/v2/auth/password/email/forgot', { email });
    const code = await latestCode(server, email);
    const mismatch = await call(server, '/api/v2/auth/password/email/reset/code', {
      email,
      code,
      password: NEW,
      password_confirm: 'Other1234',
    });
    expect(firstError(mismatch, 'password_confirm')).toMatch(/^password_mismatch: /);
    const res = await call(server, '/api/v2/auth/password/email/reset/code', {
      email,
      code,
      password: NEW,
      password_confirm: NEW,
    });
    expect(res.statusCode).toBe(200);
    expect((await loginEmail(email, NEW)).statusCode).toBe(200);
  });

  it('answers a forgot request for an unknown email the same and sends nothing', async () => {
    const email = freshEmail();
    expect((await call(server, '/api/v2/auth/password/email/forgot', { email })).json()).toEqual({
      success: true,
    });
    expect(await messageCount(server, email)).toBe(0);
  });

  it('rejects an unknown reset token with invalid_reset_token', async () => {
    const res = await call(server, '/api/v2/auth/password/email/token/check', { token: 'x'.repeat(43) });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('invalid_reset_token');
  });
});

describe('password reset by phone', () => {
  it('confirms an SMS code for a reset token and resets with it', async () => {
    const { phone, cookie } = await registerByPhone(server);
    await call(server, '/api/v2/auth/password/phone/forgot', { phone });
    const confirm = await call(server, '/api/v2/auth/password/phone/code/confirm', {
      phone,
      code: await latestCode(server, phone),
    });
    const token = confirm.json().data.reset_token as string;
    expect((await call(server, '/api/v2/auth/password/phone/token/check', { token })).statusCode).toBe(200);
    const res = await call(server, '/api/v2/auth/password/phone/reset', {
      phone,
      token,
      password: NEW,
      password_confirm: NEW,
    });
    expect(res.json()).toEqual({ success: true });
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect(
      (await call(server, '/api/v2/auth/login/phone/password', { phone, password: NEW })).statusCode,
    ).toBe(200);
  });

  it('resets with the SMS code itself, and refuses a token of another account', async () => {
    const { phone } = await registerByPhone(server);
    const other = await registerByPhone(server);
    await call(server, '/api/v2/auth/password/phone/forgot', { phone: other.phone });
    const otherToken = (
      await call(server, '/api/v2/auth/password/phone/code/confirm', {
        phone: other.phone,
        code: await latestCode(server, other.phone),
      })
    ).json().data.reset_token;
    const stolen = await call(server, '/api/v2/auth/password/phone/reset', {
      phone,
      token: otherToken,
      password: NEW,
      password_confirm: NEW,
    });
    expect(stolen.json().code).toBe('invalid_reset_token');
    await call(server, '/api/v2/auth/password/phone/forgot', { phone });
    const code = await latestCode(server, phone);
    const res = await call(server, '/api/v2/auth/password/phone/reset', {
      phone,
      code,
      password: NEW,
      password_confirm: NEW,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await call(server, '/api/v2/auth/login/phone/password', { phone, password: NEW })).statusCode,
    ).toBe(200);
  });
});

describe('password update', () => {
  it('answers 422 with the field keys of SPEC §5', async () => {
    const { token } = await registerByEmail(server);
    const wrongOld = await call(
      server,
      '/password/update',
      { old_password: 'Nope12345', password: NEW, password_confirm: NEW },
      { token },
    );
    expect(wrongOld.statusCode).toBe(422);
    expect(firstError(wrongOld, 'old_password')).toMatch(/^wrong_old_password: /);
    const mismatch = await call(
      server,
      '/password/update',
      { old_password: PASSWORD, password: NEW, password_confirm: 'Else12345' },
      { token },
    );
    expect(firstError(mismatch, 'password_confirm')).toMatch(/^password_mismatch: /);
    const weak = await call(
      server,
      '/password/update',
      { old_password: PASSWORD, password: 'abc', password_confirm: 'abc' },
      { token },
    );
    expect(firstError(weak, 'password')).toMatch(/^password_too_short: /);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { email, token, cookie } = await registerByEmail(server);
    const other = refreshCookieOf(await loginEmail(email, PASSWORD))!;
    const res = await call(
      server,
      '/password/update',
      { old_password: PASSWORD, password: NEW, password_confirm: NEW },
      { token },
    );
    expect(res.json()).toEqual({ success: true });
    expect((await refresh(cookie)).statusCode).toBe(200);
    expect((await refresh(other)).statusCode).toBe(401);
    expect((await loginEmail(email, NEW)).statusCode).toBe(200);
  });
});

describe('first password', () => {
  it('refuses when a password exists', async () => {
    const { token } = await registerByEmail(server);
    const res = await call(
      server,
      '/api/v2/auth/password/set',
      { password: NEW, confirm_password: NEW },
      { token },
    );
    expect(res.statusCode).toBe(422);
    expect(firstError(res, 'password')).toMatch(/^password_already_set: /);
  });

  it('sets a first password, checking confirm_password', async () => {
    const { email, token } = await registerByEmail(server);
    await server.database.db.update(users).set({ passwordHash: null }).where(eq(users.email, email));
    const mismatch = await call(
      server,
      '/api/v2/auth/password/set',
      { password: NEW, confirm_password: 'Other1234' },
      { token },
    );
    expect(firstError(mismatch, 'confirm_password')).toMatch(/^password_mismatch: /);
    expect(
      (
        await call(server, '/api/v2/auth/password/set', { password: NEW, confirm_password: NEW }, { token })
      ).json(),
    ).toEqual({
      success: true,
    });
    expect((await loginEmail(email, NEW)).statusCode).toBe(200);
  });
});
