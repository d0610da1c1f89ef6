import { hash } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Currency } from '../../../contract/constants';
import { displayPublicName } from '../../../contract/public-name';
import { FEED_SIZE, type FeedAnswer, type FeedBet } from '../../../contract/games/bets';
import type { HouseGame } from '../../../contract/games/rtp';
import { toMajor } from '../../../contract/money';
import { recentMap } from '../../cache/recent-map';
import type { Db } from '../../db/client';
import { bets, users } from '../../db/schema';
import { nicknameOf } from './nickname';
import { displayMultiplier } from '../../../contract/games/ratio';

/**
 * The avatar of a player who shows it: a key the browser draws a generated avatar from (players upload none),
 * derived from the id so it is stable without revealing it.
 */
const avatarOf = (userId: number) => `gen:${hash('sha256', `avatar:${userId}`, 'hex').slice(0, 12)}`;

/** A player's public name: their name as others may see it, else a nickname generated from their id. */
const publicName = (userId: number, name: string) => displayPublicName(name) || nicknameOf(userId);

type Identity = { name: string; shown: string; avatar: string };
/** Players the feed showed lately, so a player's name is cleaned and their avatar hashed once, not per bet. */
const identities = recentMap<number, Identity>(10_000);

function identityOf(userId: number, name: string): Identity {
  const known = identities.get(userId);
  if (known?.name === name) return known;
  return identities.set(userId, { name, shown: publicName(userId, name), avatar: avatarOf(userId) });
}

/** The most recent settled bets of every player (of one game when given), as the feed shows them. */
export async function recentBets(db: Db, game?: HouseGame): Promise<FeedAnswer> {
  const rows = await db
    .select({
      id: bets.id,
      game: bets.game,
      userId: bets.userId,
      currency: bets.currency,
      stake: bets.stake,
      payout: bets.payout,
      multiplier: bets.multiplier,
      settledAt: bets.settledAt,
      name: users.name,
      statisticsHidden: users.isStatisticsHidden,
      avatarHidden: users.isAvatarHidden,
    })
    .from(bets)
    .innerJoin(users, eq(users.id, bets.userId))
    .where(and(isNotNull(bets.settledAt), game ? eq(bets.game, game) : undefined))
    .orderBy(desc(bets.settledAt), desc(bets.id))
    .limit(FEED_SIZE);
  return { data: rows.map(feedBetOf) };
}

/** A settled bet with what the feed shows of its player. */
export type FeedRow = {
  id: number;
  game: string;
  userId: number;
  currency: string;
  stake: bigint;
  payout: bigint | null;
  multiplier: string | null;
  settledAt: Date | null;
  name: string;
  statisticsHidden: boolean;
  avatarHidden: boolean;
};

/**
 * A bet as the feed shows it: a player who hides their statistics shows as hidden, with no amounts; one who hides
 * their avatar shows none.
 */
export function feedBetOf(row: FeedRow): FeedBet {
  const currency = row.currency as Currency;
  const hidden = row.statisticsHidden;
  const identity = hidden ? null : identityOf(row.userId, row.name);
  return {
    id: row.id,
    game: row.game as HouseGame,
    player: identity?.shown ?? null,
    avatar: !identity || row.avatarHidden ? null : identity.avatar,
    currency,
    amount: hidden ? null : toMajor(row.stake, currency),
    payout: hidden || row.payout === null ? null : toMajor(row.payout, currency),
    multiplier: displayMultiplier(row.multiplier),
    settled_at: row.settledAt!.toISOString(),
  };
}
