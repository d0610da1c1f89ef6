import type { Bet } from '../../src/contract/games/bets';
import type { Recomputation, VerificationChecks, VerificationRequest } from './bet-verification.types';

/**
 * Whether two JSON values are equal, object keys in any order: the database hands a stored outcome back with its
 * keys reordered (`{hits, drawn}` for `{drawn, hits}`), so comparing texts would see a difference that is none.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameJson(item, b[i]))
    );
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every(
      (key) =>
        Object.hasOwn(b, key) &&
        sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/**
 * What a recomputation proves: the seed's hash against the commitment given, and the outcome against the one
 * the server recorded for the loaded bet (an open bet has none yet).
 */
export function verificationChecks(
  request: VerificationRequest,
  bet: Bet | null,
  result: Recomputation,
): VerificationChecks {
  return {
    commitment: request.commitment === null ? null : request.commitment === result.commitment,
    outcome:
      bet === null || bet.outcome === null || bet.outcome === undefined
        ? null
        : sameJson(bet.outcome, result.outcome),
  };
}

/** Whether nothing compared differs. */
export const isConsistent = (checks: VerificationChecks) =>
  checks.commitment !== false && checks.outcome !== false;
