import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { depositBonusDecisions, playerBonuses } from '../../src/server/db/schema';
import { call } from './accounts';
import { createInvoice, paymentEvent, sendWebhook } from './deposits';
import type { TestServer } from './harness';

/** Opens an invoice of `amount` by `method` and has the sandbox provider report it paid; answers the invoice id. */
export async function deposit(server: TestServer, token: string, amount: number, method = 'card-rub') {
  const res = await createInvoice(server, token, { method, amount });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const paid = await sendWebhook(server, await paymentEvent(server, id, 'paid'));
  expect(paid.statusCode, paid.body).toBe(200);
  return id;
}

/** The player's balances as GET /profile/user answers them (major units). */
export async function balancesOf(server: TestServer, token: string) {
  const res = await call(server, '/profile/user', undefined, { method: 'GET', token });
  const user = res.json().user as { balance: number; bonus_balance: number };
  return { main: user.balance, bonus: user.bonus_balance };
}

/** A GET to the API host, with the player's token when given. */
export const get = (server: TestServer, url: string, token?: string) =>
  call(server, url, undefined, { method: 'GET', ...(token ? { token } : {}) });

/** The bonuses a source (`deposit:<invoice id>`, `promo:<redemption id>`) granted. */
export const bonusesOfSource = (db: Db, sourceKey: string) =>
  db.select().from(playerBonuses).where(eq(playerBonuses.sourceKey, sourceKey));

/** What a deposit earned, as recorded. */
export async function decisionOf(db: Db, invoiceId: number) {
  const [row] = await db
    .select()
    .from(depositBonusDecisions)
    .where(eq(depositBonusDecisions.invoiceId, invoiceId));
  return row;
}

export { rowCounts as allRowCounts } from './row-counts';

/** Σ of all ledger entries per currency that is not zero: empty when every movement balanced. */
export async function unbalancedCurrencies(db: Db) {
  return rowsOf<{ currency: string; total: string }>(
    await db.execute(sql`select currency, sum(amount)::text as total from ledger_entries
      group by currency having sum(amount) <> 0`),
  );
}
