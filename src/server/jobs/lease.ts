import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

/** How long the run history keeps a run. */
export const RUN_HISTORY_KEPT = '1 day';

/** A job's schedule as a runner registers it. */
export type JobSchedule = { name: string; everyMs: number; firstRunAfterMs: number };

/** A run this holder has just claimed. */
export type ClaimedRun = { name: string; runId: number };

/** How a run ended, as recorded. */
export type RunOutcome = { result: 'ok'; summary: string | null } | { result: 'failed'; error: string };

const millis = (value: SQL | number) => sql`(${value}::double precision * interval '1 millisecond')`;
const every = millis(sql`every_ms`);
const nameIn = (names: readonly string[]) =>
  sql`name in (${sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  )})`;

/**
 * Registers jobs in one statement. A new job is first due `firstRunAfterMs` from now. A known job keeps its schedule,
 * so a restart neither runs it early nor twice; when its interval changed, the next run is due one new interval
 * after the last start (or at once, when that has passed). The row takes the interval of the last registration.
 */
export async function registerJobs(db: Db, schedules: readonly JobSchedule[]): Promise<void> {
  if (!schedules.length) return;
  const values = sql.join(
    schedules.map((s) => sql`(${s.name}, ${s.everyMs}, now() + ${millis(s.firstRunAfterMs)})`),
    sql`, `,
  );
  await db.execute(sql`
    insert into jobs (name, every_ms, next_due_at) values ${values}
    on conflict (name) do update set
      every_ms = excluded.every_ms,
      next_due_at = case
        when jobs.every_ms = excluded.every_ms then jobs.next_due_at
        else coalesce(jobs.last_started_at + ${millis(sql`excluded.every_ms`)},
                      least(jobs.next_due_at, excluded.next_due_at))
      end`);
}

/**
 * Claims, in one statement, every job of `names` that is due and held by nobody: this holder takes its lease for one
 * interval, the next run is due one interval from now, and a run is written to the history. Concurrent claims of
 * other processes wait for the row and then find it no longer due, so each due run is claimed exactly once.
 */
export async function claimDueJobs(db: Db, holder: string, names: readonly string[]): Promise<ClaimedRun[]> {
  if (!names.length) return [];
  const rows = rowsOf<{ id: number | string; name: string }>(
    await db.execute(sql`
      with claimed as (
        update jobs set holder = ${holder}, lease_until = now() + ${every}, next_due_at = now() + ${every},
                        last_started_at = now(), runs = runs + 1
        where ${nameIn(names)} and next_due_at <= now() and (lease_until is null or lease_until <= now())
        returning name)
      insert into job_runs (name, holder, started_at) select name, ${holder}, now() from claimed
      returning id, name`),
  );
  return rows.map((r) => ({ name: r.name, runId: Number(r.id) }));
}

/**
 * Extends this holder's leases of `names` by one interval from now; answers the names still held. A job missing
 * from the answer was claimed by another holder after this one's lease ran out.
 */
export async function renewLeases(db: Db, holder: string, names: readonly string[]): Promise<string[]> {
  if (!names.length) return [];
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      update jobs set lease_until = now() + ${every}
      where ${nameIn(names)} and holder = ${holder} and lease_until is not null
      returning name`),
  );
  return rows.map((r) => r.name);
}

/**
 * Records how a run ended, in its history row and, while this holder still has the job, on the job with its lease
 * released; and drops the job's history older than RUN_HISTORY_KEPT. One statement.
 */
export async function finishRun(
  db: Db,
  run: ClaimedRun & { holder: string },
  outcome: RunOutcome,
): Promise<void> {
  const error = outcome.result === 'failed' ? outcome.error : null;
  const summary = outcome.result === 'ok' ? outcome.summary : null;
  await db.execute(sql`
    with finished as (
      update job_runs set finished_at = now(), result = ${outcome.result}, error = ${error}, summary = ${summary}
      where id = ${run.runId}),
    pruned as (
      delete from job_runs
      where name = ${run.name} and started_at < now() - ${RUN_HISTORY_KEPT}::interval and id <> ${run.runId})
    update jobs set lease_until = null, last_finished_at = now(), last_result = ${outcome.result},
                    last_error = ${error}, last_summary = ${summary}
    where name = ${run.name} and holder = ${run.holder}`);
}
