import type { Currency } from '../../contract/constants';
import type { Db } from '../db/client';
import { wagers } from '../db/schema';

/** A settled stake in the turnover, minor units; `reference` is unique per bet (or per operator wager). */
export type Turnover = {
  userId: number;
  currency: Currency;
  amount: bigint;
  source: 'game' | 'operator';
  reference: string;
};

/** Records a stake in the turnover; false when its reference was recorded before (a replay). */
export async function recordTurnover(tx: Db, w: Turnover): Promise<boolean> {
  const rows = await tx
    .insert(wagers)
    .values(w)
    .onConflictDoNothing({ target: wagers.reference })
    .returning({ id: wagers.id });
  return rows.length > 0;
}
