import type { FastifyInstance } from 'fastify';
import type { WalletDeps } from './deps';
import { forfeitExpiredBonuses } from './finish';

/** How often expired bonuses are forfeited; an expired bonus counts no wagers while it waits. */
export const BONUS_EXPIRY_SWEEP_MS = 60_000;

/** Forfeits expired bonuses every minute until the app closes; the timer never keeps Node alive. */
export function startBonusExpirySweep(app: FastifyInstance, deps: WalletDeps) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = forfeitExpiredBonuses(deps, deps.now()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'bonus expiry sweep failed'),
    );
  }, BONUS_EXPIRY_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // the database closes after the app; let a sweep already under way finish first
    await running;
  });
}
