import type { Currency } from '../../contract/constants';
import type { Db } from '../db/client';
import {
  createAccountDirectory,
  lockPlayerAccounts,
  playerBalances,
  type AccountDirectory,
} from './accounts';
import { createBalanceChanges, type BalanceListener } from './balance-changes';
import { createBetPlacer, type BetPlacement, type PlacedBetRecord } from './bets';
import {
  createInvoicePayer,
  creditInvoice,
  type AfterCredit,
  type InvoicePayment,
  type PaidInvoice,
  type PaidWebhook,
} from './deposits';
import { InsufficientFundsError, isRetryable } from './errors';
import { createPayoutRequests, type PayoutRequest, type RequestedPayout } from './payouts';
import { postTransaction, type PostRequest, type PostResult, type TransactionKind } from './post';
import { recordTurnover, type Turnover } from './turnover';

/** A movement of one player's money; `amount` is positive minor units. */
export type Movement = {
  key: string;
  userId: number;
  currency: Currency;
  amount: bigint;
  reference?: string | null;
  reason?: string | null;
};

const MAX_ATTEMPTS = 5;

/**
 * The only place balances change: every movement of money, and every turnover row, is written by a method of this
 * object (or a database function of `sql/` it calls). Each operation is one balanced transaction between a player
 * account and a counter-account; callers pass `tx` to make it part of their own database transaction.
 */
