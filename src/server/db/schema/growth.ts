/** Growth: tracking events, advertising campaigns and clicks, page opens, traffic sources, navigation rules. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/** Product events the browser reports (`PUT /api/v2/tracking/events`), e.g. ssoAvailabilityCreate / Finish. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    sessionId: text('session_id').notNull(),
    mirror: text('mirror'),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tracking_events_session_idx').on(t.sessionId),
    index('tracking_events_name_idx').on(t.name, t.createdAt),
  ],
);

/**
 * Advertising campaigns an operator configured: a landing with these utm parameters gets an advertiser id, and the
 * campaign's promo, if it has one, as the visitor's ad bonus.
 */
export const adCampaigns = pgTable(
  'ad_campaigns',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    utmSource: text('utm_source').notNull(),
    utmCampaign: text('utm_campaign').notNull(),
    promoType: text('promo_type'),
    promoValue: text('promo_value'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ad_campaigns_key').on(t.utmSource, t.utmCampaign),
    check('ad_campaigns_promo_check', sql`(${t.promoType} is null) = (${t.promoValue} is null)`),
  ],
);

/** One landing with the four utm parameters (`POST /middleware/utm`); its id is the visitor's advertiser id. */
export const adClicks = pgTable(
  'ad_clicks',
  {
    advId: text('adv_id').primaryKey(),
    campaignId: bigint('campaign_id', { mode: 'number' }).references(() => adCampaigns.id),
    utmSource: text('utm_source').notNull(),
    utmMedium: text('utm_medium').notNull(),
    utmCampaign: text('utm_campaign').notNull(),
    utmTerm: text('utm_term').notNull(),
    /** The landing's other query parameters, as sent. */
    extra: text('extra').notNull().default('{}'),
    createdAt: createdAt(),
  },
  (t) => [index('ad_clicks_campaign_idx').on(t.campaignId)],
);

/** A page opened from a partner's click (`POST /middleware/registerPageOpenEvent`). */
export const pageOpens = pgTable('page_opens', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  subH: text('sub_h').notNull(),
  uuid: text('uuid').notNull(),
  clickUrl: text('click_url').notNull(),
  createdAt: createdAt(),
});

/** Where a player came from (`POST attachSource`): the last attribution sent for them wins, earlier ones stay. */
export const trafficSources = pgTable(
  'traffic_sources',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stag: text('stag'),
    promo: text('promo'),
    partnerId: text('partner_id'),
    advId: text('adv_id'),
    advertiseUid: text('advertise_uid'),
    advertiseSource: text('advertise_source'),
    cpaOneUid: text('cpa_one_uid'),
    prHash: text('pr_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('traffic_sources_user_idx').on(t.userId, t.id)],
);

/**
 * Per-path navigation rules the browser's middleware chain asks for (`POST /middleware/mirrorRedirect`): an
 * internal redirect goes to another path of the site, an external one is a full page load elsewhere.
 */
export const navigationRules = pgTable(
  'navigation_rules',
  {
    path: text('path').primaryKey(),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('navigation_rules_kind_check', sql`${t.kind} in ('internal','external')`)],
);
