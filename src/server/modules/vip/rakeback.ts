import { vipRewards } from '../../db/schema';
import { rakebackOf } from './levels';
import { rakebackCandidates, type RakebackCandidate } from './turnover-repository';
import { createWeeklyReward, weeklyRewardKey } from './weekly-reward';
import type {
  WeeklyRewardCredit,
  WeeklyRewardDeps,
  WeeklyRewardKind,
  WeeklyRewardRun,
} from './weekly-reward';

// the rakeback's weeks are those of every weekly reward; callers know them by these names
export {
  WEEKLY_REWARD_CATCH_UP_WEEKS as RAKEBACK_CATCH_UP_WEEKS,
  WEEKLY_REWARD_GRACE_MS as RAKEBACK_GRACE_MS,
} from './weekly-reward';

type RakebackDetail = {
  /** The week's turnover, minor units. */
  turnover: bigint;
};

/** One rakeback credited by a run. */
export type RakebackCredit = WeeklyRewardCredit<RakebackDetail>;

/** What a run did: the periods it looked at, what it credited, and the players it could not credit this time. */
export type RakebackRun = WeeklyRewardRun<RakebackCredit>;

/** The week's turnover times the level's rakeback rate, claimed in `vip_rewards`. */
const rakeback: WeeklyRewardKind<RakebackCandidate, RakebackDetail, typeof vipRewards> = {
  name: 'rakeback',
  candidates: rakebackCandidates,
  amountOf: (candidate, level) => rakebackOf(candidate.period, level),
  detailOf: (candidate) => ({ turnover: candidate.period }),
  table: vipRewards,
  rowOf: (claim, level) => ({ ...claim, rakebackBps: level.rakebackBps }),
};

/** The ledger key of a player's rakeback for a period: the money moves once per player and period. */
export const rakebackKey = (userId: number, periodId: string) =>
  weeklyRewardKey(rakeback.name, userId, periodId);

/**
 * Weekly rakeback: for each player and closed week, the week's turnover times the rate of the level reached by
 * the week's end, rounded down to a minor unit, from the house to the player's main balance, at most once.
 */
export function createRakeback(deps: WeeklyRewardDeps) {
  return createWeeklyReward(rakeback, deps);
}
export type Rakeback = ReturnType<typeof createRakeback>;
