import type { Currency } from '../../../contract/constants';
import type { FreeSpin, FreeSpinStatus } from '../../../contract/free-spins';
import { toMajor } from '../../../contract/money';
import type { CampaignRow } from './repository';

/** The status a player sees: an active campaign past its expiry is expired even before the sweep marks it. */
export function effectiveStatus(row: CampaignRow, now: Date): FreeSpinStatus {
  return row.status === 'active' && row.expiresAt.getTime() <= now.getTime()
    ? 'expired'
    : (row.status as FreeSpinStatus);
}

/** A campaign as SPEC §3's Free spin, with what is left of it. */
export function presentFreeSpin(row: CampaignRow, now: Date): FreeSpin {
  const currency = row.currency as Currency;
  return {
    id: row.id,
    game: { id: row.gameId },
    count: row.spinsLeft,
    total_count: row.totalCount,
    bet_value: toMajor(row.betValue, currency),
    currency,
    status: effectiveStatus(row, now),
    expiration_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}
