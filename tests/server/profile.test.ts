import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileAnswer, userSchema } from '../../src/contract/profile';
import { call, freshEmail, latestCode, registerByEmail, ROOMY_LIMITS } from './accounts';
import { API, SITE, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ COUNTRY_HEADER: 'cf-ipcountry' }, undefined, { limits: ROOMY_LIMITS });
}, 60_000);
afterAll(() => server.close());

const profile = (token: string, query = '') =>
  call(server, `/profile/user${query}`, undefined, { method: 'GET', token });
const settings = (token: string, body: unknown) =>
  call(server, '/profile/settings', body, { method: 'PUT', token });

describe('GET /profile/user', () => {
  it('answers every field of the User schema, with features and region', async () => {
    const { token } = await registerByEmail(server);
    const res = await profile(token, '?whoAreYou=1');
    expect(res.statusCode).toBe(200);
    const body = profileAnswer.parse(res.json());
    expect(Object.keys(res.json().user).sort()).toEqual(Object.keys(userSchema.shape).sort());
    expect(body.user).toMatchObject({
      balance: 0,
      total_balance: 0,
      is_password_exists: true,
      premium: { status: false },
    });
    expect(body.features).toEqual({ sports: false, tournaments: false, vip: true });
    expect(body.region).toBe('RU');
  });

  it('derives the region from the registration country', async () => {
    const email = freshEmail();
    const reg = await call(
      server,
      '/api/v2/auth/register/email',
      { email, password: 'Secret123' },
      { headers: { 'cf-ipcountry': 'KZ' } },
    );
    expect((await profile(reg.json().token)).json().region).toBe('KZ');
  });

  it('rejects unknown query parameters', async () => {
    const { token } = await registerByEmail(server);
    expect((await profile(token, '?admin=1')).statusCode).toBe(422);
  });
});

describe('PUT /profile/settings', () => {
  it('changes exactly one setting and answers the user', async () => {
    const { token } = await registerByEmail(server);
    for (const [body, field, value] of [
      [{ locale: 'en' }, 'locale', 'en'],
      [{ timezone: 'Asia/Almaty' }, 'timezone', 'Asia/Almaty'],
      [{ is_avatar_hidden: true }, 'is_avatar_hidden', true],
      [{ is_statistics_hidden: true }, 'is_statistics_hidden', true],
    ] as const) {
      const res = await settings(token, body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, user: { [field]: value } });
    }
    expect((await profile(token)).json().user).toMatchObject({
      locale: 'en',
      timezone: 'Asia/Almaty',
      is_avatar_hidden: true,
    });
  });

  it('rejects two settings at once, unknown fields, bad values and an empty body without changing anything', async () => {
    const { token } = await registerByEmail(server);
    const before = (await profile(token)).json().user;
    for (const body of [
      { locale: 'en', timezone: 'Asia/Almaty' },
      { locale: 'de' },
      { timezone: 'Mars/Olympus' },
      { is_avatar_hidden: 'yes' },
      { nickname: 'x' },
      {},
    ]) {
      const res = await settings(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().code).toBe('validation_failed');
    }
    expect((await profile(token)).json().user).toEqual(before);
  });

  it('needs authentication', async () => {
    expect((await call(server, '/profile/settings', { locale: 'en' }, { method: 'PUT' })).statusCode).toBe(
      401,
    );
  });
});

describe('login data, social login and the outbox', () => {
  it('mails the login identifier to the given address', async () => {
    const { email, token } = await registerByEmail(server);
    const to = freshEmail('copy');
    expect((await call(server, '/auth/send_login_data', { email: to }, { token })).json()).toEqual({
      success: true,
    });
    const page = await server.app.inject({
      url: `/dev/outbox.json?to=${encodeURIComponent(to)}`,
      headers: API,
    });
    expect(page.json().data[0].body).toContain(email);
    expect((await call(server, '/auth/send_login_data', { email: to })).statusCode).toBe(401);
  });

  it('says social login is not available for any provider', async () => {
    const res = await call(server, '/auth/login', { provider: 'google' }, { method: 'PUT' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.provider[0]).toMatch(/^unsupported_provider: /);
  });

  it('lists messages newest first on the dev outbox pages, also by phone without encoding the plus', async () => {
    const { email } = await registerByEmail(server);
    const json = await server.app.inject({ url: `/dev/outbox.json?to=${email}`, headers: API });
    expect(json.json().data[0]).toMatchObject({ to: email, channel: 'email' });
    expect(json.json().data[0].body).toContain(await latestCode(server, email));
    const html = await server.app.inject({ url: '/dev/outbox', headers: API });
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain(email);
    const phone = '+79990001122';
    await call(server, '/api/v2/auth/register/phone', { phone, password: 'Secret123' });
    const byPhone = await server.app.inject({ url: `/dev/outbox.json?to=+79990001122`, headers: API });
    expect(byPhone.json().data[0].to).toBe(phone);
  });

  it('does not answer API paths on the site host', async () => {
    const post = await server.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login/email/password',
      headers: SITE,
      payload: {},
    });
    expect(post.statusCode).toBe(404);
    const get = await server.app.inject({ url: '/profile/user', headers: SITE });
    expect(get.headers['content-type']).toContain('text/html');
    expect(get.body).not.toContain('unauthenticated');
  });
});

describe('production', () => {
  it('hides the outbox pages unless OUTBOX_PUBLIC is set', async () => {
    const prod = await startTestServer({ NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: '1' });
    try {
      expect((await prod.app.inject({ url: '/dev/outbox.json', headers: API })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  }, 60_000);
});
