import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../support/server-process';

const dataDirs: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await stopServerProcess(server, 'SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A real server process on a fresh PGlite directory (the drain is about sockets, which `inject` has none of). */
async function start(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-drain-'));
  dataDirs.push(dataDir);
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    REGISTRATIONS_PER_IP: '10000',
    VIP_RAKEBACK_JOB: '0',
    ...env,
  });
  servers.push(server);
  return server;
}

type Outcome = { status: number; connection: string | undefined } | { error: string };

/** A registration: argon2id and a database transaction, tens of milliseconds each, so fifty queue up. */
function register(port: number, agent: http.Agent, n: number): Promise<Outcome> {
  const body = JSON.stringify({ email: `drain-${n}-${process.pid}@example.test`, password: 'Secret123' });
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: 'POST',
        path: '/api/v2/auth/register/email',
        headers: { host: `api.localhost:${port}`, 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

const CONCURRENT = 50;

/**
 * A registration whose body arrives in two halves: the server has routed it (so it is in flight, not refused) but
 * cannot answer before `rest` sends the second half. Sent once the drain has begun, its answer is one sent while
 * draining, whatever the machine's speed.
 */
function slowRegistration(port: number, agent: http.Agent) {
  const body = JSON.stringify({ email: `drain-slow-${process.pid}@example.test`, password: 'Secret123' });
  const half = Math.floor(body.length / 2);
  let outcome: Promise<Outcome> = Promise.resolve({ error: 'not sent' });
  const req = http.request({
    host: '127.0.0.1',
    port,
    agent,
    method: 'POST',
    path: '/api/v2/auth/register/email',
    headers: {
      host: `api.localhost:${port}`,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    },
  });
  outcome = new Promise<Outcome>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
  req.write(body.slice(0, half));
  return { outcome, rest: () => req.end(body.slice(half)) };
}

/** Resolves once the server has logged `message` `times` times (it must log at `info`); call before the first. */
function logged(server: ServerProcess, message: string, times = 1): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    let partial = '';
    const watch = (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      seen += lines.filter((line) => line.includes(`"msg":"${message}"`)).length;
      if (seen < times) return;
      server.child.stdout!.off('data', watch);
      resolve();
    };
    server.child.stdout!.on('data', watch);
  });
}

describe('SIGTERM drains the server', () => {
  it('finishes every request in flight, answering with Connection: close, and exits 0: no connection is reset', async () => {
    const server = await start({ DRAIN_TIMEOUT: '30', LOG_LEVEL: 'info' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENT + 1 });
    // a connection still in the listener's queue when the drain closes it is reset by the kernel, as with any
    // server: a load balancer stops sending before the signal. So the signal comes once every request is routed.
    const routed = logged(server, 'incoming request', CONCURRENT + 1);
    const slow = slowRegistration(server.port, agent);
    const requests = Array.from({ length: CONCURRENT }, (_, n) => register(server.port, agent, n));
    await routed;
    const signalled = Date.now();
    const draining = logged(server, 'draining');
    server.child.kill('SIGTERM');
    await draining;
    slow.rest();

    const outcomes = await Promise.all(requests);
    const slowOutcome = await slow.outcome;
    const exitCode = await server.exited;
    const drainMs = Date.now() - signalled;
    agent.destroy();

    // every request had reached a handler, so every one is finished, none refused
    expect(outcomes).toHaveLength(CONCURRENT);
    for (const outcome of outcomes) expect(outcome).toMatchObject({ status: 200 });
    // an answer sent while draining closes its connection instead of leaving it idle until the keep-alive timeout
    expect(slowOutcome).toEqual({ status: 200, connection: 'close' });

    expect(exitCode).toBe(0);
    expect(drainMs).toBeLessThan(30_000);
  }, 180_000);

  it('exits 0 within the drain timeout even when requests outlast it', async () => {
    const server = await start({ DRAIN_TIMEOUT: '1' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENT });
    const requests = Array.from({ length: CONCURRENT }, (_, n) => register(server.port, agent, n));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const exitCode = await server.exited;
    const drainMs = Date.now() - signalled;
    await Promise.all(requests);
    agent.destroy();
    expect(exitCode).toBe(0);
    // the timeout, then at most the short wait after cutting the connections left
    expect(drainMs).toBeLessThan(1_000 + 2_000 + 1_500);
  }, 180_000);
});
