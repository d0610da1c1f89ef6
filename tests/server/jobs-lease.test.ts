import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { jobs } from '../../src/server/db/schema';
import { defineJob, type Job } from '../../src/server/jobs/job';
import { claimDueJobs, registerJobs } from '../../src/server/jobs/lease';
import { listJobRuns, listJobs } from '../../src/server/jobs/status';
import {
  EVERY,
  gapsOf,
  keptLeases,
  LATE,
  openSharedDatabase,
  recordingLog,
  runnerFactory,
  sleep,
  uniqueName,
  until,
  watchStalls,
} from './jobs-support';

// three handles on one database: on PostgreSQL three pools, like three server processes
let dbs: Db[];
let close: () => Promise<void>;
beforeAll(async () => {
  ({ dbs, close } = await openSharedDatabase(3));
}, 60_000);
afterAll(() => close());

const runners = runnerFactory();
afterEach(() => runners.stopAll());
let stalls: ReturnType<typeof watchStalls>;
beforeEach(() => void (stalls = watchStalls()));
afterEach(() => stalls.stop());

const db = () => dbs[0]!;
const statusOf = async (name: string) => (await listJobs(db(), [name]))[0]!;

/** Counts runs of a job under way at once, across every runner of the test. */
function overlapWatch() {
  let active = 0;
  let most = 0;
  return {
    async around<T>(work: () => Promise<T>): Promise<T> {
      most = Math.max(most, ++active);
      try {
        return await work();
      } finally {
        active--;
      }
    },
    most: () => most,
  };
}

