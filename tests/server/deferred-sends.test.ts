import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { outbox } from '../../src/server/db/schema';
import { createAfterResponse, type AfterResponse } from '../../src/server/http/after-response';
import {
  call,
  freshEmail,
  freshPhone,
  messageCount,
  registerByEmail,
  registerByPhone,
  ROOMY_LIMITS,
  testClock,
} from './accounts';
import { startTestServer, type TestServer } from './harness';

/** Work after the answer held back until `release`: an answer that arrives while it waits did not wait for it. */
function heldWork() {
  const waiting: (() => Promise<void>)[] = [];
  const runner: AfterResponse = {
    run: (_name, work) => void waiting.push(work),
    settled: async () => {},
  };
  return {
    runner,
    waiting: () => waiting.length,
    release: async () => {
      while (waiting.length) await waiting.shift()!();
    },
  };
}

/** Counts the database round trips started from the pool or the embedded database, on either engine. */
function countDatabaseCalls(db: Db) {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  let calls = 0;
  const restores: (() => void)[] = [];
  for (const name of ['query', 'exec', 'transaction', 'connect']) {
    const original = client[name];
    if (typeof original !== 'function') continue;
    client[name] = function (this: unknown, ...args: unknown[]) {
      calls++;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
    restores.push(() => void (client[name] = original));
  }
  return { calls: () => calls, restore: () => restores.forEach((restore) => restore()) };
}

const held = heldWork();
const clock = testClock(Date.now());
let server: TestServer;
let email = '';
let phone = '';
beforeAll(async () => {
  server = await startTestServer({}, clock.now, { limits: ROOMY_LIMITS, afterResponse: held.runner });
  email = (await registerByEmail(server)).email;
  phone = (await registerByPhone(server)).phone;
  await held.release();
}, 60_000);
afterAll(() => server.close());

type Send = {
  name: string;
  url: string;
  body: (address: string) => object;
  known: () => string;
  unknown: () => string;
};
const SENDS: Send[] = [
  {
    name: 'email reset',
    url: '/api/v2/auth/password/email/forgot',
    body: (email) => ({ email }),
    known: () => email,
    unknown: () => freshEmail('nobody'),
  },
  {
    name: 'phone reset',
    url: '/api/v2/auth/password/phone/forgot',
    body: (phone) => ({ phone }),
    known: () => phone,
    unknown: freshPhone,
  },
  {
    name: 'email login code',
    url: '/api/v2/auth/login/email/verification',
    body: (email) => ({ email }),
    known: () => email,
    unknown: () => freshEmail('nobody'),
  },
  {
    name: 'email login code resend',
    url: '/api/v2/auth/login/email/resend',
    body: (email) => ({ email }),
    known: () => email,
    unknown: () => freshEmail('nobody'),
  },
  {
    name: 'phone login code',
    url: '/api/v2/auth/login/phone/verification',
    body: (phone) => ({ phone }),
    known: () => phone,
    unknown: freshPhone,
  },
  {
    name: 'phone login code resend',
    url: '/api/v2/auth/login/phone/code/resend?type=sms',
    body: (phone) => ({ phone }),
    known: () => phone,
    unknown: freshPhone,
  },
];

describe('sends that must not tell whether an account exists', () => {
  it.each(SENDS.map((send) => [send.name, send] as const))(
    '%s: known and unknown addresses take the same path up to the answer, which waits for no lookup',
    async (_name, send) => {
      // past the 60 s cooldown of the previous test's code to the same address
      clock.advance(61_000);
      const answers = [];
      for (const address of [send.known(), send.unknown()]) {
        const before = held.waiting();
        const counter = countDatabaseCalls(server.database.db);
        const res = await call(server, send.url, send.body(address), {
          ip: `10.7.${answers.length}.${SENDS.indexOf(send)}`,
        });
        counter.restore();
        answers.push({
          status: res.statusCode,
          body: res.body,
          calls: counter.calls(),
          queued: held.waiting() - before,
        });
      }
      const [known, unknown] = answers;
      expect(known).toEqual(unknown);
      expect(known).toMatchObject({ status: 200, body: '{"success":true}', queued: 1 });

      const sentBefore = await messageCount(server, send.known());
      await held.release();
      expect(await messageCount(server, send.known())).toBe(sentBefore + 1);
      expect(await messageCount(server, send.unknown())).toBe(0);
    },
    60_000,
  );
});

describe('work after the answer', () => {
  it('is logged when it fails, and the rest still runs and settles', async () => {
    const error = vi.fn();
    const runner = createAfterResponse({ error });
    let ran = false;
    runner.run('broken', async () => {
      throw new Error('smtp down');
    });
    runner.run('fine', async () => {
      ran = true;
    });
    await runner.settled();
    expect(ran).toBe(true);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error), work: 'broken' }),
      'work after the answer failed',
    );
  });

  it('is waited for when the server closes, so the database closes after it', async () => {
    const real = createAfterResponse({ error: () => {} });
    // slow work: a close that did not wait for it would finish first
    const slow: AfterResponse = {
      run: (name, work) => real.run(name, () => new Promise((r) => setTimeout(r, 300)).then(work)),
      settled: () => real.settled(),
    };
    const own = await startTestServer({}, undefined, { limits: ROOMY_LIMITS, afterResponse: slow });
    const { email: address } = await registerByEmail(own);
    await call(own, '/api/v2/auth/password/email/forgot', { email: address });
    await own.app.close();
    const mails = await own.database.db.select().from(outbox).where(eq(outbox.destination, address));
    await own.database.close();
    expect(mails.map((mail) => mail.subject)).toContain('Восстановление пароля');
  });
});

describe('work after the answer under a flood', () => {
  it('runs a few pieces at a time and drops, with a log line, what the queue cannot hold', async () => {
    const error = vi.fn();
    const runner = createAfterResponse({ error }, { concurrency: 2, queued: 3 });
    let active = 0;
    let most = 0;
    let done = 0;
    const work = async () => {
      most = Math.max(most, ++active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active--;
      done++;
    };
    for (let i = 0; i < 10; i++) runner.run('reset code by email', work);
    await runner.settled();
    expect(most).toBe(2);
    expect(done).toBe(5);
    expect(error).toHaveBeenCalledTimes(5);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ work: 'reset code by email' }),
      'work after the answer dropped: the queue is full',
    );
  });
});
