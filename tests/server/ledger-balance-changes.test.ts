import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/server/db/client';
import type { BalanceChange } from '../../src/server/ledger/balance-changes';
import { createLedger, type Ledger } from '../../src/server/ledger/ledger';
import { insertInvoice } from '../../src/server/modules/billing/invoice-repository';
import { insertUser } from '../../src/server/players/repository';
import { openTestDatabase } from './test-database';

let database: Database;
let ledger: Ledger;
let heard: BalanceChange[][];
let userId: number;
let otherId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  ledger = createLedger(database.db, { onBalancesChanged: (changes) => heard.push(changes) });
  userId = (await insertUser(database.db, { email: 'changes@example.com', registerMethod: 'email' })).id;
  otherId = (await insertUser(database.db, { email: 'changes-2@example.com', registerMethod: 'email' })).id;
});
afterAll(() => database.close());

let seq = 0;
const credit = (tx: Db, who = userId, amount = 1_000n) =>
  ledger.creditDeposit(tx, { key: `changes-${++seq}`, userId: who, currency: 'RUB', amount });

describe('the balances a committed movement changed', () => {
  it('are told once the transaction commits, never while it runs, each player once', async () => {
    heard = [];
    await ledger.transaction(async (tx) => {
      await credit(tx);
      await credit(tx);
      await credit(tx, otherId);
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([
      [
        { userId, currency: 'RUB' },
        { userId: otherId, currency: 'RUB' },
      ],
    ]);
  });

  it('are not told for a transaction that rolled back', async () => {
    heard = [];
    await expect(
      ledger.transaction(async (tx) => {
        await credit(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(heard).toEqual([]);
  });

  it('are told at once for a movement on the root handle, which commits by itself', async () => {
    heard = [];
    await credit(database.db);
    expect(heard).toEqual([[{ userId, currency: 'RUB' }]]);
  });

  it('are told with the transaction for a savepoint inside it', async () => {
    heard = [];
    await ledger.transaction(async (tx) => {
      await ledger.savepoint(tx, (sp) => credit(sp));
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([[{ userId, currency: 'RUB' }]]);
  });

  it('are told with the balances after a paid invoice or a payout request, which their statements read', async () => {
    const invoice = await insertInvoice(database.db, {
      hash: 'changes-invoice',
      userId,
      method: 'card-rub',
      type: 'card',
      provider: 'sandbox',
      providerPaymentId: 'changes-payment',
      currency: 'RUB',
      accountCurrency: 'RUB',
      amount: 5_000n,
      shopAmount: 5_000n,
      commission: 0n,
      lifeTime: 1_200,
      expiresAt: new Date(Date.now() + 1_200_000),
    });
    const paid = {
      amount: 5_000n,
      commission: 0n,
      shopAmount: 5_000n,
      sumWasChanged: false,
      paidAt: new Date(),
    };
    const movement = { key: 'changes-deposit', userId, currency: 'RUB', amount: 5_000n } as const;
    const told = async () => {
      const { main, bonus } = await ledger.balances(userId, 'RUB');
      return [[{ userId, currency: 'RUB', balances: { main, bonus } }]];
    };

    heard = [];
    await ledger.creditInvoice(invoice.id, paid, movement);
    expect(heard).toEqual(await told());
    heard = [];
    await ledger.creditInvoice(invoice.id, paid, movement);
    expect(heard).toEqual([]);

    const payout = {
      userId,
      idempotencyKey: 'changes-payout',
      requestHash: 'changes',
      method: 'card-rub',
      destination: '4111111111111111',
      currency: 'RUB',
      amount: 1_000n,
      sid: null,
    } as const;
    await ledger.requestPayout(payout);
    expect(heard).toEqual(await told());
    heard = [];
    await ledger.requestPayout(payout);
    expect(heard).toEqual([]);
  });

  it('refuses money moved in a transaction the ledger did not open, which it could not report on commit', async () => {
    await expect(database.db.transaction((tx) => credit(tx as unknown as Db))).rejects.toThrow(
      'a transaction the ledger did not open',
    );
  });
});
