import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';

/**
 * The books' invariants: per currency Σ entries, every player account whose cached balance is not Σ of its entries,
 * every negative player balance, and every entry on an account that does not exist or is in another currency (no
 * foreign key checks that since migration 0013). All four are empty when the ledger is sound.
 */
export async function ledgerInvariants(db: Db) {
  const sums = rowsOf<{ currency: string; total: string }>(
    await db.execute(sql`select currency, sum(amount)::text as total from ledger_entries group by currency`),
  );
  const drift = rowsOf<{ id: number }>(
    await db.execute(sql`
      select a.id from ledger_accounts a
      left join ledger_entries e on e.account_id = a.id
      where a.user_id is not null
      group by a.id, a.balance
      having a.balance <> coalesce(sum(e.amount), 0)`),
  );
  const negative = rowsOf<{ id: number }>(
    await db.execute(sql`select id from ledger_accounts where user_id is not null and balance < 0`),
  );
  const stray = rowsOf<{ transaction_id: number; leg: number }>(
    await db.execute(sql`
      select e.transaction_id, e.leg from ledger_entries e
      left join ledger_accounts a on a.id = e.account_id and a.currency = e.currency
      where a.id is null`),
  );
  return { sums: sums.filter((s) => s.total !== '0'), drift, negative, stray };
}
