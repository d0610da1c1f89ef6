import type { PromoRedemption } from '../../src/contract/bonuses';
import type { ApiFailure } from '../../src/contract/failure';

/** What the promo entry keeps: the code, and the last redemption or refusal (codes for the view to translate). */
export interface PromoEntryContext {
  /** The code as last submitted, trimmed. */
  code: string;
  /** The last refusal, with its field texts (`code: ["promo_invalid: …"]`); null otherwise. */
  failure: ApiFailure | null;
  /** The last redemption; null before the first. */
  redemption: PromoRedemption | null;
  /** How many codes were redeemed so far: the bonus list is read again on each. */
  redeemed: number;
}

export type PromoEntryEvent =
  /** Redeem this code (a blank code is ignored). */
  | { type: 'promo.submit'; code: string }
  /** The player changes the code: the last outcome no longer describes it. */
  | { type: 'promo.edit' };

/** SPEC §8's promo-code-error event: the code and the joined texts of its refusal. */
export interface PromoErrorReport {
  code: string;
  error: string;
}
