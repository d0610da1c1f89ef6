import { eq } from 'drizzle-orm';
import type { Currency } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { vipRewards } from '../../db/schema';
import type { Ledger } from '../../ledger/ledger';
import { rejectField } from '../auth/errors';
import { levelFor, rakebackOf } from './levels';
import { parsePeriod, periodBefore, periodOf, type Period } from './periods';
import { rakebackCandidates, type RakebackCandidate } from './turnover-repository';

/** How many closed weeks each run looks back over, so a week missed while no server ran is still paid. */
export const RAKEBACK_CATCH_UP_WEEKS = 4;

/**
 * How long after its end a week is taken as closed: a bet settled on the last second is recorded with the
 * database's clock, which may run a little behind this process's.
 */
export const RAKEBACK_GRACE_MS = 10 * 60_000;

/** One rakeback credited by a run. */
export type RakebackCredit = {
  userId: number;
  period: string;
  currency: Currency;
  level: string;
  /** Minor units. */
  turnover: bigint;
  amount: bigint;
  transactionId: number;
};

/** What a run did: the periods it looked at, what it credited, and the players it could not credit this time. */
export type RakebackRun = {
  periods: string[];
  credited: RakebackCredit[];
  failed: { userId: number; period: string; error: unknown }[];
};

/** The ledger key of a player's rakeback for a period: the money moves once per player and period. */
export const rakebackKey = (userId: number, periodId: string) => `vip:rakeback:${userId}:${periodId}`;

/**
 * Weekly rakeback: for each player and closed week, the week's turnover times the rate of the level reached by
 * the week's end, rounded down to a minor unit, from the house to the player's main balance. The reward row
 * (unique per player and week) is claimed in the same transaction as the ledger movement, so however many runs
 * overlap, in one process or several, a week is paid at most once.
 */
export function createRakeback(deps: { db: Db; ledger: Ledger; now: () => Date }) {
  const { db, ledger, now } = deps;

  const isClosed = (period: Period) => period.end.getTime() + RAKEBACK_GRACE_MS <= now().getTime();

  /** The last RAKEBACK_CATCH_UP_WEEKS closed weeks, oldest first. */
  function closedPeriods(): Period[] {
    let latest = periodBefore(periodOf(now()));
    if (!isClosed(latest)) latest = periodBefore(latest);
    return Array.from({ length: RAKEBACK_CATCH_UP_WEEKS }, (_, i) =>
      periodBefore(latest, RAKEBACK_CATCH_UP_WEEKS - 1 - i),
    );
  }

  /** Credits one player's week; undefined when the rakeback is zero or another run credited it first. */
  async function credit(period: Period, c: RakebackCandidate): Promise<RakebackCredit | undefined> {
    const level = levelFor(c.currency, c.total);
    const amount = rakebackOf(c.period, level);
    if (!level || amount <= 0n) return undefined;
    return ledger.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(vipRewards)
        .values({
          userId: c.userId,
          period: period.id,
          currency: c.currency,
          level: level.key,
          rakebackBps: level.rakebackBps,
          turnover: c.period,
          amount,
        })
        .onConflictDoNothing()
        .returning({ id: vipRewards.id });
      if (!claimed) return undefined;
      const posted = await ledger.adjust(tx, {
        key: rakebackKey(c.userId, period.id),
        userId: c.userId,
        currency: c.currency,
        amount,
        reference: `vip:rakeback:${period.id}`,
        reason: `VIP rakeback ${period.id}`,
      });
      await tx
        .update(vipRewards)
        .set({ ledgerTransactionId: posted.transactionId })
        .where(eq(vipRewards.id, claimed.id));
      return {
        userId: c.userId,
        period: period.id,
        currency: c.currency,
        level: level.key,
        turnover: c.period,
        amount,
        transactionId: posted.transactionId,
      };
    });
  }

  async function creditPeriods(periods: Period[]): Promise<RakebackRun> {
    const run: RakebackRun = { periods: periods.map((p) => p.id), credited: [], failed: [] };
    for (const period of periods) {
      for (const candidate of await rakebackCandidates(db, period)) {
        try {
          const done = await credit(period, candidate);
          if (done) run.credited.push(done);
        } catch (error) {
          // one player's failure must not hold back everybody else's rakeback; the next run tries again
          run.failed.push({ userId: candidate.userId, period: period.id, error });
        }
      }
    }
    return run;
  }

  return {
    closedPeriods,

    /** Credits the closed weeks of the catch-up window, or only `periodId` (`2026-W46`), which must be closed. */
    async run(periodId?: string): Promise<RakebackRun> {
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
export type Rakeback = ReturnType<typeof createRakeback>;
