import type { Currency } from '../../../contract/constants';
import { regionOf } from '../../../contract/geo';
import type { Db } from '../../db/client';
import type { UserRow } from '../../players/repository';
import { findWaitingActivation } from './activation-repository';
import type { PlayerStanding } from './offers';
import { waitingRedemptions } from './promo-repository';

/** The player's standing at `at`, given how many deposits were paid before the one in question. */
export async function standingOf(
  db: Db,
  user: UserRow,
  at: Date,
  paidDeposits: number,
): Promise<PlayerStanding> {
  const [waiting, activation] = await Promise.all([
    waitingRedemptions(db, user.id, at),
    findWaitingActivation(db, user.id),
  ]);
  return {
    currency: user.currency as Currency,
    region: regionOf(user.countryCode),
    registeredAt: user.createdAt,
    paidDeposits,
    waiting: waiting.map((r) => ({ id: r.id, code: r.code, programId: r.programId, expiresAt: r.expiresAt })),
    chosen: activation ? { activationId: activation.id, programId: activation.programId } : null,
  };
}
