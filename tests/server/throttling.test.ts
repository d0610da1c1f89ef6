import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argon2Hasher, type PasswordHasher } from '../../src/server/security/passwords';
import { call, freshEmail, latestCode, PASSWORD, registerByEmail, testClock } from './accounts';
import { startTestServer, type TestServer } from './harness';

/** argon2id with a counter on verify. */
const spy = { verifies: 0 };
const hasher: PasswordHasher = {
  hash: (p) => argon2Hasher.hash(p),
  verify: (h, p) => {
    spy.verifies++;
    return argon2Hasher.verify(h, p);
  },
};

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, clock.now, {
    hasher,
    limits: { passwordPerIp: 20, registrationsPerIp: 1000 },
  });
}, 60_000);
afterAll(() => server.close());

const WINDOW = 15 * 60_000;
const login = (email: string, password: string, ip: string) =>
  call(server, '/api/v2/auth/login/email/password', { email, password }, { ip });

describe('password login throttling', () => {
  it('answers 429 before hashing after 10 failures on one account: 150 tries cost 10 argon2 verifies', async () => {
    const { email } = await registerByEmail(server);
    spy.verifies = 0;
    const statuses: number[] = [];
    let limited;
    for (let i = 0; i < 150; i++) {
      const res = await login(email, `Wrong${i}abc`, '10.0.0.1');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) limited = res;
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(spy.verifies).toBe(10);
    expect(limited!.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(email, PASSWORD, '10.0.0.2')).statusCode).toBe(429);
    clock.advance(WINDOW + 1_000);
    expect((await login(email, PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('verifies unknown logins against a dummy hash, once', async () => {
    spy.verifies = 0;
    const res = await login(freshEmail(), 'Whatever1', '10.0.0.3');
    expect(res.statusCode).toBe(401);
    expect(spy.verifies).toBe(1);
  });

  it('limits failures per IP across accounts', async () => {
    for (let i = 0; i < 20; i++)
      expect((await login(freshEmail(), 'Wrong1234', '10.0.0.9')).statusCode).toBe(401);
    spy.verifies = 0;
    const res = await login(freshEmail(), 'Wrong1234', '10.0.0.9');
    expect(res.statusCode).toBe(429);
    expect(spy.verifies).toBe(0);
    expect((await login(freshEmail(), 'Wrong1234', '10.0.0.10')).statusCode).toBe(401);
  });
});

describe('code throttling', () => {
  it('answers 429 after 10 wrong code checks on one address', async () => {
    const { email } = await registerByEmail(server);
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      clock.advance(61_000);
      await call(server, '/api/v2/auth/login/email/resend', { email }, { ip: '10.0.1.1' });
      const code = await latestCode(server, email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await call(server, '/api/v2/auth/login/email/code', { email, code: wrong }, { ip: '10.0.1.1' }))
            .statusCode,
        );
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });

  it('allows 5 code sends per address per 15 minutes', async () => {
    const { email } = await registerByEmail(server);
    clock.advance(WINDOW + 1_000); // the registration's own send leaves the window
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await call(server, '/api/v2/auth/login/email/resend', { email }, { ip: '10.0.2.1' })).statusCode,
      );
      clock.advance(61_000);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
