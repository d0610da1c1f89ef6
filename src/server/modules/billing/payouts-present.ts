import type { Currency } from '../../../contract/constants';
import type { Payout, PayoutStatus } from '../../../contract/billing';
import { toMajor } from '../../../contract/money';
import type { PayoutRow } from './payouts-repository';

/** A card number, phone or wallet address shown as `****` and its last four characters. */
export function maskDestination(destination: string): string {
  return `****${destination.slice(-4)}`;
}

/** A payout as the player sees it: amount in major units, destination masked. */
export function presentPayout(row: PayoutRow): Payout {
  const currency = row.currency as Currency;
  return {
    id: row.id,
    method: row.method,
    amount: toMajor(row.amount, currency),
    currency,
    destination: maskDestination(row.destination),
    // being sent is still pending for the player: the money has not left
    status: (row.status === 'sending' ? 'pending' : row.status) as PayoutStatus,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}
