import type { Currency } from '../../contract/constants';
import type { Db } from '../db/client';
import { namedStatement, type NamedStatement } from '../db/named-statement';
import type { payouts } from '../db/schema';
import { withLedgerErrors } from './post';

export type PayoutRow = typeof payouts.$inferSelect;
type NewPayout = typeof payouts.$inferInsert;

/**
 * A player's payout request: the key they sent, the hash of the request, the method, amount and destination, and the
 * session it came in (the access token's refresh family: a revoked one writes nothing) with the country the request
 * was checked for (one that changed since writes nothing either), or a null session for an operator's.
 */
export type PayoutRequest = Pick<
  NewPayout,
  'userId' | 'idempotencyKey' | 'requestHash' | 'method' | 'destination'
> & { currency: Currency; amount: bigint } & ({ sid: null } | { sid: string; country: string | null });

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

const REQUEST_PAYOUT =
  'select result, payout, created, main_balance, bonus_balance from ' +
  'ledger_request_payout($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)';

type PayoutAnswer = {
  result: 'done' | 'session_ended' | 'player_changed';
  payout: PayoutJson | string | null;
  created: boolean;
  main_balance: string | number | null;
  bonus_balance: string | number | null;
};

/** What requesting a payout did: `session_ended` and `player_changed` (currency or country) wrote nothing. */
export type RequestedPayout =
  | { result: 'done'; row: PayoutRow; created: boolean; balances: { main: bigint; bonus: bigint } | null }
  | { result: 'session_ended' }
  | { result: 'player_changed' };

/**
 * Inserts a payout and reserves its amount from the player's main account, in one statement (`ledger_request_payout`,
 * sql/03-payouts.sql, a named prepared statement) that first checks the request's session, with the player's balances
 * after it; when the player already used the idempotency key, answers that payout untouched (`created` false, no
 * balances). A balance too small fails with InsufficientFundsError and writes nothing.
 */
export function createPayoutRequests(db: Db) {
  let statement: NamedStatement | undefined;
  return async function requestPayout(
    values: PayoutRequest,
    accounts: { main: number; reserved: number },
  ): Promise<RequestedPayout> {
    statement ??= namedStatement(db, 'ledger_request_payout', REQUEST_PAYOUT);
    const run = statement;
    const [answer] = await withLedgerErrors(`payout:${values.idempotencyKey}`, () =>
      run<PayoutAnswer>([
        values.userId,
        values.idempotencyKey,
        values.requestHash,
        values.method,
        values.currency,
        values.amount.toString(),
        values.destination,
        accounts.main,
        accounts.reserved,
        values.sid,
        values.sid === null ? null : values.country,
      ]),
    );
    if (!answer) throw new Error(`ledger_request_payout answered nothing for ${values.idempotencyKey}`);
    if (answer.result === 'player_changed') return { result: 'player_changed' };
    if (answer.result === 'session_ended' || answer.payout === null) return { result: 'session_ended' };
    const balances = answer.created
      ? { main: BigInt(answer.main_balance ?? 0), bonus: BigInt(answer.bonus_balance ?? 0) }
      : null;
    return { result: 'done', row: payoutFromJson(answer.payout), created: answer.created, balances };
  };
}
