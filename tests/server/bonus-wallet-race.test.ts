import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { createLedger, type Ledger } from '../../src/server/ledger/ledger';
import {
  ActiveBonusExistsError,
  BonusNotActiveError,
  cancelBonus,
  forfeitExpiredBonuses,
  grantBonus,
  listPlayerBonuses,
  recordWager,
  type WalletDeps,
} from '../../src/server/modules/bonuses/wallet';
import { createRandom, freshSeed } from '../support/random';
import { testClock } from './accounts';
import { endingsOf, grantOf, newPlayer, spendBonus } from './bonus-wallet';
import { ledgerInvariants, SOUND_LEDGER } from './ledger-invariants';
import { openTestDatabase } from './test-database';

// On PostgreSQL (npm run test:pg) these transactions really run at once on a pool of connections; on PGlite they
// queue on its single connection, so the same assertions check serial orders.
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const ROUNDS = 15;
const CONTENDERS = 3;
const GRANTED = 9_000n;

let database: Database;
let ledger: Ledger;
const clock = testClock();
let deps: WalletDeps;

beforeAll(async () => {
  database = await openTestDatabase();
  ledger = createLedger(database.db);
  deps = { ledger, now: clock.now };
  // filled beforehand, so no transaction waits for a pool connection to look the house up
  await ledger.accounts.system('house', 'RUB');
});
afterAll(() => database.close());

type Attempt = { kind: 'convert' | 'cancel' | 'sweep'; won: number };

it(`converts, cancels or forfeits a bonus exactly once when all three race (${engine})`, async () => {
  const seed = process.env.RACE_SEED ? Number(process.env.RACE_SEED) : freshSeed();
  const random = createRandom(seed);
  const db = database.db;
  const winners: string[] = [];
  let seq = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const userId = await newPlayer(db, 'race');
    await ledger.accounts.player(userId, 'RUB');
    const expiresAt = new Date(clock.now().getTime() + 60_000);
    const bonus = (await ledger.transaction((tx) =>
      grantBonus(deps, tx, grantOf(userId, clock.now(), { amount: GRANTED, expiresAt })),
    ))!;
    // some players lost part of the bonus at bets, some all of it
    const lost = random.pick([0n, 4_000n, GRANTED]);
    if (lost) await ledger.transaction((tx) => spendBonus(ledger, tx, userId, 'RUB', lost));

    // stakes and the cancel are still in time; the sweep looks from just after the expiry. Each contender starts
    // after a random few milliseconds, so every one of them gets to be first in some round; the sweep, which reads
    // the expired bonuses in a transaction before it takes one, starts at once.
    const later = <T>(work: () => Promise<T>, ms: number) =>
      new Promise<void>((resolve) => setTimeout(resolve, random.int(0, ms))).then(work);
    const convert = () =>
      ledger
        .transaction((tx) =>
          recordWager(deps, tx, {
            userId,
            currency: 'RUB',
            amount: GRANTED,
            source: 'operator',
            reference: `race-${bonus.id}-${++seq}`,
          }),
        )
        .then((r): Attempt => ({ kind: 'convert', won: r.converted ? 1 : 0 }));
    const cancel = () =>
      cancelBonus(deps, userId, bonus.id).then(
        (): Attempt => ({ kind: 'cancel', won: 1 }),
        (error: unknown): Attempt => {
          if (!(error instanceof BonusNotActiveError)) throw error;
          return { kind: 'cancel', won: 0 };
        },
      );
    const sweep = () =>
      forfeitExpiredBonuses(deps, new Date(expiresAt.getTime() + 1)).then((count): Attempt => ({
        kind: 'sweep',
        won: count,
      }));
    const attempts = await Promise.all(
      Array.from({ length: CONTENDERS }, () => [
        later(convert, 20),
        later(cancel, 20),
        later(sweep, 0),
      ]).flat(),
    );

    const won = attempts.filter((a) => a.won);
    expect(won.map((a) => a.won)).toEqual([1]);
    const { active, history } = await listPlayerBonuses(db, userId);
    expect(active).toEqual([]);
    const [ended] = history;
    const status = { convert: 'converted', cancel: 'cancelled', sweep: 'forfeited' }[won[0]!.kind];
    expect(ended!.status).toBe(status);
    winners.push(status);
    const remainder = GRANTED - lost;
    expect(status === 'converted' ? ended!.convertedAmount : ended!.forfeitedAmount).toBe(remainder);
    expect(await endingsOf(db, bonus.id)).toEqual(
      remainder
        ? [{ kind: status === 'converted' ? 'bonus_convert' : 'bonus_forfeit', amount: String(remainder) }]
        : [],
    );
    expect(await ledger.balances(userId, 'RUB')).toEqual({
      main: status === 'converted' ? remainder : 0n,
      bonus: 0n,
      reserved: 0n,
    });
  }
  console.log(
    `bonus race: seed ${seed} (RACE_SEED=${seed} repeats the delays), winners ${winners.join(' ')}`,
  );
  expect(await ledgerInvariants(db)).toEqual(SOUND_LEDGER);
}, 120_000);

it(`grants one of many simultaneous bonuses to a player and refuses the rest (${engine})`, async () => {
  const db = database.db;
  const userId = await newPlayer(db, 'race-grant');
  await ledger.accounts.player(userId, 'RUB');
  const outcomes = await Promise.allSettled(
    Array.from({ length: 8 }, () =>
      ledger.transaction((tx) => grantBonus(deps, tx, grantOf(userId, clock.now(), { amount: 1_000n }))),
    ),
  );
  expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  for (const o of outcomes.filter((x) => x.status === 'rejected'))
    expect(o.reason).toBeInstanceOf(ActiveBonusExistsError);
  expect(await ledger.balances(userId, 'RUB')).toEqual({ main: 0n, bonus: 1_000n, reserved: 0n });
  expect(await ledgerInvariants(db)).toEqual(SOUND_LEDGER);
}, 60_000);
