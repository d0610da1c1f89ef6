import { vipCashbacks } from '../../db/schema';
import { cashbackOf } from './levels';
import { cashbackCandidates, type CashbackCandidate } from './turnover-repository';
import { createWeeklyReward, weeklyRewardKey } from './weekly-reward';
import type {
  WeeklyRewardCredit,
  WeeklyRewardDeps,
  WeeklyRewardKind,
  WeeklyRewardRun,
} from './weekly-reward';

type CashbackDetail = {
  /** The week's stakes less its payouts on the house games, minor units. */
  netLoss: bigint;
};

/** One cashback credited by a run. */
export type CashbackCredit = WeeklyRewardCredit<CashbackDetail>;

/** What a run did: the periods it looked at, what it credited, and the players it could not credit this time. */
export type CashbackRun = WeeklyRewardRun<CashbackCredit>;

/** The week's net loss times the level's cashback rate, claimed in `vip_cashbacks`. */
const cashback: WeeklyRewardKind<CashbackCandidate, CashbackDetail, typeof vipCashbacks> = {
  name: 'cashback',
  candidates: cashbackCandidates,
  amountOf: (candidate, level) => cashbackOf(candidate.netLoss, level),
  detailOf: (candidate) => ({ netLoss: candidate.netLoss }),
  table: vipCashbacks,
  rowOf: (claim, level) => ({ ...claim, cashbackBps: level.cashbackBps }),
};

/** The ledger key of a player's cashback for a period. */
export const cashbackKey = (userId: number, periodId: string) =>
  weeklyRewardKey(cashback.name, userId, periodId);

/**
 * Weekly cashback: for each player and closed week (the rakeback's weeks and catch-up window), the week's net
 * loss on the house games times the cashback rate of the level reached by the week's end, rounded down, from the
 * house to the player's main balance, at most once.
 */
export function createCashback(deps: WeeklyRewardDeps) {
  return createWeeklyReward(cashback, deps);
}
export type Cashback = ReturnType<typeof createCashback>;
