import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Ledger } from '../../ledger/ledger';
import { createCashback, type CashbackRun } from './cashback';
import { createRakeback, type RakebackRun } from './rakeback';

/** How often closed weeks are checked for rakeback still to pay. */
export const RAKEBACK_JOB_MS = 60 * 60_000;
/** The first check after start, so a server restarted more often than hourly still pays. */
export const RAKEBACK_FIRST_RUN_MS = 60_000;

/** Logs what a run credited and who it could not credit. */
function report(app: FastifyInstance, what: string, result: RakebackRun | CashbackRun) {
  if (result.credited.length)
    app.log.info({ periods: result.periods, credited: result.credited.length }, `VIP ${what} credited`);
  for (const failure of result.failed)
    app.log.warn(
      { err: failure.error, userId: failure.userId, period: failure.period },
      `VIP ${what} failed`,
    );
}

/**
 * Credits the rakeback and the cashback of closed weeks a minute after start and then hourly, until the app closes; the timers never
 * keep Node alive. Several server processes may run it at once: each week is paid once whoever gets there first.
 */
export function startRakebackJob(
  app: FastifyInstance,
  deps: { db: Db; ledger: Ledger; now: () => Date },
  timing = { firstRunMs: RAKEBACK_FIRST_RUN_MS, everyMs: RAKEBACK_JOB_MS },
) {
  const rakeback = createRakeback(deps);
  const cashback = createCashback(deps);
  let running: Promise<unknown> | undefined;
  const run = () => {
    // a run still going when the next one is due finishes the work itself
    if (running) return;
    running = (async () => {
      report(app, 'rakeback', await rakeback.run());
      report(app, 'cashback', await cashback.run());
    })()
      .catch((error: unknown) => app.log.warn({ err: error }, 'VIP rewards run failed'))
      .finally(() => (running = undefined));
  };
  const first = setTimeout(run, timing.firstRunMs);
  first.unref();
  const timer = setInterval(run, timing.everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    // the database closes after the app; let a run already under way finish first
    await running;
  });
}
