import { sql, type SQL } from 'drizzle-orm';
import type { HistoryStatus, HistoryType } from '../../../contract/billing';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** The bonus of a bonus movement: its row id, program and the program's name key. */
export type HistoryBonusRow = { id: number; programId: string; name: string };

/** One money movement as the history query returns it; `amount` is signed minor units. */
export type HistoryRow = {
  type: HistoryType;
  ref: number;
  amount: bigint;
  currency: string;
  status: HistoryStatus;
  createdAt: Date;
  /** The method hash (deposits, payouts) or the operator's reason (adjustments); empty for a bonus movement. */
  detail: string;
  /** Only on a bonus movement. */
  bonus?: HistoryBonusRow;
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
  bonus_id: string | number | null;
  program_id: string | null;
  bonus_name: string | null;
};

/** The bonus columns of a branch that is not a bonus movement (typed, for the union). */
const NO_BONUS = sql`null::bigint as bonus_id, null::text as program_id, null::text as bonus_name`;

/**
 * A bonus movement of the wallet (bonuses module, `wallet/grant.ts` and `wallet/finish.ts`): the ledger transaction
 * under the key `bonus:<verb>:<bonus id>` of each of the player's bonuses, with the player's leg on `leg` (the bonus
 * balance a grant credits and a forfeit takes from, the main balance a conversion credits). From the player's
 * bonuses through their index on (user_id, id), then by the unique key: a player has few bonuses and many bets.
 */
function bonusBranch(userId: number, kind: HistoryType, verb: string, leg: 'bonus' | 'main'): SQL {
  return sql`
    select ${kind}::text as type, t.id as ref, e.amount, t.currency, 'completed' as status, t.created_at,
      '' as detail, b.id as bonus_id, b.program_id, b.name as bonus_name
    from player_bonuses b
    join ledger_transactions t on t.idempotency_key = ${`bonus:${verb}:`}::text || b.id::text
      and t.user_id = b.user_id
    join ledger_accounts a on a.user_id = b.user_id and a.kind = ${leg} and a.currency = t.currency
    join ledger_entries e on e.transaction_id = t.id and e.account_id = a.id
    where b.user_id = ${userId}`;
}

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
        i.created_at, i.method as detail, ${NO_BONUS}
      from invoices i where i.user_id = ${userId}`,
    payout: sql`
      select 'payout' as type, p.id as ref, -p.amount as amount, p.currency,
        case p.status when 'paid' then 'completed' when 'sending' then 'pending' else p.status end as status,
        p.created_at, p.method as detail, ${NO_BONUS}
      from payouts p where p.user_id = ${userId}`,
    // the player's leg of the adjustment carries its sign
    adjustment: sql`
      select 'adjustment' as type, t.id as ref, e.amount, t.currency, 'completed' as status, t.created_at,
        coalesce(t.reason, '') as detail, ${NO_BONUS}
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.user_id = t.user_id
      where t.user_id = ${userId} and t.kind = 'adjustment'`,
    bonus_grant: bonusBranch(userId, 'bonus_grant', 'grant', 'bonus'),
    bonus_convert: bonusBranch(userId, 'bonus_convert', 'convert', 'main'),
    bonus_forfeit: bonusBranch(userId, 'bonus_forfeit', 'forfeit', 'bonus'),
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
      page.type, page.ref, page.amount::text as amount, page.currency, page.status, page.created_at, page.detail,
      page.bonus_id, page.program_id, page.bonus_name
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
        ...(r.bonus_id !== null && {
          bonus: { id: Number(r.bonus_id), programId: r.program_id ?? '', name: r.bonus_name ?? '' },
        }),
      })),
  };
}
