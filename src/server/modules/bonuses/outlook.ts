import type { Currency } from '../../../contract/constants';
import type { Db } from '../../db/client';
import type { UserRow } from '../../players/repository';
import { countPaidDeposits } from './decision-repository';
import { depositOffers, type Offer } from './offers';
import type { Program } from './program-schema';
import { activePrograms } from './program-repository';
import { standingOf } from './standing';
import { findActiveBonus } from './wallet/repository';

/** What a player can earn now and which of it the next deposit earns. */
export type Outlook = {
  programs: Program[];
  /** Every bonus a deposit now could earn, the first one first. */
  offers: Offer[];
  /** The bonus the next deposit earns: the first offer, none while another bonus is being wagered. */
  next: Offer | null;
  /** The program the player chose for the next deposit, if any. */
  chosen: string | null;
};

/** The player's outlook at `now`, as the deposit hook would decide it for a deposit paid now. */
export async function bonusOutlook(db: Db, user: UserRow, now: Date): Promise<Outlook> {
  const [programs, paid, active] = await Promise.all([
    activePrograms(db),
    countPaidDeposits(db, user.id),
    findActiveBonus(db, user.id, user.currency as Currency),
  ]);
  const standing = await standingOf(db, user, now, paid);
  const offers = depositOffers(programs, standing, now);
  return {
    programs,
    offers,
    next: active ? null : (offers[0] ?? null),
    chosen: standing.chosen?.programId ?? null,
  };
}
