import type { Currency } from '../../../../contract/constants';
import type { Db } from '../../../db/client';
import type { WalletDeps } from './deps';
import { finishActiveBonus } from './finish';
import { addWagerProgress, findActiveBonus, type PlayerBonus } from './repository';

/** A settled stake, minor units; `reference` is unique per bet (or per operator wager). */
export type Wager = {
  userId: number;
  currency: Currency;
  amount: bigint;
  source: 'game' | 'operator';
  reference: string;
};

/** Whether the stake was new (a replayed reference records nothing), and the bonus it converted, if any. */
export type WagerResult = { recorded: boolean; converted: PlayerBonus | null };

/**
 * Records a stake in the turnover and adds it to the wagering of the player's active bonus in that currency;
 * when that meets the requirement the bonus converts in the same transaction (see `finishActiveBonus`). `tx` is a
 * database transaction, usually the bet's own, so the stake, the progress and the conversion commit together.
 */
export async function recordWager(deps: WalletDeps, tx: Db, w: Wager): Promise<WagerResult> {
  if (w.amount <= 0n) throw new Error(`wager ${w.reference}: amount must be positive`);
  if (!(await deps.ledger.recordTurnover(tx, w))) return { recorded: false, converted: null };
  return { recorded: true, converted: await wagerActiveBonus(deps, tx, w) };
}

/**
 * Adds a stake already in the turnover to the wagering of the player's active bonus in its currency, converting
 * the bonus when that meets the requirement; answers the converted bonus, if any. For a caller that wrote the
 * turnover row itself (a bet's own statement), in the same transaction.
 */
export async function wagerActiveBonus(
  deps: WalletDeps,
  tx: Db,
  w: Pick<Wager, 'userId' | 'currency' | 'amount'>,
): Promise<PlayerBonus | null> {
  const at = deps.now();
  const active = await findActiveBonus(tx, w.userId, w.currency);
  if (!active || active.expiresAt <= at) return null;
  // accounts before the bonus row, as a cancel or the expiry sweep takes them
  await deps.ledger.lockBonusBalance(tx, w.userId, w.currency);
  const progressed = await addWagerProgress(tx, active.id, w.amount, at);
  if (!progressed || progressed.wagerProgress < progressed.wagerRequired) return null;
  return finishActiveBonus(deps, tx, progressed, 'converted');
}
