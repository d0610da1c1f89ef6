import { and, eq } from 'drizzle-orm';
import type { Currency } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../../players/repository';
import { levelFor } from './levels';
import { totalTurnoverOf } from './turnover-repository';

/**
 * SPEC §6 premium.status: true once the player reached the first VIP level, or a manager approved their join
 * request. Turnover never falls, so the first time it is seen reached the flag is stored on the user and later
 * reads skip the sum.
 */
export async function isPremium(db: Db, user: UserRow): Promise<boolean> {
  if (user.premiumStatus) return true;
  const currency = user.currency as Currency;
  if (!levelFor(currency, await totalTurnoverOf(db, user.id, currency))) return false;
  await markPremium(db, user.id);
  return true;
}

/** Stores the player's premium status; it is never taken away here. */
export async function markPremium(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ premiumStatus: true })
    .where(and(eq(users.id, userId), eq(users.premiumStatus, false)));
}

/** The user row as the profile answers it: premium status as `isPremium` sees it. */
export async function withPremium(db: Db, user: UserRow): Promise<UserRow> {
  return user.premiumStatus ? user : { ...user, premiumStatus: await isPremium(db, user) };
}
