import type { Db } from '../../db/client';
import { JOB_EVERY } from '../../schedule/catalogue';
import { defineJob, type Job } from '../../jobs/job';
import { expireCampaigns } from './repository';

/** Marks campaigns past their expiry expired; reads answer them expired at once regardless. */
export const freeSpinExpiryJob = (db: Db): Job =>
  defineJob({
    name: 'free-spin-expiry',
    every: JOB_EVERY['free-spin-expiry'],
    run: async ({ now }) => {
      const expired = await expireCampaigns(db, now);
      return expired ? `${expired} campaigns expired` : undefined;
    },
  });
