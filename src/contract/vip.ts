import * as z from 'zod/mini';
import './zod-locale';
import { CURRENCIES } from './constants';

/**
 * The VIP club (issue 6): levels by turnover, the player's standing, and requests to the VIP managers. Money is
 * major units (money.ts); rakeback rates are basis points of turnover (10 = 0.10 %).
 */

/** SPEC §9 "VIP level minimum 100 for all levels": the turnover, in major units of any currency, that enters the first level. */
export const VIP_LEVEL_MINIMUM = 100;

/** Level names in order, lowest first; the browser translates each key. */
export const VIP_LEVEL_KEYS = ['bronze', 'silver', 'gold', 'platinum', 'diamond', 'legend'] as const;
export type VipLevelKey = (typeof VIP_LEVEL_KEYS)[number];

/**
 * What a player may ask the VIP managers: `join` to become a member before the turnover makes them one (an
 * approval grants premium status), `callback` to be contacted by a manager.
 */
export const VIP_REQUEST_TYPES = ['join', 'callback'] as const;
export type VipRequestType = (typeof VIP_REQUEST_TYPES)[number];

export const VIP_REQUEST_STATUSES = ['open', 'approved', 'declined'] as const;
export type VipRequestStatus = (typeof VIP_REQUEST_STATUSES)[number];

/** POST api/v2/vip/join (SPEC §7). */
export const vipJoinBody = z.strictObject({
  request_type: z.enum(VIP_REQUEST_TYPES, {
    error: (issue) =>
      issue.input === undefined
        ? 'required: Choose a request type'
        : `request_type_invalid: The request type must be one of ${VIP_REQUEST_TYPES.join(', ')}`,
  }),
});
export type VipJoin = z.infer<typeof vipJoinBody>;

/** A stored request; `status` moves once from `open` to `approved` or `declined`. */
export const vipRequestSchema = z.object({
  id: z.int(),
  request_type: z.enum(VIP_REQUEST_TYPES),
  status: z.enum(VIP_REQUEST_STATUSES),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
});
export type VipRequest = z.infer<typeof vipRequestSchema>;

/** POST api/v2/vip/join answer: the open request of that type, new (201) or the one already waiting (200). */
export const vipJoinAnswer = z.object({ request: vipRequestSchema });
export type VipJoinAnswer = z.infer<typeof vipJoinAnswer>;

/** GET /api/v2/vip/levels and GET /api/v2/vip/status take no query parameters. */
export const vipQuery = z.strictObject({});

/** One level of the table: the turnover that enters it per currency, and its weekly rakeback. */
export const vipLevelSchema = z.object({
  key: z.enum(VIP_LEVEL_KEYS),
  /** 1 for the first level. */
  rank: z.int(),
  min_turnover: z.record(z.enum(CURRENCIES), z.number()),
  rakeback_bps: z.int(),
  /** Weekly cashback in basis points of the net loss on the house games. */
  cashback_bps: z.int(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** GET /api/v2/vip/levels: the level table for the /vip-club page, lowest level first. */
export const vipLevelsAnswer = z.object({
  levels: z.array(vipLevelSchema),
  /** Rakeback periods: calendar weeks from Monday 00:00 UTC. */
  period: z.literal('week'),
});
export type VipLevelsAnswer = z.infer<typeof vipLevelsAnswer>;

/** A level as the player's standing names it, thresholds in the player's currency. */
export const vipStandingLevelSchema = z.object({
  key: z.enum(VIP_LEVEL_KEYS),
  rank: z.int(),
  min_turnover: z.number(),
  rakeback_bps: z.int(),
  cashback_bps: z.int(),
});
export type VipStandingLevel = z.infer<typeof vipStandingLevelSchema>;

/** GET /api/v2/vip/status: the player's level, turnover and progress, in the player's currency. */
export const vipStatusAnswer = z.object({
  currency: z.enum(CURRENCIES),
  /** Null below the first level. */
  level: z.nullable(vipStandingLevelSchema),
  /** Null at the top level. */
  next_level: z.nullable(vipStandingLevelSchema),
  turnover: z.object({ period: z.number(), total: z.number() }),
  /** The current rakeback period: its ISO week (`2026-W46`) and bounds. */
  period: z.object({ id: z.string(), starts_at: z.string(), ends_at: z.string() }),
  /**
   * Way from the current level's threshold (0 below the first) to the next one: whole percent, 100 at the top;
   * `remaining` is the turnover still needed, 0 at the top.
   */
  progress: z.object({ percent: z.int(), remaining: z.number() }),
  /** This period's rakeback so far at the current level; credited after the period closes. */
  rakeback_estimate: z.number(),
  premium: z.boolean(),
  /** The player's requests still waiting for a manager. */
  open_requests: z.array(vipRequestSchema),
});
export type VipStatusAnswer = z.infer<typeof vipStatusAnswer>;
