import { JOB_EVERY } from '../../schedule/catalogue';
import { defineJob, type Job } from '../../jobs/job';
import type { Db } from '../../db/client';
import { expireWaitingInvoices } from './invoice-repository';

/** Marks unpaid invoices past their life expired; reads answer them expired at once regardless. */
export const invoiceExpiryJob = (db: Db): Job =>
  defineJob({
    name: 'invoice-expiry',
    every: JOB_EVERY['invoice-expiry'],
    run: async ({ now }) => {
      const expired = await expireWaitingInvoices(db, now);
      return expired ? `${expired} invoices expired` : undefined;
    },
  });