describe('job leases across runners', { timeout: 20_000 }, () => {
  it('gives a due job to exactly one of several holders claiming at the same moment', async () => {
    const name = uniqueName('contested');
    await registerJobs(db(), [{ name, everyMs: 3_600_000, firstRunAfterMs: 0 }]);
    for (let round = 0; round < 10; round++) {
      const claims = await Promise.all(dbs.map((handle, i) => claimDueJobs(handle, `holder-${i}`, [name])));
      expect(claims.flat()).toHaveLength(1);
      // due again and free, as after the run and an interval
      await db()
        .update(jobs)
        .set({ leaseUntil: null, nextDueAt: sql`now()` })
        .where(eq(jobs.name, name));
    }
    expect(await listJobRuns(db(), name)).toHaveLength(10);
  });

  it('runs each job exactly once per period with three runners on one database', async () => {
    const periods = { [uniqueName('fast')]: EVERY, [uniqueName('slow')]: 1.5 * EVERY };
    const watches = Object.fromEntries(Object.keys(periods).map((name) => [name, overlapWatch()]));
    const jobsOf = (): Job[] =>
      Object.entries(periods).map(([name, every]) =>
        defineJob({ name, every, firstRunAfter: 0, run: () => watches[name]!.around(() => sleep(10)) }),
      );
    const three = dbs.map((handle) => {
      const runner = runners.create({ db: handle });
      for (const job of jobsOf()) runner.add(job);
      return runner;
    });
    await Promise.all(three.map((r) => r.start()));
    const ran = async (name: string) => (await listJobRuns(db(), name)).length >= 5;
    await until(
      async () => (await ran(Object.keys(periods)[0]!)) && (await ran(Object.keys(periods)[1]!)),
      5_000,
    );
    await Promise.all(three.map((r) => r.stop()));

    for (const [name, every] of Object.entries(periods)) {
      const runs = await listJobRuns(db(), name);
      expect(runs.every((r) => r.result === 'ok')).toBe(true);
      const gaps = gapsOf(runs.map((r) => r.startedAt));
      // no two runs within one period, and no period without a run
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(every - 1);
      for (const gap of gaps) expect(gap).toBeLessThan(every + LATE + 2 * stalls.ms());
      if (keptLeases(stalls.ms(), every)) expect(watches[name]!.most()).toBe(1);
    }
  });

  it('renews the lease of a run longer than its period, so no other runner starts the job beside it', async () => {
    const name = uniqueName('long');
    // longer than the other tests' period, so that a busy machine's stalls rarely outlast a lease
    const every = 3 * EVERY;
    const watch = overlapWatch();
    let calls = 0;
    const job = () =>
      defineJob({
        name,
        every,
        firstRunAfter: 0,
        run: () => watch.around(() => sleep(++calls === 1 ? 2 * every : 10)),
      });
    const two = dbs.slice(0, 2).map((handle) => {
      const runner = runners.create({ db: handle });
      runner.add(job());
      return runner;
    });
    await Promise.all(two.map((r) => r.start()));
    await until(async () => (await listJobRuns(db(), name)).length >= 2, 5_000);
    await Promise.all(two.map((r) => r.stop()));

    const [long, next] = await listJobRuns(db(), name);
    expect(long!.finishedAt!.getTime() - long!.startedAt.getTime()).toBeGreaterThanOrEqual(2 * every - 1);
    // a process stalled past its lease is a holder that stopped answering: the job may move, as it should
    if (!keptLeases(stalls.ms(), every)) return;
    expect(watch.most()).toBe(1);
    expect(next!.startedAt.getTime()).toBeGreaterThanOrEqual(long!.finishedAt!.getTime());
    // the job was overdue when the long run ended: the next run follows within a tick or so
    expect(next!.startedAt.getTime() - long!.finishedAt!.getTime()).toBeLessThan(LATE + 2 * stalls.ms());
  });

  it('hands the job of a holder that stopped ticking mid-run to another within one period', async () => {
    const name = uniqueName('orphan');
    let release = () => {};
    const hung = new Promise<void>((resolve) => (release = resolve));
    let signal: AbortSignal | undefined;
    const dying = runners.create({ db: dbs[0]! });
    dying.add(
      defineJob({
        name,
        every: EVERY,
        firstRunAfter: 0,
        // like a process killed mid-run, it neither finishes nor answers its signal
        run: async (context) => {
          signal = context.signal;
          await hung;
        },
      }),
    );
    await dying.start();
    await until(() => signal !== undefined);
    await dying.stop(0);
    expect(signal!.aborted).toBe(true);
    expect(await statusOf(name)).toMatchObject({ state: 'running', holder: dying.holder });

    const heir = runners.create({ db: dbs[1]! });
    heir.add(defineJob({ name, every: EVERY, firstRunAfter: 0, run: async () => {} }));
    await heir.start();
    await until(async () => (await listJobRuns(db(), name)).length === 2);
    const [orphaned, taken] = await listJobRuns(db(), name);
    expect(orphaned).toMatchObject({ holder: dying.holder, finishedAt: null });
    expect(taken!.holder).toBe(heir.holder);
    const handover = taken!.startedAt.getTime() - orphaned!.startedAt.getTime();
    expect(handover).toBeGreaterThanOrEqual(EVERY - 1);
    expect(handover).toBeLessThan(EVERY + LATE + 2 * stalls.ms());

    // the orphaned run ends at last: its history row is finished, the job stays the heir's
    release();
    await dying.stop();
    await heir.stop();
    expect((await listJobRuns(db(), name))[0]).toMatchObject({ result: 'ok' });
    expect(await statusOf(name)).toMatchObject({ holder: heir.holder, leaseUntil: null });
  });

  it('asks a run to stop when its lease went to another holder, and leaves that holder the job', async () => {
    const name = uniqueName('taken');
    const log = recordingLog();
    let signal: AbortSignal | undefined;
    const runner = runners.create({ db: db(), log });
    runner.add(
      defineJob({
        name,
        every: EVERY,
        firstRunAfter: 0,
        run: async (context) => {
          signal = context.signal;
          await new Promise((resolve) => context.signal.addEventListener('abort', resolve));
          throw context.signal.reason;
        },
      }),
    );
    await runner.start();
    await until(() => signal !== undefined);
    // what a claim by another process looks like after this one stalled past its lease
    await db()
      .update(jobs)
      .set({ holder: 'elsewhere', leaseUntil: sql`now() + interval '1 hour'` })
      .where(eq(jobs.name, name));
    await until(() => signal!.aborted);
    await runner.stop();

    expect(log.lines).toContainEqual(
      expect.objectContaining({ level: 'warn', fields: { job: name, holder: runner.holder } }),
    );
    expect((await listJobRuns(db(), name))[0]).toMatchObject({
      result: 'failed',
      error: `the lease of job ${name} was lost`,
    });
    expect(await statusOf(name)).toMatchObject({ holder: 'elsewhere', state: 'running' });
  });
});
