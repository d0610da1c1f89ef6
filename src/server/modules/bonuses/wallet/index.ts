/**
 * The bonus wallet: bonuses credited to the bonus balance, their wagering, and their single ending (conversion of
 * the remainder to main, or forfeit to the house on expiry or cancel). Bonus programs, promo codes and the games
 * call these; money moves only through the ledger.
 */
import type { Db } from '../../../db/client';
import { listBonuses, type PlayerBonus } from './repository';

export type { WalletDeps } from './deps';
export { ActiveBonusExistsError, BonusNotActiveError, BonusNotFoundError } from './errors';
export { bonusExpiryJob } from './expiry-sweep';
export { cancelBonus, forfeitExpiredBonuses } from './finish';
export { grantBonus, wagerRequirement, type BonusGrant } from './grant';
export type { BonusStatus, FinishedStatus, PlayerBonus } from './repository';
export { recordWager, wagerActiveBonus, type Wager, type WagerResult } from './wager';

/** The player's bonuses: the active ones (one per currency at most) and the ended ones, newest first. */
export async function listPlayerBonuses(
  db: Db,
  userId: number,
): Promise<{ active: PlayerBonus[]; history: PlayerBonus[] }> {
  const rows = await listBonuses(db, userId);
  return {
    active: rows.filter((b) => b.status === 'active'),
    history: rows.filter((b) => b.status !== 'active'),
  };
}
