import type { PromoCodeKind } from '../../../contract/bonuses';
import type { Currency } from '../../../contract/constants';
import type { Db } from '../../db/client';
import type { UserRow } from '../../players/repository';
import { normalisePromoCode, promoInvalid, redeemPromo, usablePromo } from './promo-service';
import type { WalletDeps } from './wallet';

/** A registration takes registration codes, and deposit codes too (their bonus then waits for the deposit). */
const AT_REGISTRATION: readonly PromoCodeKind[] = ['registration', 'deposit'];

/**
 * The promo code a registration carries, checked before anything is written: its stored form, or null without
 * one. 422 `promo_invalid` on the field `promo` for a code that is unknown, expired or used up.
 */
export async function registrationPromo(db: Db, text: string | undefined, at: Date): Promise<string | null> {
  if (!text) return null;
  const code = normalisePromoCode(text);
  if (!code || !(await usablePromo(db, code, AT_REGISTRATION, at))) throw promoInvalid('promo');
  return code;
}

/**
 * Redeems the checked code for the new player inside the registration's transaction; a refusal here (the last use
 * was taken meanwhile) throws and rolls the whole registration back.
 */
export async function redeemRegistrationPromo(deps: WalletDeps, tx: Db, user: UserRow, code: string) {
  return redeemPromo(deps, tx, {
    userId: user.id,
    currency: user.currency as Currency,
    code,
    kinds: AT_REGISTRATION,
    field: 'promo',
  });
}
