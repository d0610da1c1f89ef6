import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Currency } from '../../src/contract/constants';
import type { Db } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { wagers } from '../../src/server/db/schema';
import { insertUser } from '../../src/server/players/repository';
import { freshEmail, registerByEmail } from './accounts';
import type { TestServer } from './harness';

/** A registered player of a currency, with the user id the tests need for direct rows. */
export async function vipPlayer(server: TestServer, currency: Currency = 'RUB') {
  const registered = await registerByEmail(server, undefined, { currency });
  const [row] = rowsOf<{ id: string | number }>(
    await server.database.db.execute(sql`select id from users where email = ${registered.email}`),
  );
  return { ...registered, userId: Number(row!.id), currency };
}

/** A player of a currency inserted straight into `users`, for tests that run the VIP rewards without a server. */
export async function insertVipPlayer(db: Db, currency: Currency = 'RUB'): Promise<number> {
  return (await insertUser(db, { email: freshEmail('vip'), registerMethod: 'email', currency })).id;
}

/** A settled stake of `amount` minor units at `at`, as the games will record it. */
export async function addWager(db: Db, userId: number, amount: bigint, at: Date, currency: Currency = 'RUB') {
  await db.insert(wagers).values({
    userId,
    currency,
    amount,
    source: 'operator',
    reference: `vip-test:${randomUUID()}`,
    createdAt: at,
  });
}

/** How many rows a table has. */
export async function countRows(db: Db, table: 'vip_requests' | 'vip_rewards' | 'ledger_transactions') {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${sql.raw(table)}`),
  );
  return row!.n;
}
