import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshEmail, PASSWORD } from './accounts';
import { startTestServer, type TestServer } from './harness';

let oneHop: TestServer;
let byAddress: TestServer;
beforeAll(async () => {
  oneHop = await startTestServer({ TRUST_PROXY: '1', REGISTRATIONS_PER_IP: '2' });
  byAddress = await startTestServer({ TRUST_PROXY: '10.0.0.0/8' });
}, 60_000);
afterAll(async () => {
  await oneHop.close();
  await byAddress.close();
});

/** The client address the server sees for a request from `peer` carrying `X-Forwarded-For: forwarded`. */
async function clientIp(server: TestServer, peer: string, forwarded?: string): Promise<string> {
  const headers: Record<string, string> = forwarded === undefined ? {} : { 'x-forwarded-for': forwarded };
  const res = await call(server, '/middleware/ip', {}, { ip: peer, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ip as string;
}

describe('with one trusted hop (TRUST_PROXY=1)', () => {
  it('takes the address the proxy appended, not the ones the client wrote before it', async () => {
    expect(await clientIp(oneHop, '127.0.0.1', '6.6.6.6, 1.2.3.4')).toBe('1.2.3.4');
    expect(await clientIp(oneHop, '127.0.0.1', '6.6.6.6, 7.7.7.7, 1.2.3.4')).toBe('1.2.3.4');
    expect(await clientIp(oneHop, '127.0.0.1', '1.2.3.4')).toBe('1.2.3.4');
    expect(await clientIp(oneHop, '127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts registrations per real address, however the client varies what it wrote', async () => {
    const register = (forwarded: string) =>
      call(
        oneHop,
        '/api/v2/auth/register/email',
        { email: freshEmail('xff'), password: PASSWORD },
        { ip: '127.0.0.1', headers: { 'x-forwarded-for': forwarded } },
      );
    expect((await register('6.6.6.1, 1.2.3.4')).statusCode).toBe(200);
    expect((await register('6.6.6.2, 1.2.3.4')).statusCode).toBe(200);
    expect((await register('6.6.6.3, 1.2.3.4')).statusCode).toBe(429);
    expect((await register('1.2.3.4')).statusCode).toBe(429);
    expect((await register('6.6.6.4, 5.6.7.8')).statusCode).toBe(200);
  });

  it('counts the per-IP rate limit of a route by the real address too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(
        oneHop,
        '/support/messages',
        { email: freshEmail('xff'), text: 'Hello' },
        { ip: '127.0.0.1', headers: { 'x-forwarded-for': `6.6.${i}.6, 9.9.9.9` } },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('with the proxies named by address (TRUST_PROXY=10.0.0.0/8)', () => {
  it('believes X-Forwarded-For through each named proxy', async () => {
    expect(await clientIp(byAddress, '10.0.0.1', '6.6.6.6, 1.2.3.4')).toBe('1.2.3.4');
    expect(await clientIp(byAddress, '10.0.0.1', '6.6.6.6, 1.2.3.4, 10.0.0.2')).toBe('1.2.3.4');
  });

  it('ignores X-Forwarded-For from anyone else: a client talking to the server directly cannot spoof', async () => {
    expect(await clientIp(byAddress, '203.0.113.9', '6.6.6.6')).toBe('203.0.113.9');
    expect(await clientIp(byAddress, '203.0.113.9', '10.0.0.5, 6.6.6.6')).toBe('203.0.113.9');
  });
});
