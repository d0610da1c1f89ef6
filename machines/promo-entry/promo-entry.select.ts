import type { SnapshotFrom } from 'xstate';
import type { PromoRedemption } from '../../src/contract/bonuses';
import type { ApiFailure } from '../../src/contract/failure';
import type { promoEntryMachine } from './promo-entry.machine';

export type PromoEntrySnapshot = SnapshotFrom<typeof promoEntryMachine>;

/** The code is being redeemed. */
export const selectIsRedeeming = (s: PromoEntrySnapshot): boolean => s.hasTag('busy');

/** Why the last code was refused (codes and field texts), or null. */
export const selectPromoFailure = (s: PromoEntrySnapshot): ApiFailure | null => s.context.failure;

/** The redemption to announce: the last one, while the player has not typed another code. */
export const selectRedemption = (s: PromoEntrySnapshot): PromoRedemption | null =>
  s.matches('redeemed') ? s.context.redemption : null;

/** How many codes were redeemed so far; the bonus list is read again when it grows. */
export const selectRedeemedCount = (s: PromoEntrySnapshot): number => s.context.redeemed;
