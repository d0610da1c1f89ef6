import { randomUUID } from 'node:crypto';
import type { Currency } from '../../../../contract/constants';
import { fractionDigits, MAX_AMOUNT, toMinor } from '../../../../contract/money';
import type { Db } from '../../../db/client';
import type { Ledger } from '../../../ledger/ledger';
import { rejectField } from '../../../http/refusals';
import type { UserRow } from '../../../players/repository';
import { findActiveBonus, listBonuses, type PlayerBonus } from './repository';
import { recordWager, type WagerResult } from './wager';

/** What an operator's wager did: the stake as recorded, and the player's bonus in that currency afterwards. */
export type OperatorWager = WagerResult & {
  currency: Currency;
  amount: bigint;
  reference: string;
  /** The bonus still being wagered, if any (after a conversion: none, unless another was granted). */
  active: PlayerBonus | undefined;
  balances: { main: bigint; bonus: bigint; reserved: bigint };
};

/**
 * The operator's view of the bonus wallet (`npm run ops -- wager|bonuses`): turnover recorded by hand until the
 * games record bets, and the list of a player's bonuses.
 */
export function createBonusWalletOperator(deps: { db: Db; ledger: Ledger; now: () => Date }) {
  const { db, ledger, now } = deps;
  return {
    /**
     * Records a wager of `amount` (major units; the player's account currency unless `currency` is given) under
     * `operator:<reference>`, a fresh one unless given: the same reference twice records once.
     */
    async recordWager(
      user: UserRow,
      amount: number,
      currency: Currency = user.currency as Currency,
      reference: string = randomUUID(),
    ): Promise<OperatorWager> {
      if (!Number.isFinite(amount) || amount <= 0)
        throw rejectField('amount', 'validation_failed', 'The amount must be greater than zero');
      if (amount > MAX_AMOUNT) throw rejectField('amount', 'validation_failed', 'The amount is too large');
      const minor = toMinor(amount, currency);
      if (minor === null) {
        throw rejectField(
          'amount',
          'amount_precision',
          `${currency} amounts have ${fractionDigits(currency)} decimals`,
        );
      }
      // an operator's reference gets its own namespace, so it can never take the reference of a bet
      const key = `operator:${reference}`;
      const result = await ledger.transaction((tx) =>
        recordWager({ ledger, now }, tx, {
          userId: user.id,
          currency,
          amount: minor,
          source: 'operator',
          reference: key,
        }),
      );
      return {
        ...result,
        currency,
        amount: minor,
        reference: key,
        active: await findActiveBonus(db, user.id, currency),
        balances: await ledger.balances(user.id, currency),
      };
    },

    /** Every bonus of the player, newest first. */
    list: (user: UserRow): Promise<PlayerBonus[]> => listBonuses(db, user.id),
  };
}
export type BonusWalletOperator = ReturnType<typeof createBonusWalletOperator>;
