import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bets } from '../../db/schema';
import type { BetRow } from './bet-repository';

const openOf = (userId: number, game: string) =>
  and(eq(bets.userId, userId), eq(bets.game, game), eq(bets.status, 'open'));

/** The player's open round of a game. */
export async function findOpenRound(db: Db, userId: number, game: string): Promise<BetRow | undefined> {
  const [row] = await db.select().from(bets).where(openOf(userId, game));
  return row;
}

/** The player's open round of a game, locked until `tx` ends: one move at a time. */
export async function lockOpenRound(tx: Db, userId: number, game: string): Promise<BetRow | undefined> {
  const [row] = await tx.select().from(bets).where(openOf(userId, game)).for('update');
  return row;
}

/** Stores a round's new state; when `settled` is given the round ends with its payout. */
export async function updateRound(
  tx: Db,
  id: number,
  state: unknown,
  settled?: { payout: bigint; multiplier: string; outcome: unknown; at: Date },
): Promise<BetRow> {
  const [row] = await tx
    .update(bets)
    .set(
      settled
        ? {
            state,
            status: 'settled',
            payout: settled.payout,
            multiplier: settled.multiplier,
            outcome: settled.outcome,
            settledAt: settled.at,
          }
        : { state },
    )
    .where(and(eq(bets.id, id), eq(bets.status, 'open')))
    .returning();
  if (!row) throw new Error(`round ${id} was not open`);
  return row;
}
