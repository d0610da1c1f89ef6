import { splitErrorText } from '../../src/contract/errors';
import type { ApiFailure } from '../../src/contract/failure';

/** The error keys (and codes) that refuse a promo code: unknown, expired or used up, or used by this player. */
export const PROMO_ERROR_KEYS: readonly string[] = ['promo_invalid', 'promo_used'];

/**
 * The texts of a failure that refuse a promo code, joined (`"promo_invalid: The promo code is invalid or has
 * expired."`), whichever field carries them (`promo` at registration, `code` on the bonuses page); the message
 * when only the code says so; null when the failure is about something else (a network error, the password).
 */
export function promoErrorText(failure: Pick<ApiFailure, 'code' | 'message' | 'fields'>): string | null {
  const texts = Object.values(failure.fields)
    .flat()
    .filter((text) => PROMO_ERROR_KEYS.includes(splitErrorText(text).key));
  if (texts.length) return texts.join('; ');
  return PROMO_ERROR_KEYS.includes(failure.code) ? failure.message : null;
}
