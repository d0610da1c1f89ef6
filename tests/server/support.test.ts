import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, supportMessages } from '../../src/server/db/schema';
import { call, registerByEmail, ROOMY_LIMITS } from './accounts';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SUPPORT_EMAIL: 'help@casino.test' }, undefined, { limits: ROOMY_LIMITS });
});
afterAll(() => server.close());

describe('support messages', () => {
  it('stores a guest message and forwards it to the support mailbox', async () => {
    const res = await call(server, '/support/messages', {
      email: 'Guest@Example.test',
      text: 'Where is my bonus?',
    });
    expect(res.statusCode).toBe(200);
    const [stored] = await server.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.email, 'guest@example.test'));
    expect(stored).toMatchObject({ text: 'Where is my bonus?', userId: null });
    const mail = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.destination, 'help@casino.test'));
    expect(
      mail.some((m) => m.body.includes('Where is my bonus?') && m.body.includes('guest@example.test')),
    ).toBe(true);
  });

  it('links the message to the logged-in player', async () => {
    const { token, email } = await registerByEmail(server);
    await call(server, '/support/messages', { email, text: 'Hello' }, { token });
    const [stored] = await server.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.email, email));
    expect(stored?.userId).toEqual(expect.any(Number));
  });

  it('refuses an empty message and writes nothing', async () => {
    const before = (await server.database.db.select().from(supportMessages)).length;
    const res = await call(server, '/support/messages', { email: 'a@example.test', text: '   ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.text[0]).toMatch(/^required: /);
    expect((await server.database.db.select().from(supportMessages)).length).toBe(before);
  });

  it('limits one IP to five messages an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await call(
            server,
            '/support/messages',
            { email: 'b@example.test', text: `m${i}` },
            { ip: '10.9.9.9' },
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});
