import { and, eq, sql } from 'drizzle-orm';
import type { AttachSource, NavigationRule } from '../../../contract/mirrors';
import type { Db } from '../../db/client';
import {
  adCampaigns,
  adClicks,
  navigationRules,
  pageOpens,
  trackingEvents,
  trafficSources,
} from '../../db/schema';

export type CampaignRow = typeof adCampaigns.$inferSelect;
export type NavigationRuleRow = typeof navigationRules.$inferSelect;

export async function insertTrackingEvent(
  db: Db,
  event: { name: string; sessionId: string; mirror: string | null; userId: number | null },
): Promise<void> {
  await db.insert(trackingEvents).values(event);
}

export async function findCampaign(db: Db, utmSource: string, utmCampaign: string) {
  const [row] = await db
    .select()
    .from(adCampaigns)
    .where(and(eq(adCampaigns.utmSource, utmSource), eq(adCampaigns.utmCampaign, utmCampaign)));
  return row;
}

export async function insertAdClick(db: Db, click: typeof adClicks.$inferInsert): Promise<void> {
  await db.insert(adClicks).values(click);
}

export async function insertPageOpen(
  db: Db,
  open: { subH: string; uuid: string; clickUrl: string },
): Promise<void> {
  await db.insert(pageOpens).values(open);
}

export async function findNavigationRule(db: Db, path: string): Promise<NavigationRule | null> {
  const [row] = await db
    .select({ kind: navigationRules.kind, target: navigationRules.target })
    .from(navigationRules)
    .where(eq(navigationRules.path, path));
  return row ? { kind: row.kind as NavigationRule['kind'], target: row.target } : null;
}

/** Stores a player's attribution; empty fields are stored as null. */
export async function insertTrafficSource(db: Db, userId: number, source: AttachSource): Promise<void> {
  const value = (v: string | undefined) => (v ? v : null);
  await db.insert(trafficSources).values({
    userId,
    stag: value(source.stag),
    promo: value(source.promo),
    partnerId: value(source.partnerId),
    advId: value(source.advId),
    advertiseUid: value(source.advertiseUid),
    advertiseSource: value(source.advertiseSource),
    cpaOneUid: value(source.cpaOneUid),
    prHash: value(source.prHash),
  });
}

/** Adds a campaign, or changes the promo of the one with the same utm_source and utm_campaign. */
export async function upsertCampaign(
  db: Db,
  campaign: { utmSource: string; utmCampaign: string; promoType: string | null; promoValue: string | null },
): Promise<CampaignRow> {
  const [row] = await db
    .insert(adCampaigns)
    .values(campaign)
    .onConflictDoUpdate({
      target: [adCampaigns.utmSource, adCampaigns.utmCampaign],
      set: { promoType: campaign.promoType, promoValue: campaign.promoValue },
    })
    .returning();
  return row!;
}

/**
 * Inside a transaction: holds off every other rule change until it ends, so a check of the rules and the write
 * it allows see the same rules. Reads (the middleware's lookups) go on meanwhile; the lock conflicts with itself
 * and with writes, and PGlite and PostgreSQL both take it.
 */
export async function lockNavigationRules(tx: Db): Promise<void> {
  await tx.execute(sql`lock table ${navigationRules} in share row exclusive mode`);
}

/** Every internal rule as path → target. */
export async function internalNavigationRules(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ path: navigationRules.path, target: navigationRules.target })
    .from(navigationRules)
    .where(eq(navigationRules.kind, 'internal'));
  return new Map(rows.map((row) => [row.path, row.target]));
}

/** Sets the rule of a path, replacing any earlier one. */
export async function upsertNavigationRule(
  db: Db,
  rule: { path: string } & NavigationRule,
): Promise<NavigationRuleRow> {
  const [row] = await db
    .insert(navigationRules)
    .values(rule)
    .onConflictDoUpdate({ target: navigationRules.path, set: { kind: rule.kind, target: rule.target } })
    .returning();
  return row!;
}

/** Removes the rule of a path; false when it had none. */
export async function deleteNavigationRule(db: Db, path: string): Promise<boolean> {
  const removed = await db.delete(navigationRules).where(eq(navigationRules.path, path)).returning();
  return removed.length > 0;
}
