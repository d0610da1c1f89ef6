import type { Currency } from '../../../contract/constants';
import { regionOf } from '../../../contract/geo';
import type { Db } from '../../db/client';
import type { UserRow } from '../../players/repository';
import { findWaitingActivation } from './activation-repository';
import type { PlayerStanding, WaitingPromo } from './offers';
import { waitingRedemptions } from './promo-repository';

/** What of a player a standing is made of. */
export type StandingPlayer = Pick<UserRow, 'currency' | 'countryCode' | 'createdAt'>;

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
  return playerStanding(
    user,
    paidDeposits,
    waiting.map((r) => ({ id: r.id, code: r.code, programId: r.programId, expiresAt: r.expiresAt })),
    activation ? { activationId: activation.id, programId: activation.programId } : null,
  );
}

/** A standing from what was read of the player. */
export function playerStanding(
  user: StandingPlayer,
  paidDeposits: number,
  waiting: readonly WaitingPromo[],
  chosen: PlayerStanding['chosen'],
): PlayerStanding {
  return {
    currency: user.currency as Currency,
    region: regionOf(user.countryCode),
    registeredAt: user.createdAt,
    paidDeposits,
    waiting,
    chosen,
  };
}
