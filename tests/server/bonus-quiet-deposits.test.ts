import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_SECONDS } from '../../src/contract/constants';
import { promoRedemptions } from '../../src/server/db/schema';
import { createLedger } from '../../src/server/ledger/ledger';
import { createPromoOperator, quietDepositDecision } from '../../src/server/modules/bonuses';
import { decideDeposit } from '../../src/server/modules/bonuses/deposit-decision';
import { readDepositStanding } from '../../src/server/modules/bonuses/deposit-standing';
import { activeProgramsOf } from '../../src/server/modules/bonuses/program-cache';
import { call, ROOMY_LIMITS, testClock } from './accounts';
import { bonusesAnswer } from '../../src/contract/bonuses';
import { decisionOf, deposit, get } from './bonus-programs';
import { createInvoice, paymentIdOf, player } from './deposits';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const clock = testClock();
beforeAll(async () => {
  server = await startTestServer({ ACCESS_TOKEN_TTL: String(30 * DAY_SECONDS) }, clock.now, {
    limits: ROOMY_LIMITS,
  });
}, 60_000);
afterAll(() => server.close());

const db = () => server.database.db;

/** What the TypeScript rules decide for a paid invoice, whatever was recorded. */
async function rulesDecide(invoiceId: number) {
  const standing = (await readDepositStanding(db(), invoiceId))!;
  return decideDeposit(await activeProgramsOf(db(), standing.programsStamp), standing).outcome;
}

/** Pays an invoice with the statement the webhook uses, with its own decision; answers what it said. */
async function creditQuietly(token: string, amount = 1_000) {
  const invoice = (await createInvoice(server, token, { method: 'card-rub', amount })).json();
  const paymentId = await paymentIdOf(server, invoice.id);
  const paidAt = clock.now();
  const paid = await createLedger(db()).payInvoice(
    { provider: 'sandbox', paymentId, paid: null, paidAt },
    quietDepositDecision(),
  );
  if (paid.result !== 'credited') throw new Error(`invoice ${invoice.id} was not credited: ${paid.result}`);
  return { invoiceId: invoice.id as number, after: paid.after };
}

async function cancelActive(token: string) {
  const answer = bonusesAnswer.parse((await get(server, '/api/v2/bonuses', token)).json());
  for (const bonus of answer.active)
    expect((await call(server, `/api/v2/bonuses/${bonus.id}/cancel`, {}, { token })).statusCode).toBe(200);
}

describe('a deposit that certainly earns nothing is decided in its crediting statement', () => {
  it('records none only where the rules find no offer, and leaves every other deposit to them', async () => {
    const p = await player(server, 'RUB');
    // the first deposit earns the registration bonus: the statement is not certain, the rules grant it
    const first = await creditQuietly(p.token);
    expect(first.after).toBeNull();
    expect(await decisionOf(db(), first.invoiceId)).toBeUndefined();
    expect(await rulesDecide(first.invoiceId)).not.toBe('none');

    // deposits through the webhook, each bonus cancelled so the next step can be earned: the pack runs out
    const recorded: string[] = [];
    for (let i = 0; i < 6; i++) {
      await cancelActive(p.token);
      const id = await deposit(server, p.token, 1_000);
      const outcome = (await decisionOf(db(), id))!.outcome;
      recorded.push(outcome);
      // whoever recorded it, no offer means none and none means no offer (after a grant the rules see the bonus
      // it granted as active, so a granted deposit reads as bonus_active now)
      const rules = await rulesDecide(id);
      if (outcome === 'none' || rules === 'none') expect(outcome, `deposit ${i + 2}`).toBe(rules);
    }
    expect(recorded).toContain('granted');
    expect(recorded.at(-1)).toBe('none');

    // past the pack the statement decides: the same outcome the rules give
    const past = await creditQuietly(p.token);
    expect(past.after).toBe('none');
    expect((await decisionOf(db(), past.invoiceId))!.outcome).toBe('none');
    expect(await rulesDecide(past.invoiceId)).toBe('none');
  });

  it('leaves the deposit to the rules when the programs changed since this process read them', async () => {
    const p = await player(server, 'RUB');
    // a week and a day after registration every registration-date program is over
    clock.advance(8 * DAY_SECONDS * 1000);
    await deposit(server, p.token, 1_000);
    const quiet = await creditQuietly(p.token);
    expect(quiet.after).toBe('none');
    expect(await rulesDecide(quiet.invoiceId)).toBe('none');

    await db().execute(
      sql`update bonus_programs set updated_at = updated_at + interval '1 second' where active`,
    );
    const changed = await creditQuietly(p.token);
    expect(changed.after).toBeNull();
    expect(await decisionOf(db(), changed.invoiceId)).toBeUndefined();
  });

  it('leaves the deposit to the rules while a promo redemption waits for it', async () => {
    const p = await player(server, 'RUB');
    const userId = (await get(server, '/profile/user', p.token)).json().user.id as number;
    clock.advance(8 * DAY_SECONDS * 1000);
    await createPromoOperator({ db: db(), now: clock.now }).add({
      code: 'QUIET-WAIT',
      programId: 'promo-deposit-100',
      kind: 'registration',
      expiresAt: null,
      maxUses: null,
    });
    // a webhook deposit reads the programs as they are now (a new code moved their stamp); the next is quiet
    await deposit(server, p.token, 1_000);
    expect((await creditQuietly(p.token)).after).toBe('none');

    await db()
      .insert(promoRedemptions)
      .values({
        code: 'QUIET-WAIT',
        userId,
        programId: 'promo-deposit-100',
        expiresAt: new Date(clock.now().getTime() + DAY_SECONDS * 1000),
        createdAt: clock.now(),
      });
    clock.advance(1_000);
    const waiting = await creditQuietly(p.token);
    expect(waiting.after).toBeNull();
    expect(await rulesDecide(waiting.invoiceId)).not.toBe('none');
  });
});
