import type { Currency } from '../../../contract/constants';
import { toMajor } from '../../../contract/money';
import type { VipLevelsAnswer, VipRequest, VipRequestType, VipStatusAnswer } from '../../../contract/vip';
import type { Db } from '../../db/client';
import { unauthenticated } from '../../http/refusals';
import { findUserById } from '../../players/repository';
import { levelFor, minTurnoverMinor, nextLevel, rakebackOf, VIP_LEVELS } from './levels';
import { periodOf } from './periods';
import { isPremium } from './premium';
import { presentLevel, presentRequest, presentStandingLevel } from './present';
import { listOpenRequestsOf, openRequest } from './requests-repository';
import { turnoverOf } from './turnover-repository';

/** The level table never changes while the process runs. */
const LEVELS_ANSWER: VipLevelsAnswer = { levels: VIP_LEVELS.map(presentLevel), period: 'week' };

/** The player's side of the VIP club: the level table, their standing, and requests to the managers. */
export function createVipService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  return {
    levels: (): VipLevelsAnswer => LEVELS_ANSWER,

    /** Stores the player's request of this type unless one is already open; `created` tells which. */
    async join(
      userId: number,
      requestType: VipRequestType,
    ): Promise<{ request: VipRequest; created: boolean }> {
      const { row, created } = await openRequest(db, userId, requestType);
      return { request: presentRequest(row), created };
    },

    /** Level, next level, turnover of the current week and in total, and the way to the next level. */
    async status(userId: number): Promise<VipStatusAnswer> {
      const user = await findUserById(db, userId);
      if (!user) throw unauthenticated();
      const currency = user.currency as Currency;
      const period = periodOf(now());
      const turnover = await turnoverOf(db, userId, currency, period.start);
      const level = levelFor(currency, turnover.total);
      const next = nextLevel(level);
      const from = level ? minTurnoverMinor(level, currency) : 0n;
      const to = next ? minTurnoverMinor(next, currency) : undefined;
      const major = (minor: bigint) => toMajor(minor, currency);
      return {
        currency,
        level: level ? presentStandingLevel(level, currency) : null,
        next_level: next ? presentStandingLevel(next, currency) : null,
        turnover: { period: major(turnover.period), total: major(turnover.total) },
        period: { id: period.id, starts_at: period.start.toISOString(), ends_at: period.end.toISOString() },
        progress: to
          ? {
              percent: Number(((turnover.total - from) * 100n) / (to - from)),
              remaining: major(to - turnover.total),
            }
          : { percent: 100, remaining: 0 },
        rakeback_estimate: major(rakebackOf(turnover.period, level)),
        premium: await isPremium(db, user),
        open_requests: (await listOpenRequestsOf(db, userId)).map(presentRequest),
      };
    },
  };
}
export type VipService = ReturnType<typeof createVipService>;
