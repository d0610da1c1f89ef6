import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/rows';
import { createLedger } from '../../src/server/ledger/ledger';
import { createOperatorService } from '../../src/server/modules/billing/operator';
import { createPayoutService } from '../../src/server/modules/billing/payouts-service';
import { createSandboxProvider } from '../../src/server/modules/billing/providers/sandbox';
import { insertUser } from '../../src/server/players/repository';
import { parseCommand, UsageError } from '../../src/server/ops/commands';
import { cliStore } from './cli-store';
import { describeCli } from './describe-cli';

const { ops, spawnOps, openData, withData } = cliStore('money');
const email = 'ops-player@example.test';
let userId = 0;
const payoutIds: number[] = [];

beforeAll(async () => {
  await withData(async ({ db }) => {
    userId = (await insertUser(db, { email, registerMethod: 'email' })).id;
    const ledger = createLedger(db);
    const provider = createSandboxProvider({ webhookKey: 'ops-test' });
    await createOperatorService({ db, ledger, provider, now: () => new Date() }).creditPlayer(
      userId,
      1_000,
      'seed',
    );
    const payouts = createPayoutService({ db, ledger });
    for (const [amount, key] of [
      [100, 'ops-payout-1'],
      [200, 'ops-payout-2'],
    ] as const) {
      const body = { method: 'card-rub', amount, destination: `4000 0000 0000 ${amount}9` };
      payoutIds.push((await payouts.request({ userId, sid: null }, body, key)).payout.id);
    }
  });
}, 120_000);

describe('parseCommand', () => {
  it('reads each command with its arguments and options', () => {
    expect(parseCommand(['credit', 'a@b.c', '100.5', '--reason', 'gift', '--key', 'k-1'])).toEqual({
      name: 'credit',
      user: 'a@b.c',
      amount: 100.5,
      reason: 'gift',
      key: 'k-1',
    });
    expect(parseCommand(['debit', '7', '1', '--reason', 'fee'])).toEqual({
      name: 'debit',
      user: '7',
      amount: 1,
      reason: 'fee',
    });
    expect(parseCommand(['balance', '7'])).toEqual({ name: 'balance', user: '7' });
    expect(parseCommand(['payouts'])).toEqual({ name: 'payouts' });
    expect(parseCommand(['approve', '12'])).toEqual({ name: 'approve', payoutId: 12 });
    expect(parseCommand(['reject', '12', '--reason', 'kyc'])).toEqual({
      name: 'reject',
      payoutId: 12,
      reason: 'kyc',
    });
    expect(parseCommand([])).toEqual({ name: 'help' });
    expect(parseCommand(['payouts', '--help'])).toEqual({ name: 'help' });
  });

  it.each([
    [['refund', '1'], /unknown command "refund"/],
    [['credit', 'a@b.c', '-5', '--reason', 'x'], /Unknown option '-5'/],
    [['credit', 'a@b.c', '12,5', '--reason', 'x'], /not an amount/],
    [['credit', 'a@b.c', '1e3', '--reason', 'x'], /not an amount/],
    [['credit', 'a@b.c', '100.0000000000000001', '--reason', 'x'], /not an amount/],
    [['credit', 'a@b.c', '10.555', '--reason', 'x'], /not an amount/],
    [['credit', 'a@b.c', '10'], /--reason is required/],
    [['reject', '3', '--reason', ''], /--reason is required/],
    [['approve', 'abc'], /not a payout id/],
    [['approve', '1', '2'], /approve takes 1 argument/],
    [['payouts', '--force'], /Unknown option '--force'/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
    expect(() => parseCommand(argv)).toThrow(message);
  });
});

describeCli('npm run ops', () => {
  it('credits by email, debits by id and shows the balance, recording each reason', async () => {
    const credit = await ops('credit', email, '250.50', '--reason', 'welcome gift');
    expect(credit.stderr).toBe('');
    expect(credit.code).toBe(0);
    expect(credit.stdout).toContain(`Credited 250.50 RUB to #${userId} ${email}`);
    const debit = await ops('debit', String(userId), '50.5', '--reason', 'fee', '--key', 'ops-debit-1');
    expect(debit.code).toBe(0);
    expect(debit.stdout).toContain('Debited 50.50 RUB');
    const balance = await ops('balance', email);
    expect(balance.code).toBe(0);
    expect(balance.stdout).toContain('main 900.00, bonus 0.00, reserved 300.00 RUB');
    const reasons = await withData(async ({ db }) =>
      rowsOf<{ reason: string }>(
        await db.execute(sql`select reason from ledger_transactions where kind = 'adjustment' order by id`),
      ).map((r) => r.reason),
    );
    expect(reasons).toEqual(['seed', 'welcome gift', 'fee']);
  }, 90_000);

  it('lists pending payouts as a table, approves one and rejects the other', async () => {
    const list = await ops('payouts');
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^id\s+status\s+player\s+amount\s+method\s+destination\s+requested$/);
    expect(lines[2]).toMatch(/^\d+\s+pending\s/);
    expect(lines.slice(2).map((l) => l.split(/\s+/)[0])).toEqual(payoutIds.map(String));
    expect(list.stdout).toContain('100.00 RUB');
    expect(list.stdout).toContain('4000 0000 0000 2009');

    const approve = await ops('approve', String(payoutIds[0]));
    expect(approve.code).toBe(0);
    expect(approve.stdout).toContain(`Payout ${payoutIds[0]} paid: 100.00 RUB sent.`);
    const reject = await ops('reject', String(payoutIds[1]), '--reason', 'documents missing');
    expect(reject.code).toBe(0);
    expect(reject.stdout).toContain(`Payout ${payoutIds[1]} rejected: 200.00 RUB returned to the player.`);
    const after = await withData(async ({ db }) => ({
      balances: await createLedger(db).balances(userId, 'RUB'),
      sum: rowsOf<{ total: string }>(
        await db.execute(sql`select coalesce(sum(amount), 0)::text as total from ledger_entries`),
      )[0]!.total,
      statuses: rowsOf<{ status: string }>(await db.execute(sql`select status from payouts order by id`)).map(
        (r) => r.status,
      ),
    }));
    expect(after).toEqual({
      balances: { main: 110_000n, bonus: 0n, reserved: 0n },
      sum: '0',
      statuses: ['paid', 'rejected'],
    });
  }, 90_000);

  it('exits 1 with the reason when refused and 2 with the usage on a bad command line', async () => {
    const again = await ops('approve', String(payoutIds[0]));
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Payout ${payoutIds[0]} is paid, not pending.`);
    const badAmount = await ops('credit', email, '-5', '--reason', 'x');
    expect(badAmount.code).toBe(2);
    expect(badAmount.stderr).toContain('Usage: npm run ops');
  }, 90_000);

  it('refuses to open the embedded database while another process has it', async () => {
    const held = await openData();
    try {
      const busy = await spawnOps('payouts');
      expect(busy.code).toBe(1);
      expect(busy.stderr).toContain(`in use by process ${process.pid}`);
      expect(busy.stderr).toContain('stop the server first');
    } finally {
      await held.close();
    }
  }, 90_000);
});
