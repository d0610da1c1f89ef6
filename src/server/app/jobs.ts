import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../core/module';
import type { Services } from '../core/services';
import { JOB_EVERY } from '../schedule/catalogue';
import { processHolder } from '../jobs/holder';
import { defineJob, type Job } from '../jobs/job';
import { createJobRunner } from '../jobs/runner';
import { pruneRateCounters } from '../security/rate-limit-store';

/** How long a closing server lets a running job finish before it gives up on it (SIGTERM drains). */
const JOB_STOP_TIMEOUT_MS = 10_000;

/** The jobs of the shared services themselves, beside the modules'. */
function coreJobs(services: Services): Job[] {
  return [
    defineJob({
      name: 'throttle-prune',
      every: JOB_EVERY['throttle-prune'],
      run: async ({ now }) => {
        const hits = await services.throttles.prune(now);
        const counters = await pruneRateCounters(services.db, now);
        return hits || counters ? `${hits} throttle hits, ${counters} rate counters deleted` : undefined;
      },
    }),
  ];
}

/**
 * The job runner of this process with every module's jobs: started once the app is ready, stopped when it closes,
 * letting a running job finish. Each job runs once per period across every process on the database.
 */
export function runJobs(app: FastifyInstance, modules: readonly ServerModule[], services: Services): void {
  const runner = createJobRunner({
    db: services.db,
    holder: processHolder(),
    log: services.log,
    now: services.now,
    intervals: services.config.jobIntervals,
  });
  for (const job of [...coreJobs(services), ...modules.flatMap((module) => module.jobs?.(services) ?? [])])
    runner.add(job);
  app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.stop(JOB_STOP_TIMEOUT_MS));
}
