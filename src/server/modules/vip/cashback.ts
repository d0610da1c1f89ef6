import { eq } from 'drizzle-orm';
import type { Currency } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { vipCashbacks } from '../../db/schema';
import type { Ledger } from '../../ledger/ledger';
import { rejectField } from '../auth/errors';
import { cashbackOf, levelFor } from './levels';
import { parsePeriod, type Period } from './periods';
import { createRakeback, RAKEBACK_GRACE_MS } from './rakeback';
import { cashbackCandidates, type CashbackCandidate } from './turnover-repository';

/** One cashback credited by a run. */
export type CashbackCredit = {
  userId: number;
  period: string;
  currency: Currency;
  level: string;
  netLoss: bigint;
  amount: bigint;
  transactionId: number;
};

export type CashbackRun = {
  periods: string[];
  credited: CashbackCredit[];
  failed: { userId: number; period: string; error: unknown }[];
};

/** The ledger key of a player's cashback for a period. */
export const cashbackKey = (userId: number, periodId: string) => `vip:cashback:${userId}:${periodId}`;

/**
 * Weekly cashback: for each player and closed week (the rakeback's weeks and catch-up window), the week's net loss on
 * the house games times the cashback rate of the level reached by the week's end, rounded down, from the house to
 * the player's main balance. The `vip_cashbacks` row (unique per player and week) is claimed in the transaction of
 * the ledger movement, so however many runs overlap a week is paid at most once.
 */
export function createCashback(deps: { db: Db; ledger: Ledger; now: () => Date }) {
  const { db, ledger } = deps;
  const weeks = createRakeback(deps);

  async function credit(period: Period, c: CashbackCandidate): Promise<CashbackCredit | undefined> {
    const level = levelFor(c.currency, c.total);
    const amount = cashbackOf(c.netLoss, level);
    if (!level || amount <= 0n) return undefined;
    return ledger.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(vipCashbacks)
        .values({
          userId: c.userId,
          period: period.id,
          currency: c.currency,
          level: level.key,
          cashbackBps: level.cashbackBps,
          netLoss: c.netLoss,
          amount,
        })
        .onConflictDoNothing()
        .returning({ id: vipCashbacks.id });
      if (!claimed) return undefined;
      const posted = await ledger.adjust(tx, {
        key: cashbackKey(c.userId, period.id),
        userId: c.userId,
        currency: c.currency,
        amount,
        reference: `vip:cashback:${period.id}`,
        reason: `VIP cashback ${period.id}`,
      });
      await tx
        .update(vipCashbacks)
        .set({ ledgerTransactionId: posted.transactionId })
        .where(eq(vipCashbacks.id, claimed.id));
      const { userId, currency, netLoss } = c;
      return { userId, period: period.id, currency, level: level.key, netLoss, amount, ...posted };
    });
  }

  async function creditPeriods(periods: Period[]): Promise<CashbackRun> {
    const run: CashbackRun = { periods: periods.map((p) => p.id), credited: [], failed: [] };
    for (const period of periods) {
      for (const candidate of await cashbackCandidates(db, period)) {
        try {
          const done = await credit(period, candidate);
          if (done) run.credited.push(done);
        } catch (error) {
          // one player's failure must not hold back everybody else's cashback; the next run tries again
          run.failed.push({ userId: candidate.userId, period: period.id, error });
        }
      }
    }
    return run;
  }

  return {
    /** Credits the closed weeks of the catch-up window, or only `periodId` (`2026-W46`), which must be closed. */
    async run(periodId?: string): Promise<CashbackRun> {
      if (periodId === undefined) return creditPeriods(weeks.closedPeriods());
      const period = parsePeriod(periodId);
      if (!period)
        throw rejectField('period', 'validation_failed', `"${periodId}" is not a week like 2026-W46`);
      if (period.end.getTime() + RAKEBACK_GRACE_MS > deps.now().getTime())
        throw rejectField('period', 'validation_failed', `Week ${period.id} has not closed yet`);
      return creditPeriods([period]);
    },
  };
}
export type Cashback = ReturnType<typeof createCashback>;
