import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openDatabase, type Database, type Db } from '../../src/server/db/client';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from '../../src/server/jobs/runner';
import type { JobLog } from '../../src/server/jobs/job';
import { createPostgresDatabase, openTestDatabase } from './test-database';

/** The period most job tests use, and the tick of their runners: short, with room for a busy machine. */
export const EVERY = 200;
export const TICK = 40;
/** How much later than due a runner may start a job, besides its process's stalls: a tick, and as long for the SQL. */
export const LATE = 2 * TICK;

/**
 * `count` handles on one fresh database, as `count` server processes would have: on PostgreSQL
 * (`TEST_DATABASE_URL`) a pool each; on in-memory PGlite, which serves one process, the same handle.
 */
export async function openSharedDatabase(count: number): Promise<{ dbs: Db[]; close: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openTestDatabase();
    return { dbs: Array.from({ length: count }, () => database.db), close: database.close };
  }
  const fresh = await createPostgresDatabase(adminUrl);
  const databases: Database[] = [];
  // one after the other: the first applies the migrations, the others find them applied
  for (let i = 0; i < count; i++)
    databases.push(await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 3 }));
  return {
    dbs: databases.map((d) => d.db),
    close: async () => {
      await Promise.all(databases.map((d) => d.close()));
      await fresh.drop();
    },
  };
}

/** A log that keeps its lines, for tests that check what a runner said. */
export function recordingLog(): JobLog & { lines: { level: string; fields: object; message: string }[] } {
  const lines: { level: string; fields: object; message: string }[] = [];
  const at = (level: string) => (fields: object, message: string) =>
    void lines.push({ level, fields, message });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

/** A runner with the tests' tick and a silent log, stopped by `stopAll`. */
export function runnerFactory() {
  const runners: JobRunner[] = [];
  let count = 0;
  return {
    create(options: Partial<JobRunnerOptions> & Pick<JobRunnerOptions, 'db'>): JobRunner {
      const runner = createJobRunner({
        holder: `test-${++count}`,
        log: recordingLog(),
        tickMs: TICK,
        ...options,
      });
      runners.push(runner);
      return runner;
    },
    stopAll: () => Promise.all(runners.map((r) => r.stop(2_000))),
  };
}

/** Resolves after `ms`. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers true; throws after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(10);
  }
}

/** Milliseconds between consecutive starts. */
export const gapsOf = (starts: Date[]) => starts.slice(1).map((at, i) => at.getTime() - starts[i]!.getTime());

/** A job name no other test of the file uses. */
let names = 0;
export const uniqueName = (what: string) => `${what}-${++names}`;

/**
 * The longest this process's event loop was held up since the watch began, in ms. A runner cannot tick while its
 * process stalls (a busy machine, a long garbage collection), so the tests' bounds on lateness allow for it.
 */
export function watchStalls(): { ms: () => number; stop: () => void } {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return { ms: () => histogram.max / 1e6, stop: () => histogram.disable() };
}

/**
 * Whether the process stalled for less than a lease's margin: a holder renews its leases every tick, so a stall
 * longer than the interval less a tick and the SQL may let a lease run out mid-run and another runner start the job,
 * which is what a lease promises of a holder that stops answering.
 */
export const keptLeases = (stallMs: number, every: number) => stallMs < every - LATE;
