import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { createLedger, type Ledger } from '../../src/server/ledger/ledger';
import type { PayoutRequest } from '../../src/server/ledger/payouts';
import { insertUser } from '../../src/server/players/repository';
import { ledgerInvariants, SOUND_LEDGER } from './ledger-invariants';
import { openTestDatabase } from './test-database';
import { describeOnPostgres } from './describe-postgres';

let database: Database;
let ledger: Ledger;
beforeAll(async () => {
  database = await openTestDatabase();
  ledger = createLedger(database.db);
});
afterAll(() => database?.close());

// two connections, one holding its transaction open: PGlite serves one at a time
describeOnPostgres('a payout request racing another with its key', () => {
  it('answers the payout the first one made, with the whole balance reserved once', async () => {
    const userId = (await insertUser(database.db, { email: 'race@example.com', registerMethod: 'email' })).id;
    await ledger.transaction((tx) =>
      ledger.adjust(tx, { key: 'race:fund', userId, currency: 'RUB', amount: 5_000n, reason: 'test' }),
    );
    const request: PayoutRequest = {
      userId,
      idempotencyKey: 'race-key',
      requestHash: 'race-hash',
      method: 'card-rub',
      destination: '4111111111111111',
      currency: 'RUB',
      // the whole balance: the second request must come back as the first's payout, not as short of money
      amount: 5_000n,
      sid: null,
    };
    const accounts = await ledger.accounts.player(userId, 'RUB');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstWrote!: () => void;
    const written = new Promise<void>((resolve) => (firstWrote = resolve));
    // the first request's statement runs in a transaction left open until the second has found the key free
    const first = database.db.transaction(async (tx) => {
      const [row] = rowsOf<{ created: boolean }>(
        await tx.execute(sql`select created from ledger_request_payout(${userId}, 'race-key', 'race-hash',
            'card-rub', 'RUB', 5000, '4111111111111111', ${accounts.main}, ${accounts.reserved}, null, null)`),
      );
      firstWrote();
      await held;
      return row!.created;
    });
    await written;
    const second = ledger.requestPayout(request);
    // the second is waiting on the first's key: give it time to get there, then let the first commit
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    expect(await first).toBe(true);
    const answer = await second;
    expect(answer.result).toBe('done');
    if (answer.result !== 'done') return;
    expect(answer.created).toBe(false);
    expect(await ledger.balances(userId, 'RUB')).toEqual({ main: 0n, bonus: 0n, reserved: 5_000n });
    const [counts] = rowsOf<{ payouts: number; reserves: number }>(
      await database.db.execute(sql`select
          (select count(*)::int from payouts where user_id = ${userId}) as payouts,
          (select count(*)::int from ledger_transactions where kind = 'payout_reserve' and user_id = ${userId})
            as reserves`),
    );
    expect(counts).toEqual({ payouts: 1, reserves: 1 });
    expect(await ledgerInvariants(database.db)).toEqual(SOUND_LEDGER);
  });
});

describe('payout requests at once', () => {
  it('answers each of many players, and refuses only the one short of money', async () => {
    const users = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        insertUser(database.db, { email: `batch-${i}@example.com`, registerMethod: 'email' }),
      ),
    );
    for (const [i, user] of users.entries())
      await ledger.transaction((tx) =>
        ledger.adjust(tx, {
          key: `batch:fund:${i}`,
          userId: user.id,
          currency: 'RUB',
          amount: 1_000n,
          reason: 't',
        }),
      );
    const request = (userId: number, key: string, amount: bigint): PayoutRequest => ({
      userId,
      idempotencyKey: key,
      requestHash: `hash-${key}`,
      method: 'card-rub',
      destination: '4111111111111111',
      currency: 'RUB',
      amount,
      sid: null,
    });
    // the last player asks for more than they have; two ask twice with one key
    const requests = users.flatMap((user, i) => [
      request(user.id, `a-${i}`, i === 11 ? 5_000n : 300n),
      request(user.id, `b-${i}`, 200n),
      ...(i < 2 ? [request(user.id, `a-${i}`, 300n)] : []),
    ]);
    const answers = await Promise.allSettled(requests.map((r) => ledger.requestPayout(r)));
    const refused = answers.flatMap((a, i) => (a.status === 'rejected' ? [requests[i]!.idempotencyKey] : []));
    expect(refused).toEqual(['a-11']);
    const created = answers.map(
      (a) => a.status === 'fulfilled' && a.value.result === 'done' && a.value.created,
    );
    expect(created.filter(Boolean)).toHaveLength(12 * 2 - 1);
    for (const [i, user] of users.entries()) {
      const reserved = i === 11 ? 200n : 500n;
      expect(await ledger.balances(user.id, 'RUB')).toEqual({ main: 1_000n - reserved, bonus: 0n, reserved });
    }
    expect(await ledgerInvariants(database.db)).toEqual(SOUND_LEDGER);
  });
});
