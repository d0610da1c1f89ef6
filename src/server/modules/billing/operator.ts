import { randomUUID } from 'node:crypto';
import type { Currency } from '../../../contract/constants';
import { fractionDigits, MAX_AMOUNT, toMinor } from '../../../contract/money';
import type { Db } from '../../db/client';
import { InsufficientFundsError } from '../../ledger/errors';
import type { PostResult } from '../../ledger/post';
import type { Ledger } from '../../ledger/ledger';
import { HttpError } from '../../http/errors';
import { rejectField } from '../../http/refusals';
import { findUserByAddress, findUserById, type UserRow } from '../../players/repository';
import { PayoutNotFoundError, PayoutNotPendingError } from './payouts-errors';
import {
  claimPayout,
  decidePayout,
  listPendingPayouts,
  lockPayout,
  type PayoutDecision,
  type PayoutRow,
} from './payouts-repository';
import type { PaymentProvider } from './providers/provider';

/** The longest reason an operator may record. */
export const MAX_REASON_LENGTH = 500;

/** The result of an operator's credit or debit: the ledger transaction and the balances after it. */
export type AdjustmentResult = PostResult & {
  user: UserRow;
  currency: Currency;
  /** Signed minor units: negative for a debit. */
  amount: bigint;
  balances: { main: bigint; bonus: bigint; reserved: bigint };
};

function reasonOf(reason: string): string {
  const text = reason.trim();
  if (!text) throw rejectField('reason', 'validation_failed', 'A reason is required');
  if (text.length > MAX_REASON_LENGTH) {
    throw rejectField(
      'reason',
      'validation_failed',
      `The reason is longer than ${MAX_REASON_LENGTH} characters`,
    );
  }
  return text;
}

/**
 * What an operator does with money: decide pending payouts and credit or debit a player with a recorded reason.
 * The operator CLI and the tests use this one service.
 */
