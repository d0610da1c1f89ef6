import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { defineJob } from '../../src/server/jobs/job';
import { createJobRunner, type JobRunner } from '../../src/server/jobs/runner';
import { listJobs } from '../../src/server/jobs/status';
import { parseCommand, UsageError } from '../../src/server/ops/commands';
import { formatElapsed, formatJobs } from '../../src/server/ops/jobs-commands';
import { cliStore } from './cli-store';
import { describeCli } from './describe-cli';
import { EVERY, openSharedDatabase, recordingLog, TICK, until } from './jobs-support';

/**
 * Runs one of each kind of job on `db` until each has shown its state: `tidy` succeeds with a summary, `flaky`
 * fails, `hourly` waits for its first run, and `stuck` is still running (its runner is left for the caller to stop).
 */
async function recordEveryState(db: Db, holder: string): Promise<{ runner: JobRunner; release: () => void }> {
  let release = () => {};
  const stuck = new Promise<void>((resolve) => (release = resolve));
  const runner = createJobRunner({ db, holder, log: recordingLog(), tickMs: TICK });
  runner.add(defineJob({ name: 'tidy', every: EVERY, firstRunAfter: 0, run: async () => '3 rows swept' }));
  runner.add(
    defineJob({
      name: 'flaky',
      every: 5_000,
      firstRunAfter: 0,
      run: async () => {
        throw new Error('provider\nunreachable');
      },
    }),
  );
  runner.add(defineJob({ name: 'hourly', every: 3_600_000, run: async () => {} }));
  runner.add(defineJob({ name: 'stuck', every: 5_000, firstRunAfter: 0, run: () => stuck }));
  await runner.start();
  await until(async () => {
    const states = (await runner.list()).map((j) => j.state);
    return states.join() === 'failed,never,running,ok';
  });
  return { runner, release };
}

describe('parseCommand: jobs', () => {
  it('reads jobs and refuses arguments', () => {
    expect(parseCommand(['jobs'])).toEqual({ name: 'jobs' });
    expect(() => parseCommand(['jobs', 'tidy'])).toThrow(UsageError);
    expect(() => parseCommand(['jobs', '--all'])).toThrow(/Unknown option '--all'/);
  });

  it('writes elapsed times for people', () => {
    expect([0, 340, 2_500, 61_000, 252_000, 11_100_000].map(formatElapsed)).toEqual([
      '0ms',
      '340ms',
      '2.5s',
      '1m 1s',
      '4m 12s',
      '3h 5m',
    ]);
  });
});

describe('formatJobs', { timeout: 20_000 }, () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const shared = await openSharedDatabase(1);
    db = shared.dbs[0]!;
    close = shared.close;
  }, 60_000);
  afterAll(() => close());

  it('shows each job with its interval, last run, result, holder and next due', async () => {
    expect(formatJobs(await listJobs(db))).toBe('No jobs yet: a server registers its jobs when it starts.');
    const { runner, release } = await recordEveryState(db, 'host-a:41:abc123');
    const table = formatJobs(await listJobs(db)).split('\n');
    release();
    await runner.stop();

    expect(table[0]).toMatch(/^job\s+every\s+last start\s+took\s+result\s+holder\s+next due$/);
    const start = '\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ';
    expect(table.slice(2)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^flaky\\s+5s\\s+${start}\\s+\\d+ms\\s+failed: provider unreachable\\s+host-a:41:abc123\\s+in \\d`,
        ),
      ),
      expect.stringMatching(/^hourly\s+1h\s+-\s+-\s+never run\s+-\s+in (59m|1h 0m)/),
      expect.stringMatching(
        new RegExp(`^stuck\\s+5s\\s+${start}\\s+-\\s+running\\s+host-a:41:abc123\\s+in \\d`),
      ),
      expect.stringMatching(
        new RegExp(`^tidy\\s+200ms\\s+${start}\\s+\\d+ms\\s+ok: 3 rows swept\\s+host-a:41:abc123\\s`),
      ),
    ]);
  });
});

describeCli('npm run ops: jobs', () => {
  const { ops, withData } = cliStore('jobs');

  it('lists the jobs a server ran on the database', async () => {
    await withData(async ({ db }) => {
      const { runner, release } = await recordEveryState(db, 'server-1:7:c0ffee');
      release();
      await runner.stop();
    });
    const listed = await ops('jobs');
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^job\s+every\s+last start\s+took\s+result\s+holder\s+next due$/);
    expect(lines.slice(2)).toEqual([
      expect.stringMatching(/^flaky\s+5s\s+\S+\s+\d+ms\s+failed: provider unreachable\s+server-1:7:c0ffee\s/),
      expect.stringMatching(/^hourly\s+1h\s+-\s+-\s+never run\s+-\s/),
      expect.stringMatching(/^stuck\s+5s\s+\S+\s+\d+ms\s+ok\s+server-1:7:c0ffee\s/),
      expect.stringMatching(/^tidy\s+200ms\s+\S+\s+\d+ms\s+ok: 3 rows swept\s+server-1:7:c0ffee\s/),
    ]);

    const wrong = await ops('jobs', 'now');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('ops: jobs takes no arguments');
  }, 120_000);
});
