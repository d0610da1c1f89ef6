import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Currency } from '../../src/contract/constants';
import type { Database } from '../../src/server/db/client';
import { IdempotencyConflictError, InsufficientFundsError } from '../../src/server/ledger/errors';
import { createLedger, type Ledger } from '../../src/server/ledger/ledger';
import { insertUser } from '../../src/server/players/repository';
import { openTestDatabase } from './test-database';
import { ledgerInvariants, SOUND_LEDGER } from './ledger-invariants';

let database: Database;
let ledger: Ledger;
let userSeq = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  ledger = createLedger(database.db);
});
afterAll(() => database.close());

type Op =
  | {
      kind: 'deposit' | 'reserve' | 'settle' | 'release' | 'credit' | 'debit';
      player: number;
      amount: bigint;
    }
  | { kind: 'replay'; index: number };

const CURRENCIES: Currency[] = ['RUB', 'KZT'];
/** How each operation changes the player's main and reserved balances (sign of the amount). */
const MOVES = {
  deposit: [1n, 0n],
  credit: [1n, 0n],
  debit: [-1n, 0n],
  reserve: [-1n, 1n],
  settle: [0n, -1n],
  release: [1n, -1n],
} as const;
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('deposit', 'reserve', 'settle', 'release', 'credit', 'debit'),
    player: fc.nat({ max: 3 }),
    amount: fc.bigInt({ min: 1n, max: 50_000n }),
  }),
  fc.record({ kind: fc.constant('replay'), index: fc.nat() }),
);

const invariants = () => ledgerInvariants(database.db);

it('any sequence of deposits, reservations, payouts, reversals and adjustments keeps the books balanced', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(op, { maxLength: 25 }),
      fc.constantFrom(...CURRENCIES),
      async (ops, currency) => {
        const players: number[] = [];
        for (let i = 0; i < 4; i++) {
          const user = await insertUser(database.db, {
            email: `prop${++userSeq}@example.com`,
            registerMethod: 'email',
          });
          players.push(user.id);
        }
        const model = players.map(() => ({ main: 0n, reserved: 0n }));
        const done: Array<{ op: Exclude<Op, { kind: 'replay' }>; key: string }> = [];
        let seq = 0;

        for (const step of ops) {
          if (step.kind === 'replay') {
            if (!done.length) continue;
            const first = done[step.index % done.length]!;
            const m = {
              key: first.key,
              userId: players[first.op.player]!,
              currency,
              amount: first.op.amount,
            };
            const again = await run(first.op.kind, m);
            expect(again.replayed).toBe(true);
            await expect(run(first.op.kind, { ...m, amount: m.amount + 1n })).rejects.toBeInstanceOf(
              IdempotencyConflictError,
            );
            continue;
          }
          const account = model[step.player]!;
          const key = `prop-${userSeq}-${++seq}`;
          const m = { key, userId: players[step.player]!, currency, amount: step.amount };
          const source = {
            deposit: null,
            credit: null,
            reserve: 'main',
            debit: 'main',
            settle: 'reserved',
            release: 'reserved',
          } as const;
          const from = source[step.kind];
          if (from && account[from] < step.amount) {
            await expect(run(step.kind, m)).rejects.toBeInstanceOf(InsufficientFundsError);
            continue;
          }
          const result = await run(step.kind, m);
          expect(result.replayed).toBe(false);
          done.push({ op: step, key });
          const [main, reserved] = MOVES[step.kind];
          account.main += main * step.amount;
          account.reserved += reserved * step.amount;
        }

        for (const [i, userId] of players.entries()) {
          const balances = await ledger.balances(userId, currency);
          expect({ main: balances.main, reserved: balances.reserved }).toEqual(model[i]);
        }
        expect(await invariants()).toEqual(SOUND_LEDGER);
      },
    ),
    { numRuns: 40 },
  );
}, 120_000);

function run(
  kind: Exclude<Op['kind'], 'replay'>,
  m: { key: string; userId: number; currency: Currency; amount: bigint },
) {
  const db = database.db;
  switch (kind) {
    case 'deposit':
      return ledger.creditDeposit(db, m);
    case 'reserve':
      return ledger.reservePayout(db, m);
    case 'settle':
      return ledger.settlePayout(db, m);
    case 'release':
      return ledger.releasePayout(db, m);
    case 'credit':
      return ledger.adjust(db, { ...m, reason: 'property test credit' });
    case 'debit':
      return ledger.adjust(db, { ...m, amount: -m.amount, reason: 'property test debit' });
  }
}
