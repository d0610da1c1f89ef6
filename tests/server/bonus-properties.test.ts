import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Currency } from '../../src/contract/constants';
import type { Database } from '../../src/server/db/client';
import { playerBonuses } from '../../src/server/db/schema';
import { InsufficientFundsError } from '../../src/server/ledger/errors';
import { createLedger, type Ledger } from '../../src/server/ledger/ledger';
import {
  ActiveBonusExistsError,
  BonusNotActiveError,
  BonusNotFoundError,
  cancelBonus,
  forfeitExpiredBonuses,
  grantBonus,
  recordWager,
  wagerRequirement,
  type BonusGrant,
  type FinishedStatus,
  type WalletDeps,
} from '../../src/server/modules/bonuses/wallet';
import { testClock } from './accounts';
import { endingsOf, grantOf, newPlayer, spendBonus, walletRowCounts } from './bonus-wallet';
import { ledgerInvariants, SOUND_LEDGER } from './ledger-invariants';
import { openTestDatabase } from './test-database';

let database: Database;
let ledger: Ledger;
const clock = testClock();
let deps: WalletDeps;

beforeAll(async () => {
  database = await openTestDatabase();
  ledger = createLedger(database.db);
  deps = { ledger, now: clock.now };
});
afterAll(() => database.close());

const MINUTE = 60_000;
const PLAYERS = 3;
const CURRENCIES: Currency[] = ['RUB', 'KZT'];

type Op =
  | { kind: 'grant'; player: number; currency: number; amount: bigint; multiplier: number; minutes: number }
  | { kind: 'wager' | 'spend'; player: number; currency: number; amount: bigint }
  | { kind: 'cancel'; player: number; currency: number; target: 'active' | 'ended' | 'stranger' }
  | { kind: 'tick' | 'sweep' }
  | { kind: 'replayGrant' | 'replayWager'; index: number };

const who = { player: fc.nat({ max: PLAYERS - 1 }), currency: fc.nat({ max: CURRENCIES.length - 1 }) };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('grant' as const),
    ...who,
    amount: fc.bigInt({ min: 1n, max: 20_000n }),
    multiplier: fc.constantFrom(0.5, 1, 2, 3.25),
    minutes: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({
    kind: fc.constantFrom('wager' as const, 'spend' as const),
    ...who,
    amount: fc.bigInt({ min: 1n, max: 30_000n }),
  }),
  fc.record({
    kind: fc.constant('cancel' as const),
    ...who,
    target: fc.constantFrom('active' as const, 'ended' as const, 'stranger' as const),
  }),
  fc.record({ kind: fc.constantFrom('tick' as const, 'sweep' as const) }),
  fc.record({ kind: fc.constantFrom('replayGrant' as const, 'replayWager' as const), index: fc.nat() }),
);

/** What the model expects of one player's wallet in one currency. */
type Wallet = {
  main: bigint;
  bonus: bigint;
  active: { id: number; required: bigint; progress: bigint; expiresAt: number } | null;
};
/** How each bonus ended in the model, with the remainder that moved. */
type Ending = { status: FinishedStatus; moved: bigint; userId: number };

