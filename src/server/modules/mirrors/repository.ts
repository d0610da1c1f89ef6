import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { mirrorProbes, mirrors } from '../../db/schema';

/** One registered domain of the site. */
export type MirrorRow = typeof mirrors.$inferSelect;

/** A mirror with what players' browsers reported about it in the last day. */
export type MirrorHealth = MirrorRow & { reports: number; failed: number; medianMs: number | null };

/** Adds every configured host that is not registered yet as active; registered ones keep their state. */
export async function registerHosts(db: Db, hosts: readonly string[]): Promise<void> {
  const unique = [...new Set(hosts)];
  if (!unique.length) return;
  await db
    .insert(mirrors)
    .values(unique.map((host) => ({ host })))
    .onConflictDoNothing();
}

export async function findMirror(db: Db, host: string): Promise<MirrorRow | undefined> {
  const [row] = await db.select().from(mirrors).where(eq(mirrors.host, host));
  return row;
}

/** The hosts of the active mirrors other than `except`, by name. */
export async function activeHostsExcept(db: Db, except: string): Promise<string[]> {
  const rows = await db
    .select({ host: mirrors.host })
    .from(mirrors)
    .where(and(eq(mirrors.status, 'active'), ne(mirrors.host, except)))
    .orderBy(asc(mirrors.host));
  return rows.map((r) => r.host);
}

/** Those of `hosts` that are not registered mirrors. */
export async function unregisteredHosts(db: Db, hosts: readonly string[]): Promise<string[]> {
  if (!hosts.length) return [];
  const known = await db
    .select({ host: mirrors.host })
    .from(mirrors)
    .where(inArray(mirrors.host, [...hosts]));
  const registered = new Set(known.map((r) => r.host));
  return hosts.filter((h) => !registered.has(h));
}

/** Stores one player's probe results, one row per host. */
export async function insertProbes(
  db: Db,
  probe: { userId: number; reportedFrom: string; results: Record<string, number | null> },
): Promise<void> {
  await db.insert(mirrorProbes).values(
    Object.entries(probe.results).map(([host, loadMs]) => ({
      userId: probe.userId,
      reportedFrom: probe.reportedFrom,
      host,
      loadMs,
    })),
  );
}

/** Every mirror with the probe reports about it since `since`, by name. */
export async function mirrorsWithHealth(db: Db, since: Date): Promise<MirrorHealth[]> {
  const result = await db.execute(sql`
    select m.host, m.status, m.new_link, m.verification_meta, m.retired_at, m.created_at,
      count(p.id)::int as reports,
      count(p.id) filter (where p.load_ms is null)::int as failed,
      round(percentile_cont(0.5) within group (order by p.load_ms))::int as median_ms
    from mirrors m
    left join mirror_probes p on p.host = m.host and p.created_at >= ${since.toISOString()}::timestamptz
    group by m.host
    order by m.host`);
  return rowsOf<{
    host: string;
    status: string;
    new_link: string | null;
    verification_meta: string | null;
    retired_at: Date | string | null;
    created_at: Date | string;
    reports: number;
    failed: number;
    median_ms: number | null;
  }>(result).map((r) => ({
    host: r.host,
    status: r.status,
    newLink: r.new_link,
    verificationMeta: r.verification_meta,
    retiredAt: r.retired_at === null ? null : new Date(r.retired_at),
    createdAt: new Date(r.created_at),
    reports: Number(r.reports),
    failed: Number(r.failed),
    medianMs: r.median_ms === null ? null : Number(r.median_ms),
  }));
}

/** Changes one mirror; undefined when the host is not registered. */
export async function updateMirror(
  db: Db,
  host: string,
  change: Partial<Pick<MirrorRow, 'status' | 'newLink' | 'retiredAt' | 'verificationMeta'>>,
): Promise<MirrorRow | undefined> {
  const [row] = await db.update(mirrors).set(change).where(eq(mirrors.host, host)).returning();
  return row;
}
