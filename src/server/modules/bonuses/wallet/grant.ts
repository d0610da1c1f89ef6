import type { Currency } from '../../../../contract/constants';
import type { Db } from '../../../db/client';
import { pgErrorOf } from '../../../ledger/errors';
import type { WalletDeps } from './deps';
import { ActiveBonusExistsError } from './errors';
import { findActiveBonus, findBonusBySource, insertBonus, type PlayerBonus } from './repository';

/** A bonus to credit: `amount` in minor units, `wagerMultiplier` × amount to wager (at most two decimals). */
export type BonusGrant = {
  userId: number;
  currency: Currency;
  programId: string;
  name: string;
  amount: bigint;
  wagerMultiplier: number;
  expiresAt: Date;
  sourceKey: string;
};

/** The turnover a bonus asks for: amount × multiplier, rounded up to a whole minor unit. */
export function wagerRequirement(amount: bigint, multiplier: number): bigint {
  const hundredths = Math.round(multiplier * 100);
  if (!Number.isFinite(multiplier) || hundredths <= 0 || Math.abs(multiplier * 100 - hundredths) > 1e-6)
    throw new Error(`wager multiplier ${multiplier} is not a positive number with at most two decimals`);
  return (amount * BigInt(hundredths) + 99n) / 100n;
}

/**
 * Credits a bonus to the player's bonus balance (house → bonus, ledger key `bonus:grant:<id>`) and starts its
 * wagering. Runs in a savepoint of `tx` (or a transaction of its own when given the root handle), so the row and
 * the money are written together or not at all, and a refusal leaves the caller's transaction usable.
 *
 * Answers null when `sourceKey` was granted already (a replay writes nothing). Throws ActiveBonusExistsError when
 * the player already wagers a bonus in this currency; the caller decides whether to queue or refuse.
 */
export async function grantBonus(deps: WalletDeps, tx: Db, g: BonusGrant): Promise<PlayerBonus | null> {
  if (g.amount <= 0n) throw new Error(`bonus ${g.sourceKey}: amount must be positive`);
  const wagerRequired = wagerRequirement(g.amount, g.wagerMultiplier);
  // a replay answers null even after the bonus's time is up
  if (await findBonusBySource(tx, g.sourceKey)) return null;
  if (g.expiresAt <= deps.now()) throw new Error(`bonus ${g.sourceKey} would expire before it starts`);
  const active = await findActiveBonus(tx, g.userId, g.currency);
  if (active) throw new ActiveBonusExistsError(g.currency, active.id);
  try {
    return await deps.ledger.savepoint(tx, async (sp) => {
      const row = await insertBonus(sp, {
        userId: g.userId,
        currency: g.currency,
        programId: g.programId,
        name: g.name,
        amount: g.amount,
        wagerRequired,
        expiresAt: g.expiresAt,
        sourceKey: g.sourceKey,
      });
      // another transaction granted this source between our look-up and the insert
      if (!row) return null;
      await deps.ledger.grantBonus(sp, {
        key: `bonus:grant:${row.id}`,
        userId: g.userId,
        currency: g.currency,
        amount: g.amount,
        reference: `bonus:${row.id}`,
      });
      return row;
    });
  } catch (error) {
    // a concurrent grant made another bonus active first
    if (pgErrorOf(error)?.constraint === 'player_bonuses_one_active_key')
      throw new ActiveBonusExistsError(g.currency);
    throw error;
  }
}
