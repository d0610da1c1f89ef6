import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users, vipRequests, vipRewards } from '../../src/server/db/schema';
import { createLedger } from '../../src/server/ledger/ledger';
import { parseCommand, UsageError } from '../../src/server/ops/commands';
import { cliStore } from './cli-store';
import { describeCli } from './describe-cli';
import { addWager } from './vip-players';

const { ops, withData } = cliStore('vip');

describe('parseCommand: vip', () => {
  it('reads each command with its arguments', () => {
    expect(parseCommand(['vip', 'requests'])).toEqual({ name: 'vip-requests' });
    expect(parseCommand(['vip', 'approve', '12'])).toEqual({ name: 'vip-approve', requestId: 12 });
    expect(parseCommand(['vip', 'decline', '7'])).toEqual({ name: 'vip-decline', requestId: 7 });
    expect(parseCommand(['vip', 'rakeback'])).toEqual({ name: 'vip-rakeback' });
    expect(parseCommand(['vip', 'rakeback', '--period', '2026-W46'])).toEqual({
      name: 'vip-rakeback',
      period: '2026-W46',
    });
  });

  it.each([
    [['vip'], /unknown command "vip"/],
    [['vip', 'promote', '1'], /unknown command "vip promote"/],
    [['vip', 'approve'], /vip approve takes 1 argument/],
    [['vip', 'approve', 'x1'], /"x1" is not a request id/],
    [['vip', 'requests', 'all'], /vip requests takes 0 arguments/],
    [['vip', 'rakeback', '--period', '2026-46'], /"2026-46" is not a week like 2026-W46/],
    [['vip', 'requests', '--period', '2026-W46'], /--period goes with vip rakeback only/],
    [['vip', 'approve', '1', '--reason', 'x'], /Unknown option '--reason'/],
    [['balance', '1', '--period', '2026-W46'], /Unknown option '--period'/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
    expect(() => parseCommand(argv)).toThrow(message);
  });
});

describeCli('npm run ops: vip', () => {
  let player = 0;
  let requests: Record<'join' | 'callback', number>;
  beforeAll(async () => {
    await withData(async ({ db }) => {
      const [row] = await db
        .insert(users)
        .values({ email: 'vip-ops@example.test', registerMethod: 'email', currency: 'RUB' })
        .returning({ id: users.id });
      player = row!.id;
      const inserted = await db
        .insert(vipRequests)
        .values([
          { userId: player, requestType: 'join' },
          { userId: player, requestType: 'callback' },
        ])
        .returning();
      requests = { join: inserted[0]!.id, callback: inserted[1]!.id };
      // 2020-W10 runs from Monday 2 March 2020: 1,000.00 in it earns bronze's 0.05 %
      await addWager(db, player, 100_000n, new Date('2020-03-04T10:00:00Z'));
    });
  }, 60_000);

  it('lists open requests, approves a join (the player turns premium) and declines a callback once', async () => {
    const list = await ops('vip', 'requests');
    expect(list.stderr).toBe('');
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^id\s+type\s+player\s+currency\s+requested$/);
    expect(lines[2]).toMatch(
      new RegExp(`^${requests.join}\\s+join\\s+#${player} vip-ops@example\\.test\\s+RUB\\s+\\d{4}-`),
    );
    expect(lines[3]).toMatch(new RegExp(`^${requests.callback}\\s+callback\\s+`));

    const approve = await ops('vip', 'approve', String(requests.join));
    expect(approve.code).toBe(0);
    expect(approve.stdout).toContain(
      `VIP request ${requests.join} (join) approved; player #${player} is premium.`,
    );
    const decline = await ops('vip', 'decline', String(requests.callback));
    expect(decline.code).toBe(0);
    expect(decline.stdout).toContain(`VIP request ${requests.callback} (callback) declined.`);

    const again = await ops('vip', 'decline', String(requests.join));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`ops: VIP request ${requests.join} is approved, not open.`);
    const unknown = await ops('vip', 'approve', '999999');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('ops: VIP request 999999 does not exist.');

    const state = await withData(async ({ db }) => ({
      requests: (await db.select().from(vipRequests).where(eq(vipRequests.userId, player)))
        .map((r) => [r.requestType, r.status])
        .sort(),
      premium: (await db.select().from(users).where(eq(users.id, player)))[0]!.premiumStatus,
    }));
    expect(state).toEqual({
      requests: [
        ['callback', 'declined'],
        ['join', 'approved'],
      ],
      premium: true,
    });
  }, 180_000);

  it('credits the rakeback of a closed week once, however often it is run', async () => {
    const first = await ops('vip', 'rakeback', '--period', '2020-W10');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Weeks checked: 2020-W10.');
    expect(first.stdout).toMatch(
      new RegExp(
        `Credited 0\\.50 RUB to #${player} for 2020-W10 \\(bronze, turnover 1000\\.00, transaction \\d+\\)\\.`,
      ),
    );
    const second = await ops('vip', 'rakeback', '--period', '2020-W10');
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Nothing to credit: every rakeback of these weeks is paid or zero.');
    const open = await ops('vip', 'rakeback', '--period', '2999-W01');
    expect(open.code).toBe(1);
    expect(open.stderr).toContain('Week 2999-W01 has not closed yet');

    const state = await withData(async ({ db }) => ({
      rewards: (await db.select().from(vipRewards)).map((r) => [r.userId, r.period, r.amount]),
      main: (await createLedger(db).balances(player, 'RUB')).main,
    }));
    expect(state).toEqual({ rewards: [[player, '2020-W10', 50n]], main: 50n });
  }, 180_000);
});
