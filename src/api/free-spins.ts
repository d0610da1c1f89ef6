import {
  cancelFreeSpinsBody,
  freeSpinCancelAnswer,
  freeSpinsAnswer,
  type FreeSpin,
} from '../contract/free-spins';
import type { ApiClients } from './client';
import { call, parseBody } from './errors';

/** The player's free spins (SPEC §3 Free spin): the list on the bonuses page and its cancel. */
export interface FreeSpinsApi {
  /** GET /profile/freeSpins: the active campaigns, the soonest to expire first. */
  freeSpins(): Promise<FreeSpin[]>;
  /** PUT /api/v2/freeSpinsCampaigns/cancel/{id}: gives a campaign up; answers it as cancelled. */
  cancelFreeSpins(id: number): Promise<FreeSpin>;
}

/** Free-spin calls; every answer is validated against the contract. */
export function createFreeSpinsApi({ api }: ApiClients): FreeSpinsApi {
  return {
    freeSpins: () => call(async () => (await api.get('profile/freeSpins').json(freeSpinsAnswer)).data),
    cancelFreeSpins: (id) =>
      call(
        async () =>
          (
            await api
              .put(`api/v2/freeSpinsCampaigns/cancel/${id}`, { json: parseBody(cancelFreeSpinsBody, {}) })
              .json(freeSpinCancelAnswer)
          ).data,
      ),
  };
}
