import type { CreatePayout, Payout } from '../../../contract/billing';
import type { Currency } from '../../../contract/constants';
import { regionOf } from '../../../contract/geo';
import { MIN_PAYOUT, toMinor } from '../../../contract/money';
import type { Db } from '../../db/client';
import { IdempotencyConflictError, InsufficientFundsError } from '../../ledger/errors';
import type { Ledger } from '../../ledger/ledger';
import { sha256 } from '../../security/digest';
import { rejectField, unauthenticated } from '../auth/errors';
import { findUserById } from '../users/repository';
import { availableMethod } from './methods';
import { presentPayout } from './payouts-present';
import {
  findPayoutByKey,
  insertPayout,
  listPayouts,
  setReserveTransaction,
  type PayoutRow,
} from './payouts-repository';

/** What a payout request answers: the payout, and whether this request created it (201) or replayed it (200). */
export type PayoutAnswer = { payout: Payout; created: boolean };

// the body as validated, in a canonical text: a retry carries the same JSON numbers and trimmed destination
const hashOf = (body: CreatePayout) => sha256(JSON.stringify([body.method, body.amount, body.destination]));

/** Payout requests of players: validation, the reservation of the amount, idempotent retries. */
export function createPayoutService(deps: { db: Db; ledger: Ledger }) {
  const { db, ledger } = deps;

  function replay(first: PayoutRow, requestHash: string, key: string): PayoutAnswer {
    if (first.requestHash !== requestHash) throw new IdempotencyConflictError(key);
    return { payout: presentPayout(first), created: false };
  }

  return {
    /**
     * Requests a payout of `body.amount` (account currency, major units) and reserves it in the same database
     * transaction. A retry with the same key and body answers the first payout; the same key with another body is
     * a conflict. Every refusal writes nothing.
     */
    async request(userId: number, body: CreatePayout, key: string): Promise<PayoutAnswer> {
      const requestHash = hashOf(body);
      // before any check: the first request's reservation may have spent the balance this retry would need
      const first = await findPayoutByKey(db, userId, key);
      if (first) return replay(first, requestHash, key);

      const user = await findUserById(db, userId);
      if (!user) throw unauthenticated();
      const currency = user.currency as Currency;
      const method = availableMethod(body.method, { currency, region: regionOf(user.countryCode) }, 'payout');
      if (!method) throw rejectField('method', 'method_unavailable', 'This payout method is not available');
      const amount = toMinor(body.amount, currency);
      if (amount === null)
        throw rejectField('amount', 'amount_precision', 'The amount has too many decimals');
      if (amount < toMinor(MIN_PAYOUT[currency], currency)!) {
        throw rejectField(
          'amount',
          'amount_below_minimum',
          `The minimum payout is ${MIN_PAYOUT[currency]} ${currency}`,
        );
      }

      // refused here without touching the ledger; the reservation below checks again atomically
      if ((await ledger.balances(userId, currency)).main < amount) throw new InsufficientFundsError();

      return ledger.transaction(async (tx) => {
        const row = await insertPayout(tx, {
          userId,
          idempotencyKey: key,
          requestHash,
          method: method.hash,
          currency,
          amount,
          destination: body.destination,
        });
        if (!row) {
          // a concurrent request with the same key committed first
          const winner = await findPayoutByKey(tx, userId, key);
          if (!winner) throw new Error(`payout ${key} vanished`);
          return replay(winner, requestHash, key);
        }
        const reserved = await ledger.reservePayout(tx, {
          key: `payout:${row.id}:reserve`,
          userId,
          currency,
          amount,
          reference: `payout:${row.id}`,
        });
        await setReserveTransaction(tx, row.id, reserved.transactionId);
        return {
          payout: presentPayout({ ...row, reserveTransactionId: reserved.transactionId }),
          created: true,
        };
      });
    },

    /** The player's newest payouts first. */
    async list(userId: number, limit: number): Promise<Payout[]> {
      return (await listPayouts(db, userId, limit)).map(presentPayout);
    },
  };
}
export type PayoutService = ReturnType<typeof createPayoutService>;
