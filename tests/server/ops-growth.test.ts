import { like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { adCampaigns, mirrors, navigationRules } from '../../src/server/db/schema';
import { HttpError } from '../../src/server/http/errors';
import { createGrowthOperator } from '../../src/server/modules/growth/operator';
import { parseCommand, UsageError } from '../../src/server/ops/commands';
import { openTestDatabase } from './test-database';
import { cliStore } from './cli-store';
import { describeCli } from './describe-cli';

const { ops, withData } = cliStore('growth', { SITE_HOSTS: 'mirror-a.test', MIRROR_HOSTS: 'mirror-b.test' });

describe('parseCommand: mirrors, campaigns and rules', () => {
  it('reads each command with its arguments', () => {
    expect(parseCommand(['mirror', 'list'])).toEqual({ name: 'mirror-list' });
    expect(parseCommand(['mirror', 'retire', 'Mirror-A.test', 'https://mirror-b.test'])).toEqual({
      name: 'mirror-retire',
      host: 'mirror-a.test',
      newLink: 'https://mirror-b.test/',
    });
    expect(parseCommand(['mirror', 'activate', 'mirror-a.test'])).toEqual({
      name: 'mirror-activate',
      host: 'mirror-a.test',
    });
    expect(parseCommand(['mirror', 'meta', 'mirror-a.test', ' yandex-123 '])).toEqual({
      name: 'mirror-meta',
      host: 'mirror-a.test',
      value: 'yandex-123',
    });
    expect(parseCommand(['campaign', 'add', 'google', 'spring'])).toEqual({
      name: 'campaign-add',
      utmSource: 'google',
      utmCampaign: 'spring',
      promo: null,
    });
    expect(parseCommand(['campaign', 'add', 'google', 'spring', 'freespins', '50'])).toMatchObject({
      promo: { type: 'freespins', value: '50' },
    });
    expect(parseCommand(['rule', 'set', '/bonus', 'internal', '/promotions'])).toEqual({
      name: 'rule-set',
      path: '/bonus',
      kind: 'internal',
      target: '/promotions',
    });
    expect(parseCommand(['rule', 'set', '/go', 'external', 'https://partners.example.test/x'])).toMatchObject(
      {
        kind: 'external',
        target: 'https://partners.example.test/x',
      },
    );
    expect(parseCommand(['rule', 'remove', '/bonus'])).toEqual({ name: 'rule-remove', path: '/bonus' });
  });

  it.each([
    [['mirror'], /unknown command "mirror"/],
    [['mirror', 'delete', 'a.test'], /unknown command "mirror delete"/],
    [['mirror', 'retire', 'mirror-a.test'], /mirror retire takes 2 arguments/],
    [['mirror', 'retire', 'bad host', 'https://x.test'], /"bad host" is not a host name/],
    [['mirror', 'retire', 'mirror-a.test', 'javascript:alert(1)'], /not an http or https address/],
    [['mirror', 'retire', 'mirror-a.test', 'mirror-b.test'], /not an http or https address/],
    [['campaign', 'add', 'google', 'spring', 'freespins'], /campaign add takes 2 or 4 arguments/],
    [['campaign', 'add', 'google', ' '], /each value must be 1 to 500 characters/],
    [['rule', 'set', 'bonus', 'internal', '/x'], /"bonus" is not a path/],
    [['rule', 'set', '/bonus', 'internal', '//evil.test'], /"\/\/evil.test" is not a path/],
    [['rule', 'set', '/bonus', 'internal', 'https://x.test'], /is not a path/],
    [['rule', 'set', '/bonus', 'sideways', '/x'], /"sideways" is not internal or external/],
    [['mirror', 'list', '--reason', 'x'], /mirror takes no --reason or --key/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
    expect(() => parseCommand(argv)).toThrow(message);
  });
});

describeCli('npm run ops: mirrors, campaigns and rules', () => {
  it('retires a configured mirror, sets its meta and lists every mirror with its state', async () => {
    const retire = await ops('mirror', 'retire', 'mirror-a.test', 'https://mirror-b.test/');
    expect(retire.stderr).toBe('');
    expect(retire.code).toBe(0);
    expect(retire.stdout).toContain(
      'Mirror mirror-a.test retired: its visitors go to https://mirror-b.test/.',
    );
    const meta = await ops('mirror', 'meta', 'mirror-b.test', 'yandex-verification-b');
    expect(meta.code).toBe(0);
    const list = await ops('mirror', 'list');
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^host\s+status\s+new link\s+meta\s+reports\s+failed\s+median ms$/);
    expect(lines[2]).toMatch(/^mirror-a\.test\s+retired\s+https:\/\/mirror-b\.test\/\s+0\s+0$/);
    expect(lines[3]).toMatch(/^mirror-b\.test\s+active\s+yandex-verification-b\s+0\s+0$/);
  }, 90_000);

  it('adds a campaign with its promo and sets and removes a navigation rule', async () => {
    const campaign = await ops('campaign', 'add', 'google', 'spring', 'freespins', '50');
    expect(campaign.code).toBe(0);
    expect(campaign.stdout).toMatch(
      /Campaign \d+ \(utm_source=google, utm_campaign=spring\): promo freespins 50\./,
    );
    expect((await ops('rule', 'set', '/bonus', 'internal', '/promotions')).code).toBe(0);
    expect((await ops('rule', 'set', '/go', 'external', 'https://partners.example.test/')).code).toBe(0);
    const removed = await ops('rule', 'remove', '/go');
    expect(removed.stdout).toContain('Rule for /go removed.');
    const state = await withData(async ({ db }) => ({
      campaigns: await db.select().from(adCampaigns),
      rules: await db.select().from(navigationRules),
      mirrors: (await db.select().from(mirrors)).map((m) => [m.host, m.status]).sort(),
    }));
    expect(state.campaigns).toMatchObject([
      { utmSource: 'google', utmCampaign: 'spring', promoType: 'freespins', promoValue: '50' },
    ]);
    expect(state.rules).toMatchObject([{ path: '/bonus', kind: 'internal', target: '/promotions' }]);
    expect(state.mirrors).toEqual([
      ['mirror-a.test', 'retired'],
      ['mirror-b.test', 'active'],
    ]);
  }, 90_000);

  it('exits 1 for an unknown mirror or rule and 2 on a bad command line', async () => {
    const unknown = await ops('mirror', 'activate', 'nowhere.test');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Mirror nowhere.test is not registered.');
    const noRule = await ops('rule', 'remove', '/none');
    expect(noRule.code).toBe(1);
    expect(noRule.stderr).toContain('No navigation rule for /none.');
    const bad = await ops('rule', 'set', '/x', 'sideways', '/y');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('mirror retire <host> <newLink>');
  }, 90_000);
});

describeCli('npm run ops: a rule that would loop', () => {
  it('exits 1 with the loop and writes nothing', async () => {
    const result = await ops('rule', 'set', '/self', 'internal', '/self');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(
      'ops: A rule from /self to /self would redirect in a loop: /self → /self.',
    );
    const stored = await withData(({ db }) =>
      db.select().from(navigationRules).where(like(navigationRules.path, '/self')),
    );
    expect(stored).toEqual([]);
  }, 60_000);
});

describe('GrowthOperator.setRule: rules that would loop', () => {
  let database: Database;
  let growth: ReturnType<typeof createGrowthOperator>;
  beforeAll(async () => {
    database = await openTestDatabase();
    growth = createGrowthOperator({ db: database.db });
  });
  afterAll(() => database.close());

  /** The stored rules under the given path prefixes, as `path → target`, sorted. */
  const rulesUnder = async (...prefixes: string[]) =>
    (
      await database.db
        .select()
        .from(navigationRules)
        .where(or(...prefixes.map((prefix) => like(navigationRules.path, `${prefix}%`))))
    )
      .map((r) => `${r.path} → ${r.target}`)
      .sort();
  const refused = async (path: string, target: string, loop: string) => {
    const refusal = growth.setRule(path, { kind: 'internal', target });
    await expect(refusal).rejects.toBeInstanceOf(HttpError);
    await expect(refusal).rejects.toThrow(
      `A rule from ${path} to ${target} would redirect in a loop: ${loop}.`,
    );
  };
  const accepted = (path: string, target: string) => growth.setRule(path, { kind: 'internal', target });

  it('refuses a rule to itself, back along another rule or round a longer chain, and writes nothing', async () => {
    await refused('/self', '/self', '/self → /self');
    // the browser asks the rule of the pathname only, so a query or a fragment of the target changes nothing
    await accepted('/two/a', '/two/b?from=a');
    await refused('/two/b', '/two/a#top', '/two/b → /two/a → /two/b');
    await accepted('/three/a', '/three/b');
    await accepted('/three/b', '/three/c');
    await refused('/three/c', '/three/a', '/three/c → /three/a → /three/b → /three/c');
    // paths match as exact text, as the middleware looks them up: /three/a/ is another path than /three/a
    await accepted('/three/c', '/three/a/');
    expect(await rulesUnder('/self', '/two/', '/three/')).toEqual([
      '/three/a → /three/b',
      '/three/b → /three/c',
      '/three/c → /three/a/',
      '/two/a → /two/b?from=a',
    ]);
  });

  it("checks a path's new rule against the rules as they are after it replaces the old one", async () => {
    await accepted('/four/a', '/four/b');
    await accepted('/four/b', '/four/c');
    await refused('/four/c', '/four/a', '/four/c → /four/a → /four/b → /four/c');
    await accepted('/four/b', '/four/d');
    await accepted('/four/c', '/four/a');
    await refused('/four/b', '/four/c', '/four/b → /four/c → /four/a → /four/b');
    // an external rule leaves the site, so it ends any chain: replacing an internal rule with it always works
    await growth.setRule('/four/a', { kind: 'external', target: 'https://partners.example.test/' });
    await accepted('/four/b', '/four/c');
    expect(await rulesUnder('/four/')).toEqual([
      '/four/a → https://partners.example.test/',
      '/four/b → /four/c',
      '/four/c → /four/a',
    ]);
  });
});

describe('GrowthOperator.setRule', () => {
  it('lets only one of two rules set at once that together would loop', async () => {
    const database = await openTestDatabase();
    try {
      const growth = createGrowthOperator({ db: database.db });
      for (let round = 0; round < 10; round++) {
        const [a, b] = [`/race${round}/a`, `/race${round}/b`];
        const outcomes = await Promise.allSettled([
          growth.setRule(a, { kind: 'internal', target: b }),
          growth.setRule(b, { kind: 'internal', target: a }),
        ]);
        const failures = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
        expect(failures).toHaveLength(1);
        expect(failures[0]).toBeInstanceOf(HttpError);
        const stored = await database.db
          .select()
          .from(navigationRules)
          .where(like(navigationRules.path, `/race${round}/%`));
        expect(stored).toHaveLength(1);
      }
    } finally {
      await database.close();
    }
  }, 60_000);
});
