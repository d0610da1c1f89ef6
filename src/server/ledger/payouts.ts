import { sql } from 'drizzle-orm';
import type { Currency } from '../../contract/constants';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { payouts } from '../db/schema';
import { withLedgerErrors } from './post';

export type PayoutRow = typeof payouts.$inferSelect;
type NewPayout = typeof payouts.$inferInsert;

/** A player's payout request: the key they sent, the hash of the request, the method, amount and destination. */
export type PayoutRequest = Pick<
  NewPayout,
  'userId' | 'idempotencyKey' | 'requestHash' | 'method' | 'destination'
> & { currency: Currency; amount: bigint };

type PayoutJson = {
  id: number;
  user_id: number;
  idempotency_key: string;
  request_hash: string;
  method: string;
  currency: string;
  amount: number | string;
  destination: string;
  status: string;
  reason: string | null;
  reserve_transaction_id: number | null;
  settle_transaction_id: number | null;
  decided_at: string | null;
  created_at: string;
};

function payoutFromJson(value: PayoutJson | string): PayoutRow {
  const j: PayoutJson = typeof value === 'string' ? JSON.parse(value) : value;
  return {
    id: j.id,
    userId: j.user_id,
    idempotencyKey: j.idempotency_key,
    requestHash: j.request_hash,
    method: j.method,
    currency: j.currency,
    amount: BigInt(j.amount),
    destination: j.destination,
    status: j.status,
    reason: j.reason,
    reserveTransactionId: j.reserve_transaction_id,
    settleTransactionId: j.settle_transaction_id,
    decidedAt: j.decided_at === null ? null : new Date(j.decided_at),
    createdAt: new Date(j.created_at),
  };
}

/**
 * Inserts a payout and reserves its amount from the player's main account, in one statement (`ledger_request_payout`,
 * sql/03-payouts.sql), with the player's balances after it; when the player already used the idempotency key, answers
 * that payout untouched (`created` false, no balances). A balance too small fails with InsufficientFundsError and
 * writes nothing.
 */
export async function requestPayout(
  db: Db,
  values: PayoutRequest,
  accounts: { main: number; reserved: number },
): Promise<{ row: PayoutRow; created: boolean; balances: { main: bigint; bonus: bigint } | null }> {
  const [answer] = await withLedgerErrors(`payout:${values.idempotencyKey}`, async () =>
    rowsOf<{
      payout: PayoutJson | string;
      created: boolean;
      main_balance: string | number | null;
      bonus_balance: string | number | null;
    }>(
      await db.execute(sql`select payout, created, main_balance, bonus_balance from ledger_request_payout(
        ${values.userId}::bigint, ${values.idempotencyKey}, ${values.requestHash}, ${values.method},
        ${values.currency}, ${values.amount.toString()}::bigint, ${values.destination},
        ${accounts.main}::bigint, ${accounts.reserved}::bigint)`),
    ),
  );
  if (!answer) throw new Error(`ledger_request_payout answered nothing for ${values.idempotencyKey}`);
  const balances = answer.created
    ? { main: BigInt(answer.main_balance ?? 0), bonus: BigInt(answer.bonus_balance ?? 0) }
    : null;
  return { row: payoutFromJson(answer.payout), created: answer.created, balances };
}
