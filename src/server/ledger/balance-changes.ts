import type { Currency } from '../../contract/constants';
import type { Db } from '../db/client';

/** A player whose balance in a currency changed, with the balances after it when the movement read them. */
export type BalanceChange = {
  userId: number;
  currency: Currency;
  balances?: { main: bigint; bonus: bigint };
};

/** Told the balances that committed movements changed; the server pushes them to the players' open tabs. */
export type BalanceListener = (changes: BalanceChange[]) => void;

/**
 * Collects the players whose balances a transaction changed and reports them once it has committed, never before:
 * a listener reading the balances then sees them. A movement on the root handle is its own committed statement.
 * A movement inside a transaction the ledger did not open could not be reported on commit, so it is refused.
 */
export function createBalanceChanges(root: Db, listener: BalanceListener) {
  const open = new WeakMap<Db, Map<string, BalanceChange>>();
  const report = (changes: BalanceChange[]) => {
    if (!changes.length) return;
    try {
      listener(changes);
    } catch {
      // a push is a courtesy: it must never fail a movement that committed
    }
  };

  return {
    /** Starts collecting for `tx`; a savepoint shares the collection of the transaction it is inside. */
    begin(tx: Db, parent?: Db): void {
      const changes = parent ? open.get(parent) : new Map<string, BalanceChange>();
      if (!changes) throw new Error('a savepoint of a transaction the ledger did not open');
      open.set(tx, changes);
    },

    /**
     * Notes a committed or pending change made through `executor`; `balances` when the movement read them. A later
     * note of the same player in the transaction replaces an earlier one, balances and all.
     */
    note(
      executor: Db,
      userId: number | null,
      currency: Currency,
      balances?: BalanceChange['balances'],
    ): void {
      if (userId === null) return;
      const change = balances ? { userId, currency, balances } : { userId, currency };
      if (executor === root) return report([change]);
      const changes = open.get(executor);
      if (!changes)
        throw new Error('money moved in a transaction the ledger did not open (ledger.transaction)');
      changes.set(`${userId}:${currency}`, change);
    },

    /** `tx` committed: reports its changes. */
    committed(tx: Db): void {
      report([...(open.get(tx)?.values() ?? [])]);
      open.delete(tx);
    },
  };
}
