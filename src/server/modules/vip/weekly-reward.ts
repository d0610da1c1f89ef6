import { eq } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../contract/constants';
import type { Db } from '../../db/client';
import type { vipCashbacks, vipRewards } from '../../db/schema';
import type { Ledger } from '../../ledger/ledger';
import { rejectField } from '../../http/refusals';
import { levelFor, type LevelConfig } from './levels';
import { parsePeriod, periodBefore, periodOf, type Period } from './periods';

/** How many closed weeks each run looks back over, so a week missed while no server ran is still paid. */
export const WEEKLY_REWARD_CATCH_UP_WEEKS = 4;

/**
 * How long after its end a week is taken as closed: a bet settled on the last second is recorded with the
 * database's clock, which may run a little behind this process's.
 */
export const WEEKLY_REWARD_GRACE_MS = 10 * 60_000;

/** What a weekly reward needs to run. */
export type WeeklyRewardDeps = { db: Db; ledger: Ledger; now: () => Date };

/** A player who may be owed a week's reward. */
export type WeeklyRewardCandidate = {
  userId: number;
  /** The account currency, which the reward is paid in. */
  currency: Currency;
  /** Turnover in total up to the week's end, which fixes the level. */
  total: bigint;
};

/** The columns every claim row and every credit share. */
export type WeeklyRewardClaim = {
  userId: number;
  period: string;
  currency: Currency;
  level: string;
  amount: bigint;
};

/** One reward credited by a run: the shared columns, what its kind adds, and the ledger transaction that paid it. */
export type WeeklyRewardCredit<Detail> = WeeklyRewardClaim & Detail & { transactionId: number };

/** What a run did: the periods it looked at, what it credited, and the players it could not credit this time. */
export type WeeklyRewardRun<Credit> = {
  periods: string[];
  credited: Credit[];
  failed: { userId: number; period: string; error: unknown }[];
};

/** A table of claims: one row per player and week, which also records the ledger transaction that paid it. */
type ClaimTable = typeof vipRewards | typeof vipCashbacks;

/** What sets one weekly reward apart from another. */
export type WeeklyRewardKind<Candidate extends WeeklyRewardCandidate, Detail, Table extends ClaimTable> = {
  /** Names the reward in its ledger keys, references and reasons (`vip:<name>:<user>:<week>`). */
  name: string;
  /** The players of a week who may be owed the reward and have no claim row for it yet. */
  candidates: (db: Db, period: Period) => Promise<Candidate[]>;
  /** The reward at the level reached by the week's end, in minor units; nothing is paid unless it is positive. */
  amountOf: (candidate: Candidate, level: LevelConfig) => bigint;
  /** What the claim row and the credit record beside the shared columns. */
  detailOf: (candidate: Candidate) => Detail;
  /** Where the reward's claims are kept. */
  table: Table;
  /** The claim row, from the shared columns and the detail: adds the level's rate. */
  rowOf: (claim: WeeklyRewardClaim & Detail, level: LevelConfig) => PgInsertValue<Table>;
};

/** The ledger key of a player's reward for a period: the money moves once per reward, player and period. */
export const weeklyRewardKey = (name: string, userId: number, periodId: string) =>
  `vip:${name}:${userId}:${periodId}`;

/**
 * Pays a weekly reward for each player and closed week, from the house to the player's main balance. The claim
 * row (unique per player and week) is inserted in the transaction of the ledger movement, so however many runs
 * overlap, in one process or several, a week is paid at most once.
 */
export function createWeeklyReward<Candidate extends WeeklyRewardCandidate, Detail, Table extends ClaimTable>(
  kind: WeeklyRewardKind<Candidate, Detail, Table>,
  deps: WeeklyRewardDeps,
) {
  const { db, ledger, now } = deps;
  type Credit = WeeklyRewardCredit<Detail>;

  const isClosed = (period: Period) => period.end.getTime() + WEEKLY_REWARD_GRACE_MS <= now().getTime();

  /** The last WEEKLY_REWARD_CATCH_UP_WEEKS closed weeks, oldest first. */
  function closedPeriods(): Period[] {
    let latest = periodBefore(periodOf(now()));
    if (!isClosed(latest)) latest = periodBefore(latest);
    return Array.from({ length: WEEKLY_REWARD_CATCH_UP_WEEKS }, (_, i) =>
      periodBefore(latest, WEEKLY_REWARD_CATCH_UP_WEEKS - 1 - i),
    );
  }

  /** Credits one player's week; undefined when the reward is zero or another run credited it first. */
  async function credit(period: Period, candidate: Candidate): Promise<Credit | undefined> {
    const level = levelFor(candidate.currency, candidate.total);
    if (!level) return undefined;
    const amount = kind.amountOf(candidate, level);
    if (amount <= 0n) return undefined;
    const { userId, currency } = candidate;
    const claim = {
      userId,
      period: period.id,
      currency,
      level: level.key,
      amount,
      ...kind.detailOf(candidate),
    };
    return ledger.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(kind.table)
        .values(kind.rowOf(claim, level))
        .onConflictDoNothing()
        .returning({ id: kind.table.id });
      if (!claimed) return undefined;
      const posted = await ledger.adjust(tx, {
        key: weeklyRewardKey(kind.name, userId, period.id),
        userId,
        currency,
        amount,
        reference: `vip:${kind.name}:${period.id}`,
        reason: `VIP ${kind.name} ${period.id}`,
      });
      // both claim tables have these columns; drizzle cannot see that through the generic `Table`
      const table: ClaimTable = kind.table;
      await tx
        .update(table)
        .set({ ledgerTransactionId: posted.transactionId })
        .where(eq(table.id, claimed.id));
      return { ...claim, transactionId: posted.transactionId };
    });
  }

  async function creditPeriods(periods: Period[]): Promise<WeeklyRewardRun<Credit>> {
    const run: WeeklyRewardRun<Credit> = { periods: periods.map((p) => p.id), credited: [], failed: [] };
    for (const period of periods) {
      for (const candidate of await kind.candidates(db, period)) {
        try {
          const done = await credit(period, candidate);
          if (done) run.credited.push(done);
        } catch (error) {
          // one player's failure must not hold back everybody else's reward; the next run tries again
          run.failed.push({ userId: candidate.userId, period: period.id, error });
        }
      }
    }
    return run;
  }

  return {
    closedPeriods,

    /** Credits the closed weeks of the catch-up window, or only `periodId` (`2026-W46`), which must be closed. */
    async run(periodId?: string): Promise<WeeklyRewardRun<Credit>> {
      if (periodId === undefined) return creditPeriods(closedPeriods());
      const period = parsePeriod(periodId);
      if (!period)
        throw rejectField('period', 'validation_failed', `"${periodId}" is not a week like 2026-W46`);
      if (!isClosed(period))
        throw rejectField('period', 'validation_failed', `Week ${period.id} has not closed yet`);
      return creditPeriods([period]);
    },
  };
}
