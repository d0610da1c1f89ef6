import type { Db } from '../../db/client';
import { FreeSpinsNotActiveError, FreeSpinsNotFoundError, SpinReferenceConflictError } from './errors';
import { effectiveStatus } from './present';
import { lockOwnCampaign, takeSpin, type CampaignRow } from './repository';
import { findSpinUse, insertSpinUse } from './uses-repository';

/** A spin taken from a campaign: the campaign after it, and whether this reference had taken it already. */
export type SpinTaken = { campaign: CampaignRow; replayed: boolean };

/**
 * Takes one spin of the player's campaign for the game's spin `reference`, inside the game's transaction `tx`:
 * exactly once per reference, and the campaign becomes `used` with its last spin. A reference seen before answers
 * the campaign as it is now without taking another spin, even once the campaign has ended. The campaign row is
 * locked first, so concurrent spins of one campaign queue and every refusal writes nothing: another player's or an
 * unknown campaign is not found, an ended one is not active, a reference spent on another campaign conflicts.
 * The caller checks that `campaign.gameId` is its game and plays the spin at `campaign.betValue`.
 */
export async function useFreeSpin(
  tx: Db,
  campaignId: number,
  userId: number,
  spin: { reference: string; now: Date },
): Promise<SpinTaken> {
  if (!spin.reference.trim() || spin.reference.length > 200)
    throw new Error('a spin reference is 1 to 200 characters');
  const locked = await lockOwnCampaign(tx, campaignId, userId);
  if (!locked) throw new FreeSpinsNotFoundError(campaignId);
  const first = await findSpinUse(tx, spin.reference);
  if (first) {
    if (first.campaignId !== campaignId) throw new SpinReferenceConflictError(spin.reference);
    return { campaign: locked, replayed: true };
  }
  const status = effectiveStatus(locked, spin.now);
  if (status !== 'active') throw new FreeSpinsNotActiveError(campaignId, status);
  // the reference may be taking a spin of another campaign at this moment; that one's lock is not ours
  if (!(await insertSpinUse(tx, campaignId, spin.reference)))
    throw new SpinReferenceConflictError(spin.reference);
  const campaign = await takeSpin(tx, campaignId, userId, spin.now);
  // unreachable while the row lock holds; throwing rolls the recorded use back with the caller's transaction
  if (!campaign) throw new FreeSpinsNotActiveError(campaignId, 'used');
  return { campaign, replayed: false };
}
