import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  freshEmail,
  freshPhone,
  latestCode,
  PASSWORD,
  registerByEmail,
  registerByPhone,
  ROOMY_LIMITS,
} from './accounts';
import { startTestServer, type TestServer } from './harness';

let production: TestServer;
let development: TestServer;
beforeAll(async () => {
  production = await startTestServer(
    { NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: '1', SITE_HOSTS: 'casino.test' },
    undefined,
    { limits: ROOMY_LIMITS },
  );
  development = await startTestServer({}, undefined, { limits: ROOMY_LIMITS });
}, 60_000);
afterAll(async () => {
  await production.close();
  await development.close();
});

const XRW = { 'x-requested-with': 'XMLHttpRequest' };
const refreshCookie = (res: { cookies: { name: string }[] }) =>
  res.cookies.find((c) => c.name === 'refresh_token');

describe('the refresh cookie in production', () => {
  it.each([
    ['no proxy header', {}],
    ['a proxy saying http', { 'x-forwarded-proto': 'http' }],
  ])('is Secure, SameSite=None and Partitioned with %s', async (_what, headers) => {
    const res = await call(
      production,
      '/api/v2/auth/register/email',
      { email: freshEmail('prod'), password: PASSWORD },
      { headers },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(refreshCookie(res)).toMatchObject({ httpOnly: true, secure: true, sameSite: 'None' });
    expect(String(res.headers['set-cookie'])).toContain('Partitioned');
  });

  it('stays Secure when it is rotated and when it is cleared', async () => {
    const { cookie } = await registerByEmail(production);
    const rotated = await call(production, '/auth/refresh-token', undefined, { cookie, headers: XRW });
    expect(refreshCookie(rotated)).toMatchObject({ secure: true, sameSite: 'None' });
    const refused = await call(production, '/auth/refresh-token', undefined, {
      cookie: 'not-a-credential-of-ours',
      headers: XRW,
    });
    expect(refused.statusCode).toBe(401);
    expect(refreshCookie(refused)).toMatchObject({ secure: true, sameSite: 'None' });
  });

  it('is still Lax without Secure on plain http outside production, where Secure cannot be set', async () => {
    const { res } = await registerByEmail(development);
    expect(refreshCookie(res)).toMatchObject({ sameSite: 'Lax' });
    expect((refreshCookie(res) as { secure?: boolean }).secure).toBeFalsy();
  });
});

describe('answers that carry a token or a session', () => {
  it('are never cached: registration, every login, refresh, logout and reset tokens say no-store', async () => {
    const server = development;
    const email = await registerByEmail(server);
    const phone = await registerByPhone(server);
    const answers = {
      'register/email': email.res,
      'register/phone': phone.res,
      'register/phone again': await call(server, '/api/v2/auth/register/phone', {
        phone: freshPhone(),
        password: PASSWORD,
      }),
      'login/email/password': await call(server, '/api/v2/auth/login/email/password', {
        email: email.email,
        password: PASSWORD,
      }),
      'login/phone/password': await call(server, '/api/v2/auth/login/phone/password', {
        phone: phone.phone,
        password: PASSWORD,
      }),
      'login/email/code': await (async () => {
        await call(server, '/api/v2/auth/login/email/verification', { email: email.email });
        const code = await latestCode(server, email.email);
        return call(server, '/api/v2/auth/login/email/code', { email: email.email, code });
      })(),
      'login/phone/code': await (async () => {
        await call(server, '/api/v2/auth/login/phone/verification', { phone: phone.phone });
        const code = await latestCode(server, phone.phone);
        return call(server, '/api/v2/auth/login/phone/code?type=sms', { phone: phone.phone, code });
      })(),
      'refresh-token': await call(server, '/auth/refresh-token', undefined, {
        cookie: email.cookie,
        headers: XRW,
      }),
      'password/email/code/confirm': await (async () => {
        await call(server, '/api/v2/auth/password/email/forgot', { email: email.email });
        const code = await latestCode(server, email.email);
        return call(server, '/api/v2/auth/password/email/code/confirm', { email: email.email, code });
      })(),
      'password/phone/code/confirm': await (async () => {
        await call(server, '/api/v2/auth/password/phone/forgot', { phone: phone.phone });
        const code = await latestCode(server, phone.phone);
        return call(server, '/api/v2/auth/password/phone/code/confirm', { phone: phone.phone, code });
      })(),
      logout: await call(server, '/auth/logout', undefined, { method: 'PUT', token: phone.token }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
  });
});
