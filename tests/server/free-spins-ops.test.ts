import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freeSpinCampaigns, users } from '../../src/server/db/schema';
import { parseCommand, UsageError } from '../../src/server/ops/commands';
import { cliStore } from './cli-store';
import { describeCli } from './describe-cli';

const { ops, withData } = cliStore('spins');

const EMAIL = 'spins-player@example.test';
let userId = 0;
beforeAll(async () => {
  userId = await withData(async ({ db }) => {
    const [row] = await db
      .insert(users)
      .values({ email: EMAIL, registerMethod: 'email', currency: 'KZT' })
      .returning({ id: users.id });
    return row!.id;
  });
}, 60_000);

const campaignsOf = (id: number) =>
  withData(({ db }) =>
    db
      .select()
      .from(freeSpinCampaigns)
      .where(eq(freeSpinCampaigns.userId, id))
      .orderBy(asc(freeSpinCampaigns.id)),
  );

describe('parseCommand: free spins', () => {
  it('reads spins grant with its options and spins list', () => {
    expect(parseCommand(['spins', 'grant', 'a@b.test', 'slots-classic', '20', '--bet', '1.5'])).toEqual({
      name: 'spins-grant',
      user: 'a@b.test',
      gameId: 'slots-classic',
      count: 20,
      bet: 1.5,
    });
    expect(
      parseCommand([
        'spins',
        'grant',
        '7',
        'slots-classic',
        '5',
        '--bet',
        '2',
        '--currency',
        'usd',
        '--days',
        '3',
        '--key',
        'k1',
      ]),
    ).toEqual({
      name: 'spins-grant',
      user: '7',
      gameId: 'slots-classic',
      count: 5,
      bet: 2,
      currency: 'USD',
      days: 3,
      key: 'k1',
    });
    expect(parseCommand(['spins', 'list', '7'])).toEqual({ name: 'spins-list', user: '7' });
  });

  it.each([
    [['spins'], /unknown command "spins"/],
    [['spins', 'give', '7'], /unknown command "spins give"/],
    [['spins', 'grant', '7', 'slots-classic', '5'], /--bet "" is not an amount/],
    [['spins', 'grant', '7', 'slots-classic', '5', '--bet', '1.555'], /--bet "1.555" is not an amount/],
    [['spins', 'grant', '7', 'slots-classic', 'ten', '--bet', '1'], /"ten" is not a number of spins/],
    [['spins', 'grant', '7', 'slots-classic', '--bet', '1'], /spins grant takes 3 arguments/],
    [['spins', 'grant', '7', 'slots-classic', '5', '--bet', '1', '--currency', 'GBP'], /"GBP" is not one of/],
    [
      ['spins', 'grant', '7', 'slots-classic', '5', '--bet', '1', '--days=-1'],
      /"-1" is not a number of days/,
    ],
    [
      ['spins', 'grant', '7', 'slots-classic', '5', '--bet', '1', '--reason', 'x'],
      /Unknown option '--reason'/,
    ],
    [['spins', 'list', '7', '--bet', '1'], /spins list takes no options/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
    expect(() => parseCommand(argv)).toThrow(message);
  });
});

describeCli('npm run ops: free spins', () => {
  it("grants spins in the player's currency, once per key, and lists them", async () => {
    const granted = await ops(
      'spins',
      'grant',
      EMAIL,
      'slots-classic',
      '25',
      '--bet',
      '50',
      '--key',
      'promo-1',
    );
    expect(granted.stderr).toBe('');
    expect(granted.code).toBe(0);
    expect(granted.stdout).toMatch(
      new RegExp(
        `^Granted 25 free spins of 50\\.00 KZT on slots-classic to #${userId} ${EMAIL} \\(campaign (\\d+)\\), until (\\S+)\\.\\n$`,
      ),
    );
    const replay = await ops(
      'spins',
      'grant',
      EMAIL,
      'slots-classic',
      '25',
      '--bet',
      '50',
      '--key',
      'promo-1',
    );
    expect(replay.code).toBe(0);
    expect(replay.stdout).toMatch(
      /^Key promo-1 was already used for this grant \(campaign \d+\); nothing changed\./,
    );
    const conflict = await ops(
      'spins',
      'grant',
      EMAIL,
      'slots-classic',
      '30',
      '--bet',
      '50',
      '--key',
      'promo-1',
    );
    expect(conflict.code).toBe(1);
    expect(conflict.stderr).toMatch(/ops: Key promo-1 was used for another grant \(campaign \d+\)\./);

    const other = await ops(
      'spins',
      'grant',
      String(userId),
      'slots-fruit',
      '3',
      '--bet',
      '0.5',
      '--currency',
      'usd',
      '--days',
      '2',
    );
    expect(other.code).toBe(0);

    const rows = await campaignsOf(userId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      gameId: 'slots-classic',
      totalCount: 25,
      spinsLeft: 25,
      betValue: 5_000n,
      currency: 'KZT',
      status: 'active',
      sourceKey: 'ops:promo-1',
    });
    expect(rows[1]).toMatchObject({ gameId: 'slots-fruit', totalCount: 3, betValue: 50n, currency: 'USD' });
    expect(rows[0]!.sourceKey).not.toBe(rows[1]!.sourceKey);
    const days = (d: Date, from: Date) => Math.round((d.getTime() - from.getTime()) / 86_400_000);
    expect(days(rows[0]!.expiresAt, rows[0]!.createdAt)).toBe(7);
    expect(days(rows[1]!.expiresAt, rows[1]!.createdAt)).toBe(2);

    const list = await ops('spins', 'list', EMAIL);
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^id\s+game\s+left\s+bet\s+status\s+expires\s+source$/);
    expect(lines[2]).toMatch(
      new RegExp(`^${rows[1]!.id}\\s+slots-fruit\\s+3/3\\s+0\\.50 USD\\s+active\\s+\\S+\\s+ops:`),
    );
    expect(lines[3]).toMatch(
      new RegExp(
        `^${rows[0]!.id}\\s+slots-classic\\s+25/25\\s+50\\.00 KZT\\s+active\\s+\\S+\\s+ops:promo-1$`,
      ),
    );
  }, 120_000);

  it('exits 1 for an unknown player or a bad game and writes nothing, 2 on a bad command line', async () => {
    const before = await campaignsOf(userId);
    const unknown = await ops('spins', 'grant', 'nobody@example.test', 'slots-classic', '5', '--bet', '1');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No player with id or email "nobody@example.test".');
    const badGame = await ops('spins', 'grant', EMAIL, 'Slots Classic', '5', '--bet', '1');
    expect(badGame.code).toBe(1);
    expect(badGame.stderr).toContain('ops: "Slots Classic" is not a game id like slots-classic');
    const zero = await ops('spins', 'grant', EMAIL, 'slots-classic', '0', '--bet', '1');
    expect(zero.code).toBe(1);
    expect(zero.stderr).toContain('ops: The count must be a whole number from 1 to 1000');
    const tooLong = await ops('spins', 'grant', EMAIL, 'slots-classic', '5', '--bet', '1', '--days', '400');
    expect(tooLong.code).toBe(1);
    expect(tooLong.stderr).toContain('ops: Days must be a whole number from 1 to 365');
    const bad = await ops('spins', 'grant', EMAIL, 'slots-classic', '5');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('spins grant <userId|email> <game> <count> --bet <amount>');
    expect(await campaignsOf(userId)).toEqual(before);
    const empty = await withData(async ({ db }) => {
      const [row] = await db
        .insert(users)
        .values({ email: 'no-spins@example.test', registerMethod: 'email' })
        .returning({ id: users.id });
      return row!.id;
    });
    const none = await ops('spins', 'list', String(empty));
    expect(none.stdout).toBe(`No free spins for #${empty} no-spins@example.test.\n`);
  }, 120_000);
});
