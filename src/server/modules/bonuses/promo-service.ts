import { PROMO_INVALID_TEXT, promoCodeField, type PromoCodeKind } from '../../../contract/bonuses';
import type { Currency } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { rejectField } from '../../http/refusals';
import { bonusExpiry, minorOf, redemptionEnd } from './offers';
import type { Program, ProgramOf } from './program-schema';
import { findActiveProgram } from './program-repository';
import {
  claimPromoCode,
  findRedemption,
  findUsableCode,
  insertRedemption,
  markRedemptionCredited,
  type PromoCodeRow,
  type RedemptionRow,
} from './promo-repository';
import { grantProgramSpins } from './program-spins';
import { grantBonus, type WalletDeps } from './wallet';

/** 422 `promo_invalid` on `field`: unknown, expired, used up, or not for this form. */
export const promoInvalid = (field: string) => rejectField(field, 'promo_invalid', PROMO_INVALID_TEXT);

const USED_TEXT = 'You have already used this promo code.';
/** 409 `promo_used`: this player redeemed the code before. */
export const promoUsed = (field: string) =>
  new HttpError(409, 'promo_used', USED_TEXT, { [field]: [`promo_used: ${USED_TEXT}`] });

/** A code as typed → its stored form (upper-case); null when it cannot be a code. */
export function normalisePromoCode(text: string): string | null {
  const parsed = promoCodeField.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** A usable code of one of `kinds` with its active promo program; undefined when there is none. */
export async function usablePromo(
  db: Db,
  code: string,
  kinds: readonly PromoCodeKind[],
  at: Date,
): Promise<{ code: PromoCodeRow; program: ProgramOf<'promo'> } | undefined> {
  const row = await findUsableCode(db, code, kinds, at);
  const program = row && (await findActiveProgram(db, row.programId));
  return row && program?.kind === 'promo' ? { code: row, program } : undefined;
}

/** Who redeems which code, from which form (`field` names the input that carries the code). */
export type Redemption = {
  userId: number;
  currency: Currency;
  code: string;
  kinds: readonly PromoCodeKind[];
  field: string;
};

/**
 * Redeems a code for a player inside `tx`: counts a use of the code, records the redemption, and either credits
 * the program's fixed bonus at once (source `promo:<redemption id>`) or leaves the redemption waiting for the next
 * qualifying deposit; answers the redemption and its program. Refusals throw before the transaction commits, so it writes nothing: 409 `promo_used` when
 * the player redeemed the code before, 422 `promo_invalid` for a code that is unknown, of another kind, expired,
 * used up or of an inactive program, and the wallet's 409 when a bonus credited at once meets an active one.
 */
export async function redeemPromo(
  deps: WalletDeps,
  tx: Db,
  r: Redemption,
): Promise<{ redemption: RedemptionRow; program: Program }> {
  const at = deps.now();
  if (await findRedemption(tx, r.code, r.userId)) throw promoUsed(r.field);
  const usable = await usablePromo(tx, r.code, r.kinds, at);
  if (!usable || !(await claimPromoCode(tx, r.code, r.kinds, at))) throw promoInvalid(r.field);
  const { program } = usable;
  const redemption = await insertRedemption(tx, {
    code: r.code,
    userId: r.userId,
    programId: program.id,
    expiresAt: program.creditOn === 'deposit' ? redemptionEnd(program, at) : at,
    createdAt: at,
  });
  // the same player redeeming the same code from two tabs: the other request got there first
  if (!redemption) throw promoUsed(r.field);
  if (program.creditOn === 'deposit') return { redemption, program };

  const { reward } = program.terms;
  if (reward.type !== 'fixed')
    throw new Error(`promo ${program.id} credits on redemption without a fixed amount`);
  const sourceKey = `promo:${redemption.id}`;
  const bonus = await grantBonus(deps, tx, {
    userId: r.userId,
    currency: r.currency,
    programId: program.id,
    name: program.name,
    amount: minorOf(reward.amount[r.currency], r.currency),
    wagerMultiplier: program.terms.wagerMultiplier,
    expiresAt: bonusExpiry(program.terms, at),
    sourceKey,
  });
  if (!bonus) throw new Error(`bonus ${sourceKey} was granted before its redemption existed`);
  await grantProgramSpins(tx, program.terms, {
    userId: r.userId,
    currency: r.currency,
    bonusSourceKey: sourceKey,
    at,
  });
  const credited = await markRedemptionCredited(tx, redemption.id, {
    bonusId: bonus.id,
    invoiceId: null,
    at,
  });
  if (!credited) throw new Error(`redemption ${redemption.id} stopped waiting inside its own transaction`);
  return { redemption: credited, program };
}
