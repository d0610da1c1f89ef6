import { CURRENCIES, type Currency } from '../../../contract/constants';
import { GAME_SLUG, MAX_FREE_SPINS_PER_CAMPAIGN } from '../../../contract/free-spins';
import { MAX_AMOUNT, toMinor } from '../../../contract/money';
import type { Db } from '../../db/client';
import { rejectField } from '../../http/refusals';
import { insertCampaign, type CampaignRow } from './repository';

/** What a bonus program or an operator grants: `count` spins of `betValue` minor units on one game. */
export type FreeSpinGrant = {
  userId: number;
  /** The game's slug, e.g. `slots-classic`. */
  gameId: string;
  count: number;
  /** The stake of each spin in minor units of `currency`. */
  betValue: bigint;
  currency: Currency;
  expiresAt: Date;
  /**
   * What granted it, unique across all grants: a program's key such as `welcome:<userId>:2` or an operator's
   * `ops:<key>`. A second grant with the same key is a replay.
   */
  sourceKey: string;
};

/** Refuses a grant no campaign could hold, on the field at fault (422). */
function check(grant: FreeSpinGrant) {
  if (!GAME_SLUG.test(grant.gameId))
    throw rejectField('game', 'validation_failed', `"${grant.gameId}" is not a game id like slots-classic`);
  if (!Number.isInteger(grant.count) || grant.count < 1 || grant.count > MAX_FREE_SPINS_PER_CAMPAIGN)
    throw rejectField(
      'count',
      'validation_failed',
      `The count must be a whole number from 1 to ${MAX_FREE_SPINS_PER_CAMPAIGN}`,
    );
  if (!CURRENCIES.includes(grant.currency))
    throw rejectField('currency', 'validation_failed', `${grant.currency} is not a currency we keep`);
  if (grant.betValue <= 0n || grant.betValue > toMinor(MAX_AMOUNT, grant.currency)!)
    throw rejectField(
      'bet',
      'validation_failed',
      'The bet value must be greater than zero and not too large',
    );
  if (Number.isNaN(grant.expiresAt.getTime()))
    throw rejectField('expires_at', 'validation_failed', 'The expiry is not a valid time');
  if (!grant.sourceKey.trim() || grant.sourceKey.length > 200)
    throw rejectField('source_key', 'validation_failed', 'The source key must be 1 to 200 characters');
}

/**
 * Grants a free-spin campaign inside the caller's transaction `tx`, so a program records it together with whatever
 * earned it. Answers the new campaign, or null when a campaign with this source key exists already (a replay
 * grants nothing, whatever else it carries).
 */
export async function grantFreeSpins(tx: Db, grant: FreeSpinGrant): Promise<CampaignRow | null> {
  check(grant);
  const row = await insertCampaign(tx, {
    userId: grant.userId,
    gameId: grant.gameId,
    totalCount: grant.count,
    spinsLeft: grant.count,
    betValue: grant.betValue,
    currency: grant.currency,
    expiresAt: grant.expiresAt,
    sourceKey: grant.sourceKey,
  });
  return row ?? null;
}
