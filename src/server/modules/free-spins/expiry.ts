import type { FastifyInstance } from 'fastify';
import type { Services } from '../../core/services';
import { expireCampaigns } from './repository';

/** How often campaigns past their expiry are marked expired; reads answer them expired at once regardless. */
export const FREE_SPIN_EXPIRY_SWEEP_MS = 60_000;

/** Marks expired campaigns in the database every minute until the app closes; the timer never keeps Node alive. */
export function startFreeSpinExpirySweep(app: FastifyInstance, ctx: Services) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = expireCampaigns(ctx.db, ctx.now()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'free-spin expiry sweep failed'),
    );
  }, FREE_SPIN_EXPIRY_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // the database closes after the app; let a sweep already under way finish first
    await running;
  });
}
