import type { FastifyInstance } from 'fastify';
import type { Services } from '../../core/services';
import { expireWaitingInvoices } from './invoice-repository';

/** How often unpaid invoices past their life are marked expired; reads answer 4 at once regardless. */
export const EXPIRY_SWEEP_MS = 60_000;

/** Marks expired invoices in the database every minute until the app closes; the timer never keeps Node alive. */
export function startExpirySweep(app: FastifyInstance, ctx: Services) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = expireWaitingInvoices(ctx.db, ctx.now()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'invoice expiry sweep failed'),
    );
  }, EXPIRY_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // the database closes after the app; let a sweep already under way finish first
    await running;
  });
}