export function createOperatorService(deps: {
  db: Db;
  ledger: Ledger;
  provider: PaymentProvider;
  now: () => Date;
}) {
  const { db, ledger, provider, now } = deps;

  /** The payout, locked; refused unless its status is one of `allowed`. */
  async function locked(tx: Db, id: number, allowed: readonly string[]): Promise<PayoutRow> {
    const row = await lockPayout(tx, id);
    if (!row) throw new PayoutNotFoundError(id);
    if (!allowed.includes(row.status)) throw new PayoutNotPendingError(id, row.status);
    return row;
  }

  async function decide(
    tx: Db,
    row: PayoutRow,
    from: 'pending' | 'sending',
    status: PayoutDecision,
    reason: string | null,
    moved: PostResult,
  ): Promise<PayoutRow> {
    const decided = await decidePayout(tx, row.id, from, {
      status,
      reason,
      decidedAt: now(),
      settleTransactionId: moved.transactionId,
    });
    // unreachable while the row lock holds; if it ever is, throwing rolls the movement back
    if (!decided) throw new PayoutNotPendingError(row.id, 'decided');
    return decided;
  }

  async function adjust(
    userId: number,
    amount: number,
    reason: string,
    sign: 1n | -1n,
    key?: string,
  ): Promise<AdjustmentResult> {
    const user = await findUserById(db, userId);
    if (!user) throw new HttpError(404, 'user_not_found', `User ${userId} does not exist.`);
    const currency = user.currency as Currency;
    if (!Number.isFinite(amount) || amount <= 0) {
      throw rejectField('amount', 'validation_failed', 'The amount must be greater than zero');
    }
    if (amount > MAX_AMOUNT) throw rejectField('amount', 'validation_failed', 'The amount is too large');
    const minor = toMinor(amount, currency);
    if (minor === null) {
      throw rejectField(
        'amount',
        'amount_precision',
        `${currency} amounts have ${fractionDigits(currency)} decimals`,
      );
    }
    const signed = sign * minor;
    const text = reasonOf(reason);
    if (sign < 0n && (await ledger.balances(userId, currency)).main < minor)
      throw new InsufficientFundsError();
    const result = await ledger.transaction((tx) =>
      ledger.adjust(tx, {
        // an operator's key gets its own namespace, so it can never take a key a payout or deposit will need
        key: `adjustment:${key ?? randomUUID()}`,
        userId,
        currency,
        amount: signed,
        reason: text,
      }),
    );
    return { ...result, user, currency, amount: signed, balances: await ledger.balances(userId, currency) };
  }

  return {
    /**
     * Sends a payout through the provider in three steps, so the provider is never called inside a database
     * transaction (which a deadlock retry would run again, and a crash could roll back after the money left):
     * claim it (`pending` → `sending`), ask the provider with the payout id as its idempotency key, then settle
     * (paid) or release (declined) from `sending`. A payout left `sending` by a crash is finished by approving it
     * again: the provider recognises the payout id. Rejection takes only `pending`, so it cannot return money
     * that may already have been sent.
     */
    async approvePayout(id: number): Promise<PayoutRow> {
      const row = await ledger.transaction(async (tx) => {
        const found = await locked(tx, id, ['pending', 'sending']);
        return found.status === 'pending' ? ((await claimPayout(tx, id)) ?? found) : found;
      });
      const currency = row.currency as Currency;
      const sent = await provider.sendPayout({
        payoutId: row.id,
        method: row.method,
        currency,
        amount: row.amount,
        destination: row.destination,
      });
      const movement = { userId: row.userId, currency, amount: row.amount };
      return ledger.transaction(async (tx) => {
        const sending = await locked(tx, id, ['sending']);
        if (sent.ok) {
          const moved = await ledger.settlePayout(tx, {
            ...movement,
            key: `payout:${id}:settle`,
            reference: sent.providerPayoutId,
          });
          return decide(tx, sending, 'sending', 'paid', null, moved);
        }
        const moved = await ledger.releasePayout(tx, {
          ...movement,
          key: `payout:${id}:release`,
          reference: `payout:${id}`,
          reason: `provider: ${sent.reason}`,
        });
        return decide(tx, sending, 'sending', 'failed', sent.reason, moved);
      });
    },

    /** Refuses a pending payout and returns its amount to the player's balance, recording why. */
    async rejectPayout(id: number, reason: string): Promise<PayoutRow> {
      const text = reasonOf(reason);
      return ledger.transaction(async (tx) => {
        const row = await locked(tx, id, ['pending']);
        const moved = await ledger.releasePayout(tx, {
          key: `payout:${id}:release`,
          userId: row.userId,
          currency: row.currency as Currency,
          amount: row.amount,
          reference: `payout:${id}`,
          reason: text,
        });
        return decide(tx, row, 'pending', 'rejected', text, moved);
      });
    },

    /** Every pending payout, oldest first, with the player's login and the full destination. */
    listPendingPayouts: () => listPendingPayouts(db),

    /** Adds `amount` (major units of the player's currency) to the main balance; `key` makes a retry safe. */
    creditPlayer: (userId: number, amount: number, reason: string, key?: string): Promise<AdjustmentResult> =>
      adjust(userId, amount, reason, 1n, key),

    /** Takes `amount` from the main balance; refused with insufficient funds rather than going below zero. */
    debitPlayer: (userId: number, amount: number, reason: string, key?: string): Promise<AdjustmentResult> =>
      adjust(userId, amount, reason, -1n, key),

    /** The player with this id (digits) or email. */
    async findPlayer(ref: string): Promise<UserRow> {
      const text = ref.trim();
      const user = /^\d+$/.test(text)
        ? await findUserById(db, Number(text))
        : await findUserByAddress(db, 'email', text.toLowerCase());
      if (!user) throw new HttpError(404, 'user_not_found', `No player with id or email "${text}".`);
      return user;
    },

    /** The player's balances in their account currency (minor units). */
    balances: (user: UserRow) => ledger.balances(user.id, user.currency as Currency),
  };
}
export type OperatorService = ReturnType<typeof createOperatorService>;
