import { sql } from 'drizzle-orm';
import type { Currency } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** A player's turnover in minor units: since `periodStart`, and in total. */
export type Turnover = { period: bigint; total: bigint };

/**
 * The player's wagered amounts in `currency` (the account currency; levels are per currency): in total and since
 * `periodStart`.
 */
export async function turnoverOf(
  db: Db,
  userId: number,
  currency: Currency,
  periodStart: Date,
): Promise<Turnover> {
  const [row] = rowsOf<{ period: string; total: string }>(
    await db.execute(sql`
      select coalesce(sum(amount) filter (where created_at >= ${periodStart.toISOString()}::timestamptz), 0)::text
               as period,
             coalesce(sum(amount), 0)::text as total
      from wagers where user_id = ${userId} and currency = ${currency}`),
  );
  return { period: BigInt(row?.period ?? '0'), total: BigInt(row?.total ?? '0') };
}

/** The player's total wagered amount in `currency`, minor units. */
export async function totalTurnoverOf(db: Db, userId: number, currency: Currency): Promise<bigint> {
  const [row] = rowsOf<{ total: string }>(
    await db.execute(
      sql`select coalesce(sum(amount), 0)::text as total from wagers where user_id = ${userId} and currency = ${currency}`,
    ),
  );
  return BigInt(row?.total ?? '0');
}

/** A player who wagered in a period and has no rakeback recorded for it yet. */
export type RakebackCandidate = {
  userId: number;
  currency: Currency;
  /** Turnover within the period and in total up to its end, minor units. */
  period: bigint;
  total: bigint;
};

/**
 * Players with turnover in their account currency within [start, end) and no reward row for `periodId`, with that
 * turnover and their total up to `end` (which fixes the level at the period's end).
 */
export async function rakebackCandidates(
  db: Db,
  period: { id: string; start: Date; end: Date },
): Promise<RakebackCandidate[]> {
  const start = sql`${period.start.toISOString()}::timestamptz`;
  const end = sql`${period.end.toISOString()}::timestamptz`;
  const rows = rowsOf<{ user_id: string | number; currency: Currency; period: string; total: string }>(
    await db.execute(sql`
      select w.user_id, u.currency,
             sum(w.amount) filter (where w.created_at >= ${start})::text as period,
             sum(w.amount)::text as total
      from wagers w
      join users u on u.id = w.user_id and u.currency = w.currency
      where w.created_at < ${end}
        and w.user_id in (select p.user_id from wagers p where p.created_at >= ${start} and p.created_at < ${end})
        and not exists (select 1 from vip_rewards r where r.user_id = w.user_id and r.period = ${period.id})
      group by w.user_id, u.currency
      having sum(w.amount) filter (where w.created_at >= ${start}) > 0
      order by w.user_id`),
  );
  return rows.map((r) => ({
    userId: Number(r.user_id),
    currency: r.currency,
    period: BigInt(r.period),
    total: BigInt(r.total),
  }));
}

/** A player who lost on the house games in a period and has no cashback recorded for it yet. */
export type CashbackCandidate = {
  userId: number;
  currency: Currency;
  /** The period's stakes less its payouts, minor units (positive). */
  netLoss: bigint;
  /** Turnover in total up to the period's end, which fixes the level. */
  total: bigint;
};

/**
 * Players whose bets settled within [start, end) in their account currency staked more than they paid, with no
 * cashback row for `periodId`: their net loss, and their turnover up to `end`.
 */
export async function cashbackCandidates(
  db: Db,
  period: { id: string; start: Date; end: Date },
): Promise<CashbackCandidate[]> {
  const start = sql`${period.start.toISOString()}::timestamptz`;
  const end = sql`${period.end.toISOString()}::timestamptz`;
  const rows = rowsOf<{ user_id: string | number; currency: Currency; net_loss: string; total: string }>(
    await db.execute(sql`
      select b.user_id, u.currency, (sum(b.stake) - sum(b.payout))::text as net_loss,
             (select coalesce(sum(w.amount), 0) from wagers w
              where w.user_id = b.user_id and w.currency = u.currency and w.created_at < ${end})::text as total
      from bets b
      join users u on u.id = b.user_id and u.currency = b.currency
      where b.status = 'settled' and b.settled_at >= ${start} and b.settled_at < ${end}
        and not exists (select 1 from vip_cashbacks c where c.user_id = b.user_id and c.period = ${period.id})
      group by b.user_id, u.currency
      having sum(b.stake) > sum(b.payout)
      order by b.user_id`),
  );
  return rows.map((r) => ({
    userId: Number(r.user_id),
    currency: r.currency,
    netLoss: BigInt(r.net_loss),
    total: BigInt(r.total),
  }));
}
