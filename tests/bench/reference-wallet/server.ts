// The lean reference server of bench:wallet, run as a child process: a bare Fastify with the two routes the bench
// drives, each one synchronous check and one database function through a named prepared statement (plus the
// session row for a payout). Prints `listening <port>` once it listens.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyReply } from 'fastify';
import pg from 'pg';
import { verifyAccessToken } from '../reference/jwt';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const JWT_KEY = Buffer.from(env('JWT_SECRET'), 'utf8');
const WEBHOOK_SECRET = env('PAYMENT_WEBHOOK_SECRET');
const CLEARING_ACCOUNT = env('REF_CLEARING_ACCOUNT');
const PAYOUT_METHODS = new Set(['card-rub']);
const CHECK_VIOLATION = '23514';

const pool = new pg.Pool({
  connectionString: env('DATABASE_URL'),
  max: Number(process.env.DATABASE_POOL_SIZE ?? 20),
});
const app = Fastify({ logger: false });
app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
  done(null, body),
);

const refuse = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ message });

function isSigned(body: Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string') return false;
  const expected = createHmac('sha256', WEBHOOK_SECRET).update(body).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function parsed(body: unknown): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse((body as Buffer).toString());
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

app.post('/billing/webhooks/sandbox', async (request, reply) => {
  const raw = request.body as Buffer;
  if (!isSigned(raw, request.headers['x-sandbox-signature'])) return refuse(reply, 400, 'invalid_signature');
  const event = parsed(raw);
  if (typeof event?.payment_id !== 'string' || event.status !== 'paid')
    return refuse(reply, 422, 'invalid_event');
  const { rows } = await pool.query<{ outcome: string | null }>({
    name: 'ref_credit_invoice',
    text: 'select bench_ref_wallet.credit_invoice($1, $2) as outcome',
    values: [event.payment_id, CLEARING_ACCOUNT],
  });
  if (!rows[0]?.outcome) return refuse(reply, 404, 'invoice_not_found');
  return { ok: true };
});

app.post('/api/v2/billing/payouts', async (request, reply) => {
  const bearer = request.headers.authorization;
  const claims = bearer?.startsWith('Bearer ')
    ? verifyAccessToken(bearer.slice(7), JWT_KEY, Math.floor(Date.now() / 1000))
    : null;
  if (!claims) return refuse(reply, 401, 'unauthenticated');
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key.length === 0 || key.length > 128)
    return refuse(reply, 422, 'idempotency_key');
  const body = parsed(request.body);
  const { method, amount, destination } = body ?? {};
  const minor = typeof amount === 'number' ? Math.round(amount * 100) : NaN;
  if (
    typeof method !== 'string' ||
    !PAYOUT_METHODS.has(method) ||
    !(minor > 0 && Math.abs(minor - (amount as number) * 100) < 1e-6) ||
    typeof destination !== 'string' ||
    destination.length === 0 ||
    destination.length > 64
  )
    return refuse(reply, 422, 'validation_failed');

  const session = await pool.query<{ user_id: string }>({
    name: 'ref_session',
    text: 'select user_id from bench_ref_wallet.sessions where id = $1 and revoked_at is null',
    values: [claims.sid],
  });
  if (Number(session.rows[0]?.user_id) !== claims.userId) return refuse(reply, 401, 'unauthenticated');
  const requestHash = createHash('sha256')
    .update(JSON.stringify([method, amount, destination]))
    .digest('hex');
  try {
    const { rows } = await pool.query<{ payout_id: string; created: boolean; request_hash: string }>({
      name: 'ref_request_payout',
      text: 'select * from bench_ref_wallet.request_payout($1, $2, $3, $4, $5, $6)',
      values: [claims.userId, key, requestHash, method, minor, destination],
    });
    const answer = rows[0]!;
    if (answer.request_hash !== requestHash) return refuse(reply, 409, 'idempotency_conflict');
    return reply.code(answer.created ? 201 : 200).send({ id: Number(answer.payout_id), status: 'pending' });
  } catch (error) {
    if ((error as { code?: string }).code === CHECK_VIOLATION)
      return refuse(reply, 422, 'insufficient_funds');
    throw error;
  }
});

const shutdown = () => void app.close().then(() => pool.end());
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`listening ${new URL(address).port}`);
