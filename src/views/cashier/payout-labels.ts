import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentMethod, PayoutStatus } from '../../contract/billing';
import type { Locale } from '../../contract/constants';
import type { BadgeTone } from '../../ui/badge';

/** Names of the payout statuses. */
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  paid: msg`Paid`,
  rejected: msg`Rejected`,
  failed: msg`Failed`,
};

/** How each payout status is coloured. */
export const PAYOUT_STATUS_TONES: Record<PayoutStatus, BadgeTone> = {
  pending: 'pending',
  paid: 'success',
  rejected: 'failed',
  failed: 'failed',
};

/** A method's name in the interface language, its network added for crypto (`USDT (TRC20)`). */
export function methodLabel(method: PaymentMethod, locale: Locale): string {
  const name = method.name[locale] || method.name.en;
  return method.network ? `${name} (${method.network})` : name;
}

/** A destination as shown back to the player: only its last four characters. */
export function maskDestination(destination: string): string {
  return destination.length > 8 ? `•••• ${destination.slice(-4)}` : destination;
}
