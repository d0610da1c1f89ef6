import { HttpError } from '../http/errors';

/** The debit would take a player account below zero; nothing was written. */
export class InsufficientFundsError extends HttpError {
  constructor() {
    super(422, 'insufficient_funds', 'The given data was invalid.', {
      amount: ['insufficient_funds: Not enough money on the balance'],
    });
  }
}

/** The idempotency key was used before for a different request; the first one stands. */
export class IdempotencyConflictError extends HttpError {
  constructor(key: string) {
    super(409, 'idempotency_conflict', `The idempotency key ${key} was already used for another request.`);
  }
}

/** Walks an error and its causes (Drizzle wraps driver errors) for a PostgreSQL error. */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (typeof (e as { code?: unknown }).code === 'string') return e as { code: string; constraint?: string };
  }
  return undefined;
}

/** Serialization failures and deadlocks: the transaction did nothing and may simply run again. */
export function isRetryable(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code === '40001' || code === '40P01';
}

/**
 * A bet of a player with an active bonus was offered as a statement of its own; nothing was written. The bet is
 * placed again in a transaction that also moves the bonus's wagering.
 */
export class BonusWageringError extends Error {
  constructor() {
    super('the bet wagers an active bonus: place it in a transaction');
  }
}
