import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/rows';
import { createLedger } from '../../src/server/ledger/ledger';
import { grantBonus } from '../../src/server/modules/bonuses/wallet';
import { insertUser } from '../../src/server/players/repository';
import { parseCommand, UsageError } from '../../src/server/ops/commands';
import { cliStore } from './cli-store';
import { describeCli } from './describe-cli';
import { spendBonus } from './bonus-wallet';

const { ops, withData } = cliStore('wallet');
const email = 'ops-wager@example.test';
let userId = 0;
let bonusId = 0;

beforeAll(async () => {
  await withData(async ({ db }) => {
    userId = (await insertUser(db, { email, registerMethod: 'email' })).id;
    const ledger = createLedger(db);
    const now = () => new Date();
    // 100.00 RUB to wager 3 times; 40.00 of it already lost at a bet
    const bonus = await ledger.transaction((tx) =>
      grantBonus({ ledger, now }, tx, {
        userId,
        currency: 'RUB',
        programId: 'welcome-1',
        name: 'bonus.welcome.first',
        amount: 10_000n,
        wagerMultiplier: 3,
        expiresAt: new Date(Date.now() + 7 * 86_400_000),
        sourceKey: `ops-test:${userId}`,
      }),
    );
    bonusId = bonus!.id;
    await ledger.transaction((tx) => spendBonus(ledger, tx, userId, 'RUB', 4_000n));
  });
}, 120_000);

describe('parseCommand: bonus wallet', () => {
  it('reads wager and bonuses with their options', () => {
    expect(parseCommand(['wager', 'a@b.c', '100.5'])).toEqual({
      name: 'wager',
      user: 'a@b.c',
      amount: 100.5,
    });
    expect(parseCommand(['wager', '7', '1', '--currency', 'kzt', '--reference', 'r-1'])).toEqual({
      name: 'wager',
      user: '7',
      amount: 1,
      currency: 'KZT',
      reference: 'r-1',
    });
    expect(parseCommand(['bonuses', '7'])).toEqual({ name: 'bonuses', user: '7' });
  });

  it.each([
    [['wager', '7'], /wager takes 2 arguments/],
    [['wager', '7', '10.555'], /not an amount/],
    [['wager', '7', '1e3'], /not an amount/],
    [['wager', '7', '1', '--currency', 'XYZ'], /not one of RUB/],
    [['wager', '7', '1', '--reference', 'a b'], /--reference/],
    [['wager', '7', '1', '--reason', 'x'], /Unknown option '--reason'/],
    [['bonuses', '7', '--currency', 'RUB'], /bonuses takes no options/],
    [['bonuses'], /bonuses takes 1 argument/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
    expect(() => parseCommand(argv)).toThrow(message);
  });
});

describeCli('npm run ops -- wager', () => {
  it('advances the wagering, converts the remainder once the wager is met, and records a reference once', async () => {
    const first = await ops('wager', email, '120.50', '--reference', 'table-7');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(
      `Recorded a wager of 120.50 RUB for #${userId} ${email} (operator:table-7).`,
    );
    expect(first.stdout).toContain(
      `Bonus ${bonusId} (bonus.welcome.first): wagered 120.50 of 300.00 RUB (40%).`,
    );
    expect(first.stdout).toContain('main 0.00, bonus 60.00, reserved 0.00 RUB');

    const replay = await ops('wager', String(userId), '999', '--reference', 'table-7');
    expect(replay.code).toBe(0);
    expect(replay.stdout).toContain('Reference operator:table-7 was already recorded; nothing changed.');

    const last = await ops('wager', String(userId), '179.50');
    expect(last.code).toBe(0);
    expect(last.stdout).toContain(
      `Bonus ${bonusId} (bonus.welcome.first) wagered in full: 60.00 RUB moved to the main balance.`,
    );
    expect(last.stdout).toContain('main 60.00, bonus 0.00, reserved 0.00 RUB');

    const other = await ops('wager', email, '5', '--currency', 'KZT');
    expect(other.code).toBe(0);
    expect(other.stdout).toContain('No active KZT bonus to wager.');

    const stored = await withData(async ({ db }) =>
      rowsOf<{ amount: string; source: string; currency: string }>(
        await db.execute(
          sql`select amount::text, source, currency from wagers where user_id = ${userId} order by id`,
        ),
      ),
    );
    expect(stored).toEqual([
      { amount: '12050', source: 'operator', currency: 'RUB' },
      { amount: '17950', source: 'operator', currency: 'RUB' },
      { amount: '500', source: 'operator', currency: 'KZT' },
    ]);

    const list = await ops('bonuses', email);
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^id\s+name\s+program\s+status\s+granted\s+wagered\s+outcome\s+source$/);
    expect(lines[2]!.split(/\s{2,}/)).toEqual([
      String(bonusId),
      'bonus.welcome.first',
      'welcome-1',
      'converted',
      '100.00 RUB',
      '300.00 of 300.00 RUB (100%)',
      '60.00 RUB to main',
      `ops-test:${userId}`,
    ]);
  }, 120_000);

  it('exits 1 for an unknown player and 2 for a bad amount', async () => {
    const unknown = await ops('wager', 'nobody@example.test', '1');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No player with id or email "nobody@example.test".');
    const bad = await ops('wager', email, '-1');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Usage: npm run ops');
  }, 90_000);
});
