import type { Currency } from '../../../../contract/constants';
import type { Db } from '../../../db/client';
import type { WalletDeps } from './deps';
import { BonusNotActiveError, BonusNotFoundError } from './errors';
import { expiredBonusIds, findBonus, finishBonus, type FinishedStatus, type PlayerBonus } from './repository';

/**
 * Ends an active bonus in `tx`: locks the player's main and bonus accounts, moves the status out of `active`, and
 * moves what is left on the bonus balance (bets may have spent some) to main on conversion or to the house
 * otherwise, under the ledger key `bonus:convert:<id>` or `bonus:forfeit:<id>`. A zero remainder moves nothing.
 * Null when the bonus was no longer active: whoever moved the status first ended it, and only once.
 */
export async function finishActiveBonus(
  deps: WalletDeps,
  tx: Db,
  bonus: PlayerBonus,
  status: FinishedStatus,
): Promise<PlayerBonus | null> {
  const currency = bonus.currency as Currency;
  // the locks come before the bonus row, in the order a bet's own transaction takes them
  const remainder = await deps.ledger.lockBonusBalance(tx, bonus.userId, currency);
  const finished = await finishBonus(tx, bonus.id, status, remainder, deps.now());
  if (!finished) return null;
  if (remainder > 0n) {
    const converted = status === 'converted';
    const movement = {
      key: `bonus:${converted ? 'convert' : 'forfeit'}:${bonus.id}`,
      userId: bonus.userId,
      currency,
      amount: remainder,
      reference: `bonus:${bonus.id}`,
    };
    if (converted) await deps.ledger.convertBonus(tx, movement);
    else await deps.ledger.forfeitBonus(tx, movement);
  }
  return finished;
}

/**
 * The player gives up their active bonus: its remainder goes back to the house, in a transaction of its own.
 * 404 when the bonus is not the player's, 409 when it already ended; a refusal writes nothing.
 */
export async function cancelBonus(deps: WalletDeps, userId: number, bonusId: number): Promise<PlayerBonus> {
  return deps.ledger.transaction(async (tx) => {
    const bonus = await findBonus(tx, bonusId);
    if (!bonus || bonus.userId !== userId) throw new BonusNotFoundError(bonusId);
    if (bonus.status !== 'active') throw new BonusNotActiveError(bonusId, bonus.status);
    const cancelled = await finishActiveBonus(deps, tx, bonus, 'cancelled');
    if (!cancelled) {
      const current = await findBonus(tx, bonusId);
      throw new BonusNotActiveError(bonusId, current?.status ?? 'finished');
    }
    return cancelled;
  });
}

/**
 * Forfeits every active bonus that expired at or before `at`, each in a transaction of its own; answers how many
 * this call forfeited (one ended meanwhile by a conversion or cancel is not counted). A bonus that fails does not
 * hold up the others: the failures are thrown together after the rest were tried.
 */
export async function forfeitExpiredBonuses(deps: WalletDeps, at: Date): Promise<number> {
  const ids = await deps.ledger.transaction((tx) => expiredBonusIds(tx, at));
  let forfeited = 0;
  const failures: unknown[] = [];
  for (const id of ids) {
    try {
      const ended = await deps.ledger.transaction(async (tx) => {
        const bonus = await findBonus(tx, id);
        return bonus ? finishActiveBonus(deps, tx, bonus, 'forfeited') : null;
      });
      if (ended) forfeited++;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length)
    throw new AggregateError(failures, `${failures.length} expired bonuses failed to forfeit`);
  return forfeited;
}
