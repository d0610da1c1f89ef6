import { describe, expect, it } from 'vitest';
import { promoCodes } from '../../src/server/db/schema';
import { parseCommand, UsageError } from '../../src/server/ops/commands';
import { cliStore } from './cli-store';
import { describeCli } from './describe-cli';

const { ops, openData } = cliStore('promo');

describe('parseCommand: promo codes', () => {
  it('reads promo add with its options, upper-casing the code, and promo list', () => {
    expect(
      parseCommand([
        'promo',
        'add',
        'spring-25',
        'promo-deposit-100',
        '--kind',
        'deposit',
        '--expires',
        '2099-01-01T00:00:00Z',
        '--max-uses',
        '10',
      ]),
    ).toEqual({
      name: 'promo-add',
      code: 'SPRING-25',
      programId: 'promo-deposit-100',
      kind: 'deposit',
      expiresAt: new Date('2099-01-01T00:00:00Z'),
      maxUses: 10,
    });
    expect(parseCommand(['promo', 'add', 'X25', 'promo-no-deposit', '--kind', 'registration'])).toMatchObject(
      {
        expiresAt: null,
        maxUses: null,
      },
    );
    expect(parseCommand(['promo', 'list'])).toEqual({ name: 'promo-list' });
  });

  it.each([
    [['promo', 'add', 'X25', 'promo-no-deposit'], /--kind is required/],
    [['promo', 'add', 'X25', 'promo-no-deposit', '--kind', 'bonus'], /registration or deposit/],
    [['promo', 'add', 'X25', 'promo-no-deposit', '--kind', 'deposit', '--expires', 'soon'], /ISO date/],
    [['promo', 'add', 'X25', 'promo-no-deposit', '--kind', 'deposit', '--max-uses', '0'], /at least 1/],
    [['promo', 'add', 'a b', 'promo-no-deposit', '--kind', 'deposit'], /not a promo code/],
    [['promo', 'add', 'X25', 'Promo!', '--kind', 'deposit'], /not a program id/],
    [['promo', 'add', 'X25'], /takes 2 arguments/],
    [['promo', 'list', '--kind', 'deposit'], /no options/],
    [['promo', 'remove', 'X25'], /unknown command "promo remove"/],
    [['promo', 'add', 'X25', 'promo-no-deposit', '--kind', 'deposit', '--reason', 'x'], /Unknown option/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
    expect(() => parseCommand(argv)).toThrow(message);
  });
});

describeCli('npm run ops: promo codes', () => {
  it('adds codes of promo programs, refuses the rest, and lists them', async () => {
    const added = await ops(
      'promo',
      'add',
      'Spring25',
      'promo-deposit-100',
      '--kind',
      'deposit',
      '--max-uses',
      '10',
      '--expires',
      '2099-01-01T00:00:00Z',
    );
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toContain(
      'Promo code SPRING25 (deposit) added: 100% on your next deposit with a promo code; 10 uses, until 2099-01-01T00:00:00.000Z.',
    );
    const welcome = await ops('promo', 'add', 'HELLO', 'promo-no-deposit', '--kind', 'registration');
    expect(welcome.stdout).toContain('Promo code HELLO (registration) added');
    expect(welcome.stdout).toContain('unlimited uses, no expiry');

    const twice = await ops('promo', 'add', 'spring25', 'promo-no-deposit', '--kind', 'registration');
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('Promo code SPRING25 exists already.');
    const notPromo = await ops('promo', 'add', 'PACK', 'welcome-pack', '--kind', 'deposit');
    expect(notPromo.code).toBe(1);
    expect(notPromo.stderr).toContain(
      'welcome-pack is a welcome_pack program; promo programs: promo-deposit-100, promo-no-deposit.',
    );
    const past = await ops(
      'promo',
      'add',
      'OLD',
      'promo-no-deposit',
      '--kind',
      'deposit',
      '--expires',
      '2001-01-01',
    );
    expect(past.code).toBe(1);
    expect(past.stderr).toContain('would expire before it can be used');
    const usage = await ops('promo', 'add', 'BAD', 'promo-no-deposit', '--kind', 'sideways');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('promo add <CODE> <program> --kind registration|deposit');

    const list = await ops('promo', 'list');
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^code\s+kind\s+program\s+uses\s+expires\s+added$/);
    expect(lines.slice(2).map((l) => l.split(/\s+/).slice(0, 4))).toEqual(
      expect.arrayContaining([
        ['SPRING25', 'deposit', 'promo-deposit-100', '0/10'],
        ['HELLO', 'registration', 'promo-no-deposit', '0'],
      ]),
    );
    expect(lines).toHaveLength(4);

    const database = await openData();
    try {
      const rows = await database.db.select().from(promoCodes);
      expect(rows.map((r) => [r.code, r.kind, r.programId, r.maxUses, r.uses]).sort()).toEqual([
        ['HELLO', 'registration', 'promo-no-deposit', null, 0],
        ['SPRING25', 'deposit', 'promo-deposit-100', 10, 0],
      ]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
