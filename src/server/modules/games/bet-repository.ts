import { and, desc, eq, lt } from 'drizzle-orm';
import type { HouseGame } from '../../../contract/games/rtp';
import type { Db } from '../../db/client';
import { bets } from '../../db/schema';

export type BetRow = typeof bets.$inferSelect;

/** A bet by id. */
export async function findBet(db: Db, id: number) {
  const [row] = await db.select().from(bets).where(eq(bets.id, id));
  return row;
}

/** One of the player's bets. */
export async function findPlayerBet(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(bets)
    .where(and(eq(bets.userId, userId), eq(bets.id, id)));
  return row;
}

/** The player's bets, newest first, older than `before` when given. */
export function listPlayerBets(
  db: Db,
  userId: number,
  page: { game?: HouseGame; before?: number; limit: number },
): Promise<BetRow[]> {
  return db
    .select()
    .from(bets)
    .where(
      and(
        eq(bets.userId, userId),
        page.game ? eq(bets.game, page.game) : undefined,
        page.before ? lt(bets.id, page.before) : undefined,
      ),
    )
    .orderBy(desc(bets.id))
    .limit(page.limit);
}