it('any sequence of grants, wagers, bets, conversions, forfeits, cancels and replays keeps the books and the bonuses right', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { maxLength: 30 }), async (ops) => {
      const db = database.db;
      // a run's sweeps must find nothing of earlier runs (one that failed, say): their bonuses, which expire
      // within 4 minutes of their grant, are forfeited first
      clock.advance(5 * MINUTE);
      await forfeitExpiredBonuses(deps, clock.now());
      const players: number[] = [];
      for (let i = 0; i < PLAYERS; i++) players.push(await newPlayer(db, 'prop-bonus'));
      const wallets = players.map(() =>
        CURRENCIES.map((): Wallet => ({ main: 0n, bonus: 0n, active: null })),
      );
      const endings = new Map<number, Ending>();
      const bonusesOf = new Map<number, number[]>(players.map((p) => [p, []]));
      const grants: BonusGrant[] = [];
      const references: string[] = [];
      let seq = 0;

      const end = (w: Wallet, userId: number, status: FinishedStatus) => {
        const moved = w.bonus;
        if (status === 'converted') w.main += moved;
        endings.set(w.active!.id, { status, moved, userId });
        w.bonus = 0n;
        w.active = null;
      };
      const expired = (w: Wallet) => w.active !== null && w.active.expiresAt <= clock.now().getTime();

      for (const step of ops) {
        switch (step.kind) {
          case 'grant': {
            const w = wallets[step.player]![step.currency]!;
            const userId = players[step.player]!;
            const g = grantOf(userId, clock.now(), {
              currency: CURRENCIES[step.currency]!,
              amount: step.amount,
              wagerMultiplier: step.multiplier,
              expiresAt: new Date(clock.now().getTime() + step.minutes * MINUTE),
            });
            if (w.active) {
              const before = await walletRowCounts(db);
              await expect(ledger.transaction((tx) => grantBonus(deps, tx, g))).rejects.toBeInstanceOf(
                ActiveBonusExistsError,
              );
              expect(await walletRowCounts(db)).toEqual(before);
              break;
            }
            const row = (await ledger.transaction((tx) => grantBonus(deps, tx, g)))!;
            expect(row.wagerRequired).toBe(wagerRequirement(step.amount, step.multiplier));
            grants.push(g);
            bonusesOf.get(userId)!.push(row.id);
            w.bonus += step.amount;
            w.active = {
              id: row.id,
              required: row.wagerRequired,
              progress: 0n,
              expiresAt: g.expiresAt.getTime(),
            };
            break;
          }
          case 'wager': {
            const w = wallets[step.player]![step.currency]!;
            const reference = `prop-wager-${players[step.player]}-${++seq}`;
            const result = await ledger.transaction((tx) =>
              recordWager(deps, tx, {
                userId: players[step.player]!,
                currency: CURRENCIES[step.currency]!,
                amount: step.amount,
                source: 'game',
                reference,
              }),
            );
            references.push(reference);
            expect(result.recorded).toBe(true);
            let convertedId: number | null = null;
            if (w.active && !expired(w)) {
              const progress = w.active.progress + step.amount;
              w.active.progress = progress < w.active.required ? progress : w.active.required;
              if (progress >= w.active.required) {
                convertedId = w.active.id;
                end(w, players[step.player]!, 'converted');
              }
            }
            expect(result.converted?.id ?? null).toBe(convertedId);
            break;
          }
          case 'spend': {
            const w = wallets[step.player]![step.currency]!;
            const spend = () =>
              ledger.transaction((tx) =>
                spendBonus(ledger, tx, players[step.player]!, CURRENCIES[step.currency]!, step.amount),
              );
            if (w.bonus < step.amount) await expect(spend()).rejects.toBeInstanceOf(InsufficientFundsError);
            else {
              await spend();
              w.bonus -= step.amount;
            }
            break;
          }
          case 'cancel': {
            const userId = players[step.player]!;
            const w = wallets[step.player]![step.currency]!;
            const before = await walletRowCounts(db);
            if (step.target === 'active') {
              if (!w.active) break;
              const id = w.active.id;
              const cancelled = await cancelBonus(deps, userId, id);
              expect(cancelled).toMatchObject({ id, status: 'cancelled', forfeitedAmount: w.bonus });
              end(w, userId, 'cancelled');
            } else if (step.target === 'ended') {
              const id = bonusesOf.get(userId)!.find((b) => endings.has(b));
              if (id === undefined) break;
              await expect(cancelBonus(deps, userId, id)).rejects.toBeInstanceOf(BonusNotActiveError);
              expect(await walletRowCounts(db)).toEqual(before);
            } else {
              const stranger = players[(step.player + 1) % PLAYERS]!;
              const id = bonusesOf.get(userId)!.at(-1);
              if (id === undefined) break;
              await expect(cancelBonus(deps, stranger, id)).rejects.toBeInstanceOf(BonusNotFoundError);
              expect(await walletRowCounts(db)).toEqual(before);
            }
            break;
          }
          case 'tick':
            clock.advance(MINUTE);
            break;
          case 'sweep': {
            let due = 0;
            for (const [p, row] of wallets.entries())
              for (const w of row)
                if (expired(w)) {
                  end(w, players[p]!, 'forfeited');
                  due++;
                }
            expect(await forfeitExpiredBonuses(deps, clock.now())).toBe(due);
            break;
          }
          case 'replayGrant': {
            if (!grants.length) break;
            const before = await walletRowCounts(db);
            const g = grants[step.index % grants.length]!;
            expect(await ledger.transaction((tx) => grantBonus(deps, tx, g))).toBeNull();
            expect(await walletRowCounts(db)).toEqual(before);
            break;
          }
          case 'replayWager': {
            if (!references.length) break;
            const before = await walletRowCounts(db);
            const reference = references[step.index % references.length]!;
            const [, userId] = /^prop-wager-(\d+)-/.exec(reference)!;
            const result = await ledger.transaction((tx) =>
              recordWager(deps, tx, {
                userId: Number(userId),
                currency: 'RUB',
                amount: 1n,
                source: 'game',
                reference,
              }),
            );
            expect(result).toEqual({ recorded: false, converted: null });
            expect(await walletRowCounts(db)).toEqual(before);
            break;
          }
        }
      }

      for (const [p, userId] of players.entries())
        for (const [c, currency] of CURRENCIES.entries()) {
          const w = wallets[p]![c]!;
          expect(await ledger.balances(userId, currency)).toEqual({
            main: w.main,
            bonus: w.bonus,
            reserved: 0n,
          });
          if (w.active) {
            const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.id, w.active.id));
            expect(row).toMatchObject({ status: 'active', wagerProgress: w.active.progress });
          }
        }
      for (const [id, ending] of endings) {
        const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.id, id));
        expect(row).toMatchObject({
          status: ending.status,
          userId: ending.userId,
          ...(ending.status === 'converted'
            ? { convertedAmount: ending.moved }
            : { forfeitedAmount: ending.moved }),
        });
        // ended once: one ledger movement of the remainder, or none when nothing was left
        const kind = ending.status === 'converted' ? 'bonus_convert' : 'bonus_forfeit';
        expect(await endingsOf(db, id)).toEqual(ending.moved ? [{ kind, amount: String(ending.moved) }] : []);
      }
      expect(await ledgerInvariants(db)).toEqual(SOUND_LEDGER);
    }),
    { numRuns: 100 },
  );
}, 300_000);
