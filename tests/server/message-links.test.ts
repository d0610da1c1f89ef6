import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/server/db/schema';
import { createMirrorOperator } from '../../src/server/modules/mirrors';
import { call, registerByEmail, ROOMY_LIMITS } from './accounts';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    {
      SITE_HOSTS: 'casino.test',
      MIRROR_HOSTS: 'mirror-b.test,mirror-old.test',
      SITE_URL: 'https://casino.test',
      TRUST_PROXY: '1',
    },
    undefined,
    { limits: ROOMY_LIMITS },
  );
  const mirrors = createMirrorOperator({
    db: server.database.db,
    now: () => new Date(),
    configuredHosts: [],
  });
  await mirrors.retire('mirror-old.test', 'https://mirror-b.test/');
}, 60_000);
afterAll(() => server.close());

/** Asks for a reset link of a fresh player with the given request headers; answers the link the mail carries. */
async function mailedResetLink(headers: Record<string, string>): Promise<string> {
  const { email } = await registerByEmail(server);
  const res = await call(server, '/api/v2/auth/password/email/forgot', { email }, { headers });
  expect(res.statusCode, res.body).toBe(200);
  await server.settled();
  const [mail] = await server.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.destination, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  const link = mail?.body.match(/https?:\/\/\S+\/reset-password\/\S+/)?.[0];
  if (!link) throw new Error(`no reset link mailed to ${email}: ${mail?.body}`);
  return link;
}

describe('links in messages', () => {
  it('never point at a host the request named', async () => {
    const link = await mailedResetLink({ host: 'api.evil.example' });
    expect(new URL(link).origin).toBe('https://casino.test');
  });

  it('ignore X-Forwarded-Host and X-Forwarded-Proto, even from a trusted proxy', async () => {
    const link = await mailedResetLink({
      host: 'api.casino.test',
      'x-forwarded-host': 'api.evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(new URL(link).origin).toBe('https://casino.test');
  });

  it("go to the player's own mirror when it is a registered one, on SITE_URL's scheme and port", async () => {
    const link = await mailedResetLink({ host: 'api.mirror-b.test:8080' });
    expect(new URL(link).origin).toBe('https://mirror-b.test');
  });

  it('go to SITE_URL from a retired mirror, whose domain may lapse to someone else', async () => {
    const link = await mailedResetLink({ host: 'api.mirror-old.test' });
    expect(new URL(link).origin).toBe('https://casino.test');
  });

  it("carry a token that works: the link is the player's own", async () => {
    const link = await mailedResetLink({ host: 'api.evil.example' });
    const token = decodeURIComponent(new URL(link).pathname.split('/').at(-1)!);
    const res = await call(server, '/api/v2/auth/password/email/token/check', { token });
    expect(res.json()).toEqual({ success: true });
  });
});

describe('the payer page link of an invoice', () => {
  it("is on the API host of the player's mirror or of SITE_URL, never on a forged host", async () => {
    const { token } = await registerByEmail(server);
    const forged = await call(
      server,
      '/api/v2/billing/invoices',
      { method: 'card-rub', amount: 1000 },
      { token, headers: { host: 'api.evil.example' } },
    );
    const invoice = forged.json();
    expect(invoice.pay_url).toBe(`https://api.casino.test/sandbox/pay/${invoice.hash}`);
    const onMirror = await call(server, `/api/v2/billing/invoices/${invoice.id}`, undefined, {
      method: 'GET',
      token,
      headers: { host: 'api.mirror-b.test', 'x-forwarded-host': 'api.evil.example' },
    });
    expect(onMirror.json().pay_url).toBe(`https://api.mirror-b.test/sandbox/pay/${invoice.hash}`);
  });
});
