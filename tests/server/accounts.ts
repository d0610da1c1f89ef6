import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { outbox } from '../../src/server/db/schema';
import { API, type TestServer } from './harness';

/** A password that satisfies the contract. */
export const PASSWORD = 'Secret123';

let seq = 0;
/** An email no other test uses. */
export function freshEmail(tag = 'user'): string {
  return `${tag}-${++seq}-${randomUUID().slice(0, 8)}@example.test`;
}
/** A Russian mobile number no other test uses. */
export function freshPhone(): string {
  return `+7999${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/** Limits high enough that tests of other things never meet them. */
export const ROOMY_LIMITS = {
  registrationsPerIp: 10_000,
  sendsPerIp: 10_000,
  passwordPerIp: 10_000,
  codeChecksPerIp: 10_000,
};

/** A settable clock for buildApp's `now`. */
export function testClock(start = Date.UTC(2030, 0, 1)) {
  let t = start;
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
}

type Req = {
  method?: 'GET' | 'POST' | 'PUT';
  token?: string;
  headers?: Record<string, string>;
  cookie?: string;
  ip?: string;
};

/** A JSON request to the API host. */
export function call(server: TestServer, url: string, body?: unknown, req: Req = {}) {
  return server.app.inject({
    method: req.method ?? 'POST',
    url,
    headers: {
      ...API,
      ...(req.token ? { authorization: `Bearer ${req.token}` } : {}),
      ...(req.cookie ? { cookie: `refresh_token=${req.cookie}` } : {}),
      ...req.headers,
    },
    ...(req.ip ? { remoteAddress: req.ip } : {}),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** The refresh credential a response sets, if any. */
export function refreshCookieOf(res: LightMyRequestResponse): string | undefined {
  const c = res.cookies.find((x) => x.name === 'refresh_token');
  return c && c.value ? c.value : undefined;
}

/** Registers by email; returns the access token and refresh credential. */
export async function registerByEmail(server: TestServer, email = freshEmail(), extra: object = {}) {
  const res = await call(server, '/api/v2/auth/register/email', { email, password: PASSWORD, ...extra });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { email, token: res.json().token as string, cookie: refreshCookieOf(res)!, res };
}

/** Registers by phone; returns the access token and refresh credential. */
export async function registerByPhone(server: TestServer, phone = freshPhone(), extra: object = {}) {
  const res = await call(server, '/api/v2/auth/register/phone', { phone, password: PASSWORD, ...extra });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { phone, token: res.json().token as string, cookie: refreshCookieOf(res)!, res };
}

/** The newest code sent to an address, read from the outbox table. */
export async function latestCode(server: TestServer, destination: string): Promise<string> {
  await server.settled();
  const [row] = await server.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.destination, destination))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${destination}`);
  return code;
}

/** How many messages went to an address. */
export async function messageCount(server: TestServer, destination: string): Promise<number> {
  await server.settled();
  return (await server.database.db.select().from(outbox).where(eq(outbox.destination, destination))).length;
}
