import { sql, type SQL } from 'drizzle-orm';
import type { HistoryStatus, HistoryType } from '../../../contract/billing';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** One money movement as the history query returns it; `amount` is signed minor units. */
export type HistoryRow = {
  type: HistoryType;
  ref: number;
  amount: bigint;
  currency: string;
  status: HistoryStatus;
  createdAt: Date;
  /** The method hash (deposits, payouts) or the operator's reason (adjustments). */
  detail: string;
};

export type HistoryFilter = { type?: HistoryType; status?: HistoryStatus; limit: number; offset: number };

type RawRow = {
  total: number;
  type: HistoryType | null;
  ref: string | number;
  amount: string;
  currency: string;
  status: HistoryStatus;
  created_at: Date | string;
  detail: string | null;
};

/**
 * Each source of movements, mapped to one shape and one status vocabulary. Every branch starts from the
 * player's rows through an index on (user_id, id).
 */
function branches(userId: number, now: Date): Record<HistoryType, SQL> {
  return {
    // waiting invoices past their life time count as expired even before the sweep marks them
    deposit: sql`
      select 'deposit' as type, i.id as ref, i.shop_amount as amount, i.account_currency as currency,
        case
          when i.status = 3 then 'completed'
          when i.status = 2 then 'failed'
          when i.status = 4 or i.expires_at <= ${now.toISOString()}::timestamptz then 'expired'
          else 'pending'
        end as status,
        i.created_at, i.method as detail
      from invoices i where i.user_id = ${userId}`,
    payout: sql`
      select 'payout' as type, p.id as ref, -p.amount as amount, p.currency,
        case p.status when 'paid' then 'completed' when 'sending' then 'pending' else p.status end as status,
        p.created_at, p.method as detail
      from payouts p where p.user_id = ${userId}`,
    // the player's leg of the adjustment carries its sign
    adjustment: sql`
      select 'adjustment' as type, t.id as ref, e.amount, t.currency, 'completed' as status, t.created_at,
        coalesce(t.reason, '') as detail
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.user_id = t.user_id
      where t.user_id = ${userId} and t.kind = 'adjustment'`,
  };
}

/**
 * One page of the player's money movements, newest first, and how many match in all, in one statement: the
 * page is left-joined to a single row so an empty page still carries the total.
 */
export async function historyPage(
  db: Db,
  userId: number,
  now: Date,
  filter: HistoryFilter,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const all = branches(userId, now);
  const sources = filter.type ? [all[filter.type]] : Object.values(all);
  const status = filter.status ? sql`where status = ${filter.status}` : sql``;
  const result = await db.execute(sql`
    with movements as (${sql.join(sources, sql` union all `)}),
    matching as (select * from movements ${status}),
    page as (
      select * from matching order by created_at desc, type, ref desc
      limit ${filter.limit} offset ${filter.offset}
    )
    select (select count(*)::int from matching) as total,
      page.type, page.ref, page.amount::text as amount, page.currency, page.status, page.created_at, page.detail
    from (select 1) as one left join page on true
    order by page.created_at desc, page.type, page.ref desc`);
  const raw = rowsOf<RawRow>(result);
  return {
    total: Number(raw[0]?.total ?? 0),
    rows: raw
      .filter((r) => r.type !== null)
      .map((r) => ({
        type: r.type!,
        ref: Number(r.ref),
        amount: BigInt(r.amount),
        currency: r.currency,
        status: r.status,
        createdAt: new Date(r.created_at),
        detail: r.detail ?? '',
      })),
  };
}
