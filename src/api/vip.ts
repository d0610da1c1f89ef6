import {
  vipJoinAnswer,
  vipJoinBody,
  vipLevelsAnswer,
  vipStatusAnswer,
  type VipLevelsAnswer,
  type VipRequest,
  type VipRequestType,
  type VipStatusAnswer,
} from '../contract/vip';
import type { ApiClients } from './client';
import { call, parseBody } from './errors';

/** The VIP club: the level table, the player's standing, and requests to the VIP managers. */
export interface VipApi {
  /** GET /api/v2/vip/levels: the level table, lowest first (no login needed). */
  levels(): Promise<VipLevelsAnswer>;
  /** GET /api/v2/vip/status: the player's level, turnover and progress. */
  status(): Promise<VipStatusAnswer>;
  /** POST api/v2/vip/join (SPEC §7): the open request of that type, new or the one already waiting. */
  join(requestType: VipRequestType): Promise<VipRequest>;
}

/** VIP calls; every body is checked against the contract and every answer validated. */
export function createVipApi({ api }: ApiClients): VipApi {
  return {
    levels: () => call(() => api.get('api/v2/vip/levels').json(vipLevelsAnswer)),
    status: () => call(() => api.get('api/v2/vip/status').json(vipStatusAnswer)),
    join: (requestType) =>
      call(
        async () =>
          (
            await api
              .post('api/v2/vip/join', { json: parseBody(vipJoinBody, { request_type: requestType }) })
              .json(vipJoinAnswer)
          ).request,
      ),
  };
}
