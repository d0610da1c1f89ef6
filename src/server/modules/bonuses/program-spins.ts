import type { Currency } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { grantFreeSpins } from '../free-spins';
import { bonusExpiry, minorOf } from './offers';
import type { Terms } from './program-schema';

/**
 * The free spins that come with a bonus, granted in the bonus's own transaction and under its source key, so a
 * replay grants neither twice. They expire with the bonus.
 */
export async function grantProgramSpins(
  tx: Db,
  terms: Terms,
  g: { userId: number; currency: Currency; bonusSourceKey: string; at: Date },
): Promise<void> {
  if (!terms.freeSpins) return;
  const { count, gameId, bet } = terms.freeSpins;
  await grantFreeSpins(tx, {
    userId: g.userId,
    gameId,
    count,
    betValue: minorOf(bet[g.currency], g.currency),
    currency: g.currency,
    expiresAt: bonusExpiry(terms, g.at),
    sourceKey: `${g.bonusSourceKey}:spins`,
  });
}
