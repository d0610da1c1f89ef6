import type { Currency } from '../../../contract/constants';
import type { AvailableBonus } from '../../../contract/bonuses';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { UserRow } from '../../players/repository';
import { chooseProgram } from './activation-repository';
import { bonusOutlook } from './outlook';
import { presentOffer } from './present';
import { ActiveBonusExistsError } from './wallet';
import { findActiveBonus } from './wallet/repository';

/** 404 `bonus_not_available`: the player cannot earn this program's bonus now (unknown, ended, other region). */
const notAvailable = (programId: string) =>
  new HttpError(404, 'bonus_not_available', `No bonus of program ${programId} is available to you now.`);

/** 409 `bonus_already_activated`: the program is already the player's choice for the next deposit. */
const alreadyActivated = (programId: string) =>
  new HttpError(
    409,
    'bonus_already_activated',
    `The bonus of program ${programId} is already activated for your next deposit.`,
  );

/**
 * The player chooses the bonus their next deposit earns among the ones available now. Another waiting choice is
 * withdrawn; choosing the waiting one again is refused with 409, as is choosing while a bonus of the player's
 * currency is being wagered (the deposit would earn nothing). Refusals write nothing.
 */
export async function activateOffer(
  db: Db,
  player: UserRow,
  programId: string,
  now: Date,
): Promise<AvailableBonus> {
  const currency = player.currency as Currency;
  const outlook = await bonusOutlook(db, player, now);
  const offer = outlook.offers.find((o) => o.program.id === programId);
  if (!offer) throw notAvailable(programId);
  if (outlook.chosen === programId) throw alreadyActivated(programId);
  if (await findActiveBonus(db, player.id, currency)) throw new ActiveBonusExistsError(currency);
  const chosen = await db.transaction((tx) => chooseProgram(tx, player.id, programId, now));
  if (!chosen) throw alreadyActivated(programId);
  return presentOffer(offer, currency, now, { next: true, activated: true });
}
