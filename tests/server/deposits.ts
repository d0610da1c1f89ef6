import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/rows';
import { hmac } from '../../src/server/security/digest';
import { call, registerByEmail } from './accounts';
import { API, TEST_ENV, type TestServer } from './harness';

/** The sandbox webhook key a test server derives from TEST_ENV's JWT secret (no PAYMENT_WEBHOOK_SECRET). */
export const DERIVED_WEBHOOK_KEY = hmac(TEST_ENV.JWT_SECRET, 'sandbox-webhook');

/** A player with an account currency, from a country (RU unless told). */
export async function player(server: TestServer, currency = 'RUB', country = 'RU') {
  const registered = await registerByEmail(server, undefined, { currency });
  await server.database.db.execute(
    sql`update users set country_code = ${country} where email = ${registered.email}`,
  );
  return registered;
}

/** POST /api/v2/billing/invoices. */
export function createInvoice(server: TestServer, token: string, body: unknown) {
  return call(server, '/api/v2/billing/invoices', body, { token });
}

/** GET /billing/payment/status/:id. */
export function paymentStatus(server: TestServer, token: string, id: number) {
  return call(server, `/billing/payment/status/${id}`, undefined, { method: 'GET', token });
}

/** The provider payment id of an invoice, as only the provider (and the database) knows it. */
export async function paymentIdOf(server: TestServer, invoiceId: number): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await server.database.db.execute(
      sql`select provider_payment_id as id from invoices where id = ${invoiceId}`,
    ),
  );
  return row!.id;
}

/** The sandbox signature header for a raw body, under the derived test key. */
export function signSandboxBody(raw: string): Record<string, string> {
  return { 'x-sandbox-signature': createHmac('sha256', DERIVED_WEBHOOK_KEY).update(raw).digest('hex') };
}

/** A sandbox webhook: signed with `key` unless `signature` is given (null: no signature header). */
export function sendWebhook(
  server: TestServer,
  body: unknown,
  options: { key?: string; signature?: string | null; provider?: string } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature =
    options.signature === undefined
      ? createHmac('sha256', options.key ?? DERIVED_WEBHOOK_KEY)
          .update(raw)
          .digest('hex')
      : options.signature;
  return server.app.inject({
    method: 'POST',
    url: `/billing/webhooks/${options.provider ?? 'sandbox'}`,
    headers: {
      ...API,
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-sandbox-signature': signature }),
    },
    payload: raw,
  });
}

let events = 0;
/** A "paid" (optionally with a different sum) or "failed" event for an invoice. */
export async function paymentEvent(
  server: TestServer,
  invoiceId: number,
  status: 'paid' | 'failed',
  amount?: number,
) {
  return {
    event_id: `evt-${++events}`,
    payment_id: await paymentIdOf(server, invoiceId),
    status,
    ...(amount === undefined ? {} : { amount }),
  };
}

/** The player's main balance as GET /profile/user answers it (major units). */
export async function balanceOf(server: TestServer, token: string): Promise<number> {
  const res = await call(server, '/profile/user', undefined, { method: 'GET', token });
  return res.json().user.balance as number;
}

type MoneyRows = {
  invoices: number;
  transactions: number;
  /** Deposit credits alone; a first deposit also writes its bonus grant. */
  deposits: number;
  entries: number;
  accounts: number;
};
/** Row counts of every table a deposit writes to. */
export async function moneyRowCounts(server: TestServer): Promise<MoneyRows> {
  const [row] = rowsOf<MoneyRows>(
    await server.database.db.execute(sql`select
      (select count(*)::int from invoices) as invoices,
      (select count(*)::int from ledger_transactions) as transactions,
      (select count(*)::int from ledger_transactions where kind = 'deposit') as deposits,
      (select count(*)::int from ledger_entries) as entries,
      (select count(*)::int from ledger_accounts) as accounts`),
  );
  return row!;
}

/** Σ of all ledger entries: zero when every movement balanced. */
export async function entriesSum(server: TestServer): Promise<string> {
  const [row] = rowsOf<{ total: string }>(
    await server.database.db.execute(sql`select coalesce(sum(amount), 0)::text as total from ledger_entries`),
  );
  return row!.total;
}
