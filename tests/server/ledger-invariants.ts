import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';

/** What `ledgerInvariants` finds in sound books. */
export const SOUND_LEDGER = { sums: [], drift: [], negative: [], stray: [], orphans: [] };

/**
 * The books' invariants: per currency Σ entries, every player account whose cached balance is not Σ of its entries,
 * every negative player balance, every entry on an account that does not exist or is in another currency (no
 * foreign key checks that since migration 0013), and every row of the tables a bet writes whose transaction, user
 * or seed is missing, or whose seed is another player's (none of them has foreign keys since migration 0017). All
 * are empty when the ledger is sound (`SOUND_LEDGER`).
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
  const orphans = rowsOf<{ row: string }>(
    await db.execute(sql`
      select 'entry ' || e.transaction_id || '/' || e.leg as row from ledger_entries e
        where not exists (select 1 from ledger_transactions t where t.id = e.transaction_id)
      union all
      select 'transaction ' || t.id from ledger_transactions t
        where t.user_id is not null and not exists (select 1 from users u where u.id = t.user_id)
      union all
      select 'wager ' || w.id from wagers w where not exists (select 1 from users u where u.id = w.user_id)
      union all
      select 'bet ' || b.id from bets b
        where not exists (select 1 from users u where u.id = b.user_id)
           or not exists (select 1 from fair_seeds s where s.id = b.seed_id and s.user_id = b.user_id)`),
  ).map((o) => o.row);
  return { sums: sums.filter((s) => s.total !== '0'), drift, negative, stray, orphans };
}
