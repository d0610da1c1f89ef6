import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app/build-app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { onDrain } from '../../src/server/http/drain';
import { TEST_ENV } from './harness';
import { openTestDatabase } from './test-database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

/** A GET of /healthz through `agent`: its status and Connection header, or the socket error. */
function health(port: number, agent: http.Agent) {
  return new Promise<{ status: number; connection?: string } | { error: string }>((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('drain steps (onDrain)', () => {
  it('run together as the drain starts, hold the close until they end, and meanwhile a kept-alive connection gets 503', async () => {
    const app = await buildApp({ config: loadConfig({ ...TEST_ENV }), database });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const events: string[] = [];
    onDrain(app, 'jobs', async () => {
      events.push('jobs started');
      await released;
      events.push('jobs finished');
    });
    onDrain(app, 'realtime', async () => {
      events.push('sockets closed');
      throw new Error('a socket was already gone');
    });
    const logged = vi.spyOn(app.log, 'error');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

    expect(await health(port, agent)).toEqual({ status: 200, connection: 'keep-alive' });
    let closed = false;
    const closing = app.close().then(() => void (closed = true));
    await until(() => events.length === 2);
    expect(events).toEqual(['jobs started', 'sockets closed']);

    // the same kept-alive socket, while the steps run: refused, and told to close
    expect(await health(port, agent)).toEqual({ status: 503, connection: 'close' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);

    release();
    await closing;
    expect(events.at(-1)).toBe('jobs finished');
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ step: 'realtime', err: expect.any(Error) }),
      'drain step failed',
    );
    agent.destroy();
  });

  it('must be given the app that registered the drain', async () => {
    const Fastify = (await import('fastify')).default;
    const bare = Fastify();
    expect(() => onDrain(bare, 'x', async () => {})).toThrow(/registerDrain/);
    await bare.close();
  });
});
