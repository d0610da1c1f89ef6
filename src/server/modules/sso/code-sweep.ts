import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ssoCodes } from '../../db/schema';
import { JOB_EVERY } from '../../schedule/catalogue';
import { defineJob, type Job } from '../../jobs/job';

/**
 * How long a code's row outlives its expiry: a used code is dead at once, but its row (user, mirror, time of
 * use) still helps trace a replay reported soon after.
 */
export const SSO_CODE_KEPT_MS = 60 * 60_000;

/** Deletes the codes that expired more than SSO_CODE_KEPT_MS before `now`, used or not; returns how many. */
export async function deleteDeadSsoCodes(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(ssoCodes)
    .where(lt(ssoCodes.expiresAt, new Date(now.getTime() - SSO_CODE_KEPT_MS)))
    .returning({ codeHash: ssoCodes.codeHash });
  return rows.length;
}

/** Deletes dead SSO codes; a dead code is refused whether its row is there or not. */
export const ssoCodeSweepJob = (db: Db): Job =>
  defineJob({
    name: 'sso-code-sweep',
    every: JOB_EVERY['sso-code-sweep'],
    run: async ({ now }) => {
      const deleted = await deleteDeadSsoCodes(db, now);
      return deleted ? `${deleted} codes deleted` : undefined;
    },
  });
