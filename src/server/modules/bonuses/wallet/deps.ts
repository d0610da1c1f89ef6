import type { Ledger } from '../../../ledger/ledger';

/** What the bonus wallet works with: the ledger (which also runs its transactions) and the clock. */
export type WalletDeps = { ledger: Ledger; now: () => Date };
