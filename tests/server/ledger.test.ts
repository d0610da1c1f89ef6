import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { insertUser } from '../../src/server/players/repository';
import { IdempotencyConflictError, InsufficientFundsError } from '../../src/server/ledger/errors';
import { createLedger, type Ledger } from '../../src/server/ledger/ledger';
import { sha256 } from '../../src/server/security/digest';
import { ledgerInvariants } from './ledger-invariants';
import { openTestDatabase } from './test-database';

let database: Database;
let ledger: Ledger;
let userId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  ledger = createLedger(database.db);
  userId = (await insertUser(database.db, { email: 'ledger@example.com', registerMethod: 'email' })).id;
});
afterAll(() => database.close());

async function entriesSum(): Promise<string> {
  const [row] = rowsOf<{ total: string }>(
    await database.db.execute(sql`select coalesce(sum(amount), 0)::text as total from ledger_entries`),
  );
  return row!.total;
}

describe('ledger', () => {
  it('credits, reserves, releases and settles with balanced entries', async () => {
    const db = database.db;
    const base = { userId, currency: 'RUB' as const };
    await ledger.creditDeposit(db, { ...base, key: 'dep-1', amount: 10_000n });
    await ledger.reservePayout(db, { ...base, key: 'res-1', amount: 4_000n });
    await ledger.releasePayout(db, { ...base, key: 'rel-1', amount: 1_000n });
    await ledger.settlePayout(db, { ...base, key: 'set-1', amount: 3_000n });
    expect(await ledger.balances(userId, 'RUB')).toEqual({ main: 7_000n, bonus: 0n, reserved: 0n });
    expect(await entriesSum()).toBe('0');
  });

  it('replays a key and refuses the same key with another request', async () => {
    const db = database.db;
    const m = { userId, currency: 'RUB' as const, key: 'dep-2', amount: 500n };
    const first = await ledger.creditDeposit(db, m);
    const again = await ledger.creditDeposit(db, m);
    expect(again).toEqual({ transactionId: first.transactionId, replayed: true });
    await expect(ledger.creditDeposit(db, { ...m, amount: 501n })).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    expect((await ledger.balances(userId, 'RUB')).main).toBe(7_500n);
  });

  it('keeps the request hash of keys recorded before the ledger moved into the database', async () => {
    // the text the ledger hashed in TypeScript until migration 0003: keys recorded then must still replay
    const legs = ['7:-2500', '12:2500'];
    const before = sha256(JSON.stringify(['adjustment', 'KZT', 42, legs, 'ref "1"', 'bonus\nfix ü']));
    const [row] = rowsOf<{ hash: string }>(
      await database.db.execute(
        sql`select ledger_request_hash('adjustment', 'KZT', 42, 'ref "1"', ${'bonus\nfix ü'},
          '{12,7}'::bigint[], '{2500,-2500}'::bigint[]) as hash`,
      ),
    );
    expect(row!.hash).toBe(before);
  });

  it('refuses a debit below zero and writes nothing', async () => {
    const db = database.db;
    const before = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ledger_transactions`),
    );
    await expect(
      ledger.reservePayout(db, { userId, currency: 'RUB', key: 'res-big', amount: 7_501n }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    const after = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ledger_transactions`),
    );
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await ledger.balances(userId, 'RUB')).main).toBe(7_500n);
  });

  it('lets concurrent debits of one account through only while the money lasts', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        ledger.transaction((tx) =>
          ledger.reservePayout(tx, { userId, currency: 'RUB', key: `race-${i}`, amount: 1_000n }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientFundsError);
    expect(await ledger.balances(userId, 'RUB')).toEqual({ main: 500n, bonus: 0n, reserved: 7_000n });
    expect(await entriesSum()).toBe('0');
  });

  it('opens a new player account inside a transaction, and forgets it when the transaction rolls back', async () => {
    const other = (await insertUser(database.db, { email: 'ledger-tx@example.com', registerMethod: 'email' }))
      .id;
    const m = { userId: other, currency: 'KZT' as const, amount: 100n };
    await expect(
      ledger.transaction(async (tx) => {
        await ledger.creditDeposit(tx, { ...m, key: 'tx-rolled-back' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    await ledger.transaction((tx) => ledger.creditDeposit(tx, { ...m, key: 'tx-committed' }));
    expect((await ledger.balances(other, 'KZT')).main).toBe(100n);
    expect(await entriesSum()).toBe('0');
  });

  it('finds an entry on an account that does not exist or is in another currency (no foreign key checks it)', async () => {
    await ledger.transaction((tx) =>
      ledger.adjust(tx, { key: 'stray:fund', userId, currency: 'RUB', amount: 100n, reason: 'test' }),
    );
    expect((await ledgerInvariants(database.db)).stray).toEqual([]);
    await database.db
      .transaction(async (tx) => {
        const [row] = rowsOf<{ id: number }>(
          await tx.execute(sql`insert into ledger_transactions (idempotency_key, request_hash, kind, currency)
          values ('stray:planted', 'x', 'adjustment', 'RUB') returning id`),
        );
        const [account] = rowsOf<{ id: number }>(
          await tx.execute(sql`select id from ledger_accounts where user_id = ${userId} and kind = 'main'`),
        );
        await tx.execute(sql`insert into ledger_entries (transaction_id, leg, account_id, currency, amount) values
        (${row!.id}, 1, ${account!.id}, 'USD', 5), (${row!.id}, 2, 999999999, 'USD', -5)`);
        expect((await ledgerInvariants(tx as never)).stray).toHaveLength(2);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!String(error).includes('Rollback')) throw error;
      });
  });

  it("finds rows a bet writes whose transaction, user or seed is missing, or whose seed is another player's", async () => {
    const other = (await insertUser(database.db, { email: 'orphans@example.com', registerMethod: 'email' }))
      .id;
    expect((await ledgerInvariants(database.db)).orphans).toEqual([]);
    await database.db
      .transaction(async (tx) => {
        const seed = async (user: number) =>
          rowsOf<{ id: number }>(
            await tx.execute(sql`insert into fair_seeds (user_id, server_seed, server_seed_hash, client_seed)
            values (${user}, 's', 'h', 'c') returning id`),
          )[0]!.id;
        const [mine, theirs] = [await seed(userId), await seed(other)];
        const bet = async (user: number, seedId: number, id: string) =>
          rowsOf<{ id: number }>(
            await tx.execute(sql`insert into bets (user_id, game, client_bet_id, request_hash, currency, stake, payout,
              params, status, seed_id, nonce, settled_at)
            values (${user}, 'dice', ${id}, 'h', 'RUB', 1, 0, '{}', 'settled', ${seedId}, 0, now()) returning id`),
          )[0]!.id;
        const planted = [
          `bet ${await bet(userId, theirs, 'another-players-seed')}`,
          `bet ${await bet(userId, 999999999, 'no-seed')}`,
          `bet ${await bet(999999999, mine, 'no-user')}`,
        ];
        const [wager] = rowsOf<{ id: number }>(
          await tx.execute(sql`insert into wagers (user_id, currency, amount, source, reference)
          values (999999999, 'RUB', 1, 'game', 'orphan') returning id`),
        );
        const [transaction] = rowsOf<{ id: number }>(
          await tx.execute(sql`insert into ledger_transactions (idempotency_key, request_hash, kind, currency, user_id)
          values ('orphan', 'x', 'adjustment', 'RUB', 999999999) returning id`),
        );
        await tx.execute(sql`insert into ledger_entries (transaction_id, leg, account_id, currency, amount)
          values (999999999, 1, 1, 'RUB', 5)`);
        planted.push(`wager ${wager!.id}`, `transaction ${transaction!.id}`, 'entry 999999999/1');
        expect((await ledgerInvariants(tx as never)).orphans.sort()).toEqual(planted.sort());
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!String(error).includes('Rollback')) throw error;
      });
  });
});