export function createLedger(
  db: Db,
  options: {
    onBalancesChanged?: BalanceListener;
    /** Told the size of each statement of bets placed on their own (group commit). */
    onBetBatch?: (size: number) => void;
  } = {},
) {
  const accounts: AccountDirectory = createAccountDirectory(db);
  const changes = createBalanceChanges(db, options.onBalancesChanged ?? (() => undefined));
  const bets = createBetPlacer(db, accounts, options.onBetBatch);
  const requestPayout = createPayoutRequests(db);
  const payInvoice = createInvoicePayer(db);

  /** Posts a movement and notes the player whose balance it changed. */
  async function post(executor: Db, request: PostRequest): Promise<PostResult> {
    const result = await postTransaction(executor, request);
    changes.note(executor, request.userId, request.currency);
    return result;
  }

  function positive(m: Movement) {
    if (m.amount <= 0n) throw new Error(`movement ${m.key}: amount must be positive`);
  }

  /**
   * Runs `work` again when PostgreSQL reports a deadlock or serialization failure: a whole transaction, or one
   * statement that posts (a database function) outside any.
   */
  async function retrying<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      }
    }
  }

  /**
   * Runs `work` in a database transaction, again when PostgreSQL reports a deadlock or serialization failure; once
   * it commits, the listener hears whose balances it changed.
   */
  function transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return retrying(async () => {
      let inner: Db | undefined;
      const result = await db.transaction((tx) => {
        inner = tx as unknown as Db;
        changes.begin(inner);
        return work(inner);
      });
      if (inner) {
        accounts.committed(inner);
        changes.committed(inner);
      }
      return result;
    });
  }

  /**
   * The movement of a confirmed deposit (provider clearing → player main), for `creditDeposit` or for the database
   * function that posts it together with the invoice; `executor` is the caller's transaction, if any.
   */
  async function depositPosting(m: Movement, executor: Db = db): Promise<PostRequest> {
    positive(m);
    const [player, clearing] = await Promise.all([
      accounts.player(m.userId, m.currency, executor),
      accounts.system('provider_clearing', m.currency, executor),
    ]);
    return {
      ...m,
      kind: 'deposit',
      postings: [
        { accountId: clearing, amount: -m.amount },
        { accountId: player.main, amount: m.amount },
      ],
    };
  }

  /** A movement between the house and one of the player's accounts, `amount` positive, in the given direction. */
  async function houseMovement(
    tx: Db,
    m: Movement,
    kind: TransactionKind,
    account: 'main' | 'bonus',
    direction: 'toPlayer' | 'toHouse',
  ): Promise<PostResult> {
    positive(m);
    const [player, house] = await Promise.all([
      accounts.player(m.userId, m.currency, tx),
      accounts.system('house', m.currency, tx),
    ]);
    const toPlayer = direction === 'toPlayer' ? m.amount : -m.amount;
    return post(tx, {
      ...m,
      kind,
      postings: [
        { accountId: house, amount: -toPlayer },
        { accountId: player[account], amount: toPlayer },
      ],
    });
  }

  return {
    accounts,

    retrying,

    transaction,

    /**
     * A paid invoice, in one statement: provider clearing → player main under the movement's key, and the invoice
     * marked paid at its final price, then the caller's `after` routine in the same statement. Answers the ledger
     * transaction and what `after` answered, or null when the invoice was paid already.
     */
    async creditInvoice(
      invoiceId: number,
      paid: InvoicePayment,
      m: Movement,
      after?: AfterCredit,
    ): Promise<{ transactionId: number; after: string | null } | null> {
      const posting = await depositPosting(m);
      const credited = await retrying(() => creditInvoice(db, invoiceId, paid, posting, after));
      if (!credited) return null;
      changes.note(db, m.userId, m.currency, credited.balances);
      return { transactionId: credited.transactionId, after: credited.after };
    },

    /**
     * A provider's "paid", in one statement when paid as invoiced (`createInvoicePayer`): the invoice credited at its
     * stored price unless paid before, `after` run after the credit in the same statement. `declined` wrote nothing
     * and leaves the payment to `creditInvoice`.
     */
    async payInvoice(webhook: PaidWebhook, after?: AfterCredit): Promise<PaidInvoice> {
      const paid = await retrying(() => payInvoice(webhook, after));
      if (paid.result === 'credited') changes.note(db, paid.userId, paid.currency, paid.balances);
      return paid;
    },

    /**
     * A payout request, in one statement: the payout row and its amount reserved (player main → reserved). The
     * player's key used before answers that payout untouched (`created` false). Fails with insufficient funds,
     * also for a player who never had money in the currency.
     */
    async requestPayout(request: PayoutRequest): Promise<RequestedPayout> {
      const player = await accounts.existingPlayer(request.userId, request.currency);
      if (!player) throw new InsufficientFundsError();
      const requested = await retrying(() => requestPayout(request, player));
      if (requested.result === 'done' && requested.balances)
        changes.note(db, request.userId, request.currency, requested.balances);
      return requested;
    },

    /**
     * A whole bet in one statement (`ledger_place_bet`): the session and the player checked, the nonce taken, the
     * stake and any win in one ledger transaction, the bet row and its turnover. On the root handle it is a
     * statement of its own, refused with `BonusWageringError` (nothing written) when the player has an active
     * bonus; in `tx`, a transaction of the ledger's, the caller moves the bonus's wagering after it.
     */
    async placeBet(record: BetPlacement, tx?: Db): Promise<PlacedBetRecord> {
      // inside `tx` a deadlock aborts the whole transaction, which `transaction` runs again
      const placed = tx ? await bets.place(record, tx) : await retrying(() => bets.place(record));
      if (placed.result === 'placed') {
        const balances = { main: placed.main, bonus: placed.bonus };
        changes.note(tx ?? db, record.userId, record.currency as Currency, balances);
      }
      return placed;
    },

    /**
     * Runs `work` in a savepoint of `tx`, a transaction of the ledger's, so it can fail without failing `tx`; given
     * the root handle, in a transaction of its own.
     */
    savepoint<T>(tx: Db, work: (savepoint: Db) => Promise<T>): Promise<T> {
      if (tx === db) return transaction(work);
      return tx.transaction((savepoint) => {
        const handle = savepoint as unknown as Db;
        changes.begin(handle, tx);
        return work(handle);
      });
    },

    /** A stake in the turnover (bonus wagering, VIP levels); false when its reference was recorded before. */
    recordTurnover: (tx: Db, turnover: Turnover): Promise<boolean> => recordTurnover(tx, turnover),

    /** Provider clearing → player main: a confirmed deposit. */
    async creditDeposit(tx: Db, m: Movement): Promise<PostResult> {
      return post(tx, await depositPosting(m, tx));
    },

    /** Player main → player reserved: a payout waiting for a decision. Fails with insufficient funds. */
    async reservePayout(tx: Db, m: Movement): Promise<PostResult> {
      positive(m);
      const player = await accounts.player(m.userId, m.currency, tx);
      return post(tx, {
        ...m,
        kind: 'payout_reserve',
        postings: [
          { accountId: player.main, amount: -m.amount },
          { accountId: player.reserved, amount: m.amount },
        ],
      });
    },

    /** Player reserved → payout clearing: the payout was sent. */
    async settlePayout(tx: Db, m: Movement): Promise<PostResult> {
      positive(m);
      const [player, clearing] = await Promise.all([
        accounts.player(m.userId, m.currency, tx),
        accounts.system('payout_clearing', m.currency, tx),
      ]);
      return post(tx, {
        ...m,
        kind: 'payout_paid',
        postings: [
          { accountId: player.reserved, amount: -m.amount },
          { accountId: clearing, amount: m.amount },
        ],
      });
    },

    /** Player reserved → player main: the payout was rejected or failed. */
    async releasePayout(tx: Db, m: Movement): Promise<PostResult> {
      positive(m);
      const player = await accounts.player(m.userId, m.currency, tx);
      return post(tx, {
        ...m,
        kind: 'payout_release',
        postings: [
          { accountId: player.reserved, amount: -m.amount },
          { accountId: player.main, amount: m.amount },
        ],
      });
    },

    /** House ↔ player main by an operator: `amount` signed, positive credits the player. Needs a reason. */
    async adjust(
      tx: Db,
      m: Omit<Movement, 'amount'> & { amount: bigint; reason: string },
    ): Promise<PostResult> {
      if (m.amount === 0n) throw new Error('an adjustment moves a non-zero amount');
      if (!m.reason.trim()) throw new Error('an adjustment needs a reason');
      const [player, house] = await Promise.all([
        accounts.player(m.userId, m.currency, tx),
        accounts.system('house', m.currency, tx),
      ]);
      return post(tx, {
        ...m,
        kind: 'adjustment',
        postings: [
          { accountId: house, amount: -m.amount },
          { accountId: player.main, amount: m.amount },
        ],
      });
    },

    /**
     * Locks the player's main and bonus accounts in a currency until `tx` ends and answers the bonus balance: what a
     * bonus conversion or forfeit moves, read so that no bet can change it before the movement is posted.
     */
    async lockBonusBalance(tx: Db, userId: number, currency: Currency): Promise<bigint> {
      const player = await accounts.player(userId, currency, tx);
      const balances = await lockPlayerAccounts(tx, [player.main, player.bonus]);
      const bonus = balances.get(player.bonus);
      if (bonus === undefined) throw new Error(`bonus account ${player.bonus} vanished`);
      return bonus;
    },

    /** House → player bonus: a bonus granted to the player. */
    grantBonus: (tx: Db, m: Movement) => houseMovement(tx, m, 'bonus_grant', 'bonus', 'toPlayer'),

    /** Player bonus → player main: the wager of a bonus was met. Fails with insufficient funds. */
    async convertBonus(tx: Db, m: Movement): Promise<PostResult> {
      positive(m);
      const player = await accounts.player(m.userId, m.currency, tx);
      return post(tx, {
        ...m,
        kind: 'bonus_convert',
        postings: [
          { accountId: player.bonus, amount: -m.amount },
          { accountId: player.main, amount: m.amount },
        ],
      });
    },

    /** Player bonus → house: a bonus expired or was cancelled. Fails with insufficient funds. */
    forfeitBonus: (tx: Db, m: Movement) => houseMovement(tx, m, 'bonus_forfeit', 'bonus', 'toHouse'),

    /** House → player main: what a bet won. */
    payWin: (tx: Db, m: Movement) => houseMovement(tx, m, 'win', 'main', 'toPlayer'),

    /** The player's cached balances in a currency (minor units). */
    balances: (userId: number, currency: Currency) => playerBalances(db, userId, currency),
  };
}
export type Ledger = ReturnType<typeof createLedger>;
