import type { Db } from '../../db/client';
import { JOB_EVERY } from '../../schedule/catalogue';
import { defineJob, type Job, type JobLog } from '../../jobs/job';
import type { Ledger } from '../../ledger/ledger';
import { createCashback, type CashbackRun } from './cashback';
import { createRakeback, type RakebackRun } from './rakeback';

/** The first run after the job is first registered, so a new install pays closed weeks within a minute. */
export const RAKEBACK_FIRST_RUN_MS = 60_000;

/** Logs whom a run could not credit; answers what it credited. */
function report(log: JobLog, what: string, result: RakebackRun | CashbackRun): string | null {
  for (const failure of result.failed)
    log.warn({ err: failure.error, userId: failure.userId, period: failure.period }, `VIP ${what} failed`);
  return result.credited.length ? `${what} for ${result.credited.length}` : null;
}

/**
 * Credits the rakeback and the cashback of closed weeks. Each week is paid once whoever gets there first, so a run
 * cut short is finished by the next one.
 */
export const vipRewardsJob = (deps: { db: Db; ledger: Ledger; now: () => Date }): Job => {
  const rakeback = createRakeback(deps);
  const cashback = createCashback(deps);
  return defineJob({
    name: 'vip-rewards',
    every: JOB_EVERY['vip-rewards'],
    firstRunAfter: RAKEBACK_FIRST_RUN_MS,
    run: async ({ log }) => {
      const paid = [
        report(log, 'rakeback', await rakeback.run()),
        report(log, 'cashback', await cashback.run()),
      ];
      return paid.filter(Boolean).join(', ') || undefined;
    },
  });
};
