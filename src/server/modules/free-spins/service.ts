import type { FreeSpin } from '../../../contract/free-spins';
import type { Db } from '../../db/client';
import { FreeSpinsNotActiveError, FreeSpinsNotFoundError } from './errors';
import { effectiveStatus, presentFreeSpin } from './present';
import { cancelLiveCampaign, findOwnCampaign, listLiveCampaigns } from './repository';

/** What a player does with their free spins: list the playable campaigns, read one, cancel one. */
export function createFreeSpinService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  return {
    /** The player's playable campaigns, the soonest to expire first; expired ones are left out. */
    async listLive(userId: number): Promise<FreeSpin[]> {
      const at = now();
      return (await listLiveCampaigns(db, userId, at)).map((row) => presentFreeSpin(row, at));
    },

    /** One campaign of the player, whatever its status; another player's is not found. */
    async get(userId: number, id: number): Promise<FreeSpin> {
      const row = await findOwnCampaign(db, id, userId);
      if (!row) throw new FreeSpinsNotFoundError(id);
      return presentFreeSpin(row, now());
    },

    /**
     * Cancels the player's playable campaign in one conditional update, so of concurrent cancels one wins. Another
     * player's or an unknown campaign is not found; a used, expired or cancelled one is not active. A refusal
     * writes nothing.
     */
    async cancel(userId: number, id: number): Promise<FreeSpin> {
      const at = now();
      const cancelled = await cancelLiveCampaign(db, id, userId, at);
      if (cancelled) return presentFreeSpin(cancelled, at);
      const row = await findOwnCampaign(db, id, userId);
      if (!row) throw new FreeSpinsNotFoundError(id);
      throw new FreeSpinsNotActiveError(id, effectiveStatus(row, at));
    },
  };
}
export type FreeSpinService = ReturnType<typeof createFreeSpinService>;
