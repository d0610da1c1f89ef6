import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { jobs } from '../../src/server/db/schema';
import { defineJob } from '../../src/server/jobs/job';
import { listJobRuns, listJobs } from '../../src/server/jobs/status';
import {
  EVERY,
  gapsOf,
  LATE,
  openSharedDatabase,
  runnerFactory,
  sleep,
  TICK,
  uniqueName,
  until,
  watchStalls,
} from './jobs-support';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  const shared = await openSharedDatabase(1);
  db = shared.dbs[0]!;
  close = shared.close;
}, 60_000);
afterAll(() => close());

const runners = runnerFactory();
afterEach(() => runners.stopAll());
let stalls: ReturnType<typeof watchStalls>;
beforeEach(() => void (stalls = watchStalls()));
afterEach(() => stalls.stop());

const startsOf = async (name: string) => (await listJobRuns(db, name)).map((r) => r.startedAt);
const statusOf = async (name: string) => (await listJobs(db, [name]))[0]!;

describe('job runner', { timeout: 20_000 }, () => {
  it('runs a job once per period, with the app clock, and holds nothing between runs', async () => {
    const name = uniqueName('once');
    const clock = new Date('2030-01-01T00:00:00Z');
    const seen: Date[] = [];
    const runner = runners.create({ db, now: () => clock });
    runner.add(
      defineJob({
        name,
        every: EVERY,
        firstRunAfter: 0,
        run: async ({ now }) => void seen.push(now),
      }),
    );
    await runner.start();
    await until(async () => (await listJobRuns(db, name)).length >= 5, 5_000);
    await runner.stop();

    const gaps = gapsOf(await startsOf(name));
    // truncating the database's microseconds to milliseconds can take one off a gap
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(EVERY - 1);
    for (const gap of gaps) expect(gap).toBeLessThan(EVERY + LATE + 2 * stalls.ms());
    expect(seen.every((at) => at === clock)).toBe(true);
    const status = await statusOf(name);
    expect(status).toMatchObject({
      state: 'ok',
      holder: runner.holder,
      leaseUntil: null,
      runs: gaps.length + 1,
    });
  });

  it('records a failed run with its error and runs the job again on schedule', async () => {
    const name = uniqueName('failing');
    let calls = 0;
    const runner = runners.create({ db });
    runner.add(
      defineJob({
        name,
        every: EVERY,
        firstRunAfter: 0,
        run: async () => {
          if (++calls === 1) throw new Error('provider unreachable');
          return 'swept 2';
        },
      }),
    );
    await runner.start();
    await until(async () => (await statusOf(name)).state === 'failed');
    expect(await statusOf(name)).toMatchObject({ lastError: 'provider unreachable', leaseUntil: null });
    await until(async () => (await statusOf(name)).state === 'ok');
    await runner.stop();

    const runs = await listJobRuns(db, name);
    expect(runs.slice(0, 2)).toMatchObject([
      { result: 'failed', error: 'provider unreachable', summary: null },
      { result: 'ok', error: null, summary: 'swept 2' },
    ]);
    const [gap] = gapsOf(runs.map((r) => r.startedAt));
    expect(gap).toBeGreaterThanOrEqual(EVERY - 1);
    expect(gap).toBeLessThan(EVERY + LATE + 2 * stalls.ms());
    expect(await statusOf(name)).toMatchObject({ lastError: null, lastSummary: 'swept 2' });
  });

  it('stop() waits for a running job, records it and releases its lease, and claims nothing more', async () => {
    const name = uniqueName('stopping');
    let started = 0;
    let finished = 0;
    const runner = runners.create({ db });
    runner.add(
      defineJob({
        name,
        every: EVERY,
        firstRunAfter: 0,
        run: async () => {
          started++;
          await sleep(1.5 * EVERY);
          finished++;
        },
      }),
    );
    await runner.start();
    await until(() => started === 1);
    await runner.stop(5_000);

    expect(finished).toBe(1);
    const status = await statusOf(name);
    expect(status).toMatchObject({ state: 'ok', holder: runner.holder, leaseUntil: null });
    expect(status.nextDueAt.getTime()).toBeLessThan(status.checkedAt.getTime());
    await sleep(3 * TICK);
    expect(started).toBe(1);
    expect(await listJobRuns(db, name)).toHaveLength(1);
  });

  it('keeps the schedule when a runner restarts: a job due later does not run early', async () => {
    const name = uniqueName('restart');
    const every = 3 * EVERY;
    const job = () => defineJob({ name, every, firstRunAfter: 0, run: async () => {} });
    const first = runners.create({ db });
    first.add(job());
    await first.start();
    await until(async () => (await statusOf(name)).state === 'ok');
    await first.stop();

    const second = runners.create({ db });
    second.add(job());
    await second.start();
    await until(async () => (await listJobRuns(db, name)).length === 2);
    const [gap] = gapsOf(await startsOf(name));
    expect(gap).toBeGreaterThanOrEqual(every - 1);
    expect(gap).toBeLessThan(every + LATE + 2 * stalls.ms());
    expect((await listJobRuns(db, name))[1]!.holder).toBe(second.holder);
  });

  it('takes a changed interval at registration: the next run is one new interval after the last start', async () => {
    const name = uniqueName('retuned');
    const first = runners.create({ db });
    first.add(defineJob({ name, every: 3_600_000, firstRunAfter: 0, run: async () => {} }));
    await first.start();
    await until(async () => (await statusOf(name)).state === 'ok');
    await first.stop();

    const second = runners.create({ db });
    second.add(defineJob({ name, every: EVERY, run: async () => {} }));
    await second.start();
    await until(async () => (await listJobRuns(db, name)).length === 2);
    const [gap] = gapsOf(await startsOf(name));
    expect(gap).toBeGreaterThanOrEqual(EVERY - 1);
    expect(gap).toBeLessThan(EVERY + LATE + 2 * stalls.ms());
    expect((await statusOf(name)).everyMs).toBe(EVERY);
  });

  it('runs a job at the interval the intervals setting gives it instead of its own', async () => {
    const name = uniqueName('override');
    const runner = runners.create({ db, intervals: { [name]: EVERY } });
    runner.add(defineJob({ name, every: 3_600_000, firstRunAfter: 0, run: async () => {} }));
    await runner.start();
    await until(async () => (await listJobRuns(db, name)).length === 3);
    await runner.stop();
    for (const gap of gapsOf(await startsOf(name))) {
      expect(gap).toBeGreaterThanOrEqual(EVERY - 1);
      expect(gap).toBeLessThan(EVERY + LATE + 2 * stalls.ms());
    }
    expect((await statusOf(name)).everyMs).toBe(EVERY);
  });

  it('waits one interval before a new job first runs unless told otherwise', async () => {
    const name = uniqueName('first');
    const runner = runners.create({ db });
    runner.add(defineJob({ name, every: 2 * EVERY, run: async () => {} }));
    await runner.start();
    await until(async () => (await listJobRuns(db, name)).length === 1);
    const [registered] = await db.select({ at: jobs.createdAt }).from(jobs).where(eq(jobs.name, name));
    const [started] = await startsOf(name);
    expect(started!.getTime() - registered!.at.getTime()).toBeGreaterThanOrEqual(2 * EVERY - 1);
  });

  it('refuses a second start, a job added late or twice, and a tick too slow for its leases', async () => {
    const job = defineJob({ name: uniqueName('config'), every: EVERY, run: async () => {} });
    const slow = runners.create({ db, tickMs: EVERY });
    slow.add(job);
    expect(() => slow.add(job)).toThrow(/added twice/);
    await expect(slow.start()).rejects.toThrow(/tickMs/);

    const runner = runners.create({ db });
    runner.add(job);
    await runner.start();
    expect(() => runner.add(defineJob({ ...job, name: uniqueName('late') }))).toThrow(
      /after the runner started/,
    );
    await expect(runner.start()).rejects.toThrow(/started already/);
  });
});
