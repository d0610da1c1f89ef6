import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { ssoCodes } from '../../db/schema';

/** How often dead SSO codes are deleted; a dead code is refused whether its row is there or not. */
export const SSO_CODE_SWEEP_MS = 10 * 60_000;

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

/** Deletes dead SSO codes every SSO_CODE_SWEEP_MS until the app closes; the timer never keeps Node alive. */
export function startSsoCodeSweep(app: FastifyInstance, deps: { db: Db; now: () => Date }) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = deleteDeadSsoCodes(deps.db, deps.now()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'SSO code sweep failed'),
    );
  }, SSO_CODE_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // the database closes after the app; let a sweep already under way finish first
    await running;
  });
}
