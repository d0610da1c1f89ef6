import { JOB_EVERY } from '../../../schedule/catalogue';
import { defineJob, type Job } from '../../../jobs/job';
import type { WalletDeps } from './deps';
import { forfeitExpiredBonuses } from './finish';

/** Forfeits expired bonuses; an expired bonus counts no wagers while it waits. */
export const bonusExpiryJob = (deps: WalletDeps): Job =>
  defineJob({
    name: 'bonus-expiry',
    every: JOB_EVERY['bonus-expiry'],
    run: async ({ now }) => {
      const forfeited = await forfeitExpiredBonuses(deps, now);
      return forfeited ? `${forfeited} bonuses forfeited` : undefined;
    },
  });
