import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshEmail, PASSWORD, registerByEmail, testClock } from './accounts';
import { startPeerServer, startTestServer, type TestServer } from './harness';

// Two apps on one database stand for two server processes: every limit must count what both of them saw.
const clock = testClock();
let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  first = await startTestServer({}, clock.now, { limits: { registrationsPerIp: 1000 } });
  second = await startPeerServer(first, clock.now, { limits: { registrationsPerIp: 1000 } });
}, 60_000);
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('throttles shared by every server process', () => {
  it('counts the failed logins of one account made through both processes', async () => {
    const { email } = await registerByEmail(first);
    const login = (server: TestServer, i: number) =>
      call(
        server,
        '/api/v2/auth/login/email/password',
        { email, password: `Wrong${i}abc` },
        { ip: '10.1.0.1' },
      );
    for (let i = 0; i < 10; i++) expect((await login(i % 2 ? second : first, i)).statusCode).toBe(401);
    const limited = await login(first, 10);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(second, 11)).statusCode).toBe(429);
    // the right password is refused too while the account is throttled, through either process
    const right = await call(second, '/api/v2/auth/login/email/password', { email, password: PASSWORD });
    expect(right.statusCode).toBe(429);
    clock.advance(15 * 60_000 + 1_000);
    expect(
      (await call(second, '/api/v2/auth/login/email/password', { email, password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('counts the registrations of one address made through both processes', async () => {
    const limited = await startTestServer({}, clock.now, { limits: { registrationsPerIp: 3 } });
    const peer = await startPeerServer(limited, clock.now, { limits: { registrationsPerIp: 3 } });
    try {
      const register = (server: TestServer) =>
        call(
          server,
          '/api/v2/auth/register/email',
          { email: freshEmail(), password: PASSWORD },
          { ip: '10.1.0.2' },
        );
      expect((await register(limited)).statusCode).toBe(200);
      expect((await register(peer)).statusCode).toBe(200);
      expect((await register(limited)).statusCode).toBe(200);
      expect((await register(peer)).statusCode).toBe(429);
    } finally {
      await peer.close();
      await limited.close();
    }
  });

  it('holds a route limit of @fastify/rate-limit across both processes', async () => {
    const send = (server: TestServer) =>
      call(server, '/support/messages', { email: 'limits@example.test', text: 'Hello' }, { ip: '10.1.0.3' });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(i % 2 ? second : first)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
