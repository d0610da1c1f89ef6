import { and, desc, eq, lt } from 'drizzle-orm';
import type { HouseGame } from '../../../contract/games/rtp';
import type { Db } from '../../db/client';
import { bets } from '../../db/schema';

export type BetRow = typeof bets.$inferSelect;
export type NewBet = typeof bets.$inferInsert;

/** The player's bet with this browser id, if any. */
export async function findBetByClientId(db: Db, userId: number, clientBetId: string) {
  const [row] = await db
    .select()
    .from(bets)
    .where(and(eq(bets.userId, userId), eq(bets.clientBetId, clientBetId)));
  return row;
}

/** Records a bet. */
export async function insertBet(tx: Db, values: NewBet): Promise<BetRow> {
  const [row] = await tx.insert(bets).values(values).returning();
  if (!row) throw new Error(`bet ${values.clientBetId} was not recorded`);
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
