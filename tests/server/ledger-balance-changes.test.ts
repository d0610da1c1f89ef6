import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/server/db/client';
import type { BalanceChange } from '../../src/server/ledger/balance-changes';
import { createLedger, type Ledger } from '../../src/server/ledger/ledger';
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

  it('refuses money moved in a transaction the ledger did not open, which it could not report on commit', async () => {
    await expect(database.db.transaction((tx) => credit(tx as unknown as Db))).rejects.toThrow(
      'a transaction the ledger did not open',
    );
  });
});
