import type { Currency } from '../../contract/constants';
import type { Db } from '../db/client';
import { allOrEach, createGroupCommit } from '../db/group-commit';
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

const ARGUMENTS = 11;
const ANSWER = 'result, payout, created, main_balance, bonus_balance';
const call = (first: number) =>
  `ledger_request_payout(${Array.from({ length: ARGUMENTS }, (_, i) => `$${first + i}`).join(', ')})`;
const REQUEST_PAYOUT = `select ${ANSWER} from ${call(1)}`;
/** `n` requests in one statement and one commit, run in the order given (a UNION ALL's branches run in turn). */
const requestPayouts = (n: number) =>
  Array.from({ length: n }, (_, k) => `select ${k} as idx, ${ANSWER} from ${call(1 + k * ARGUMENTS)}`).join(
    ' union all ',
  );

/**
 * Group commit of payout requests (`db/group-commit.ts`): the statements in flight at once, and the requests in one
 * statement at most, as measured for payouts in docs/performance.md (the wallet's fourth session; the bets
 * settled on fewer statements in flight, `bet-batches.ts`).
 */
const IN_FLIGHT = 4;
const MAX_BATCH = 16;

type Pending = { userId: number; values: unknown[] };

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
  const one = namedStatement(db, 'ledger_request_payout', REQUEST_PAYOUT);
  const many = new Map<number, NamedStatement>();
  const batches = createGroupCommit(
    allOrEach<Pending, PayoutAnswer | undefined>(
      async ({ values }) => (await one<PayoutAnswer>(values))[0],
      async (items) => {
        const n = items.length;
        if (!many.has(n)) many.set(n, namedStatement(db, `ledger_request_payout*${n}`, requestPayouts(n)));
        const rows = await many.get(n)!<PayoutAnswer & { idx: number }>(items.flatMap((item) => item.values));
        return items.map((_, k) => rows.find((row) => Number(row.idx) === k));
      },
      // a batch takes its players' rows in the order of their ids, as every other batch does
      (a, b) => a.userId - b.userId,
    ),
    // one request of a player per batch: two would hold the player's accounts while the second waits on its key
    { inFlight: IN_FLIGHT, maxBatch: MAX_BATCH, oneOf: (item) => item.userId },
  );
  return async function requestPayout(
    values: PayoutRequest,
    accounts: { main: number; reserved: number },
  ): Promise<RequestedPayout> {
    const answer = await withLedgerErrors(`payout:${values.idempotencyKey}`, () =>
      batches.submit({
        userId: values.userId,
        values: [
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
        ],
      }),
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
