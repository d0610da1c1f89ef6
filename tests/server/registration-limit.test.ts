import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshEmail, PASSWORD } from './accounts';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ REGISTRATIONS_PER_IP: '2' });
});
afterAll(() => server.close());

describe('REGISTRATIONS_PER_IP', () => {
  it('sets how many registrations one IP may make in the window', async () => {
    const register = () =>
      call(
        server,
        '/api/v2/auth/register/email',
        { email: freshEmail(), password: PASSWORD },
        { ip: '10.7.7.7' },
      );
    expect((await register()).statusCode).toBe(200);
    expect((await register()).statusCode).toBe(200);
    const third = await register();
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('rate_limited');
  });
});
