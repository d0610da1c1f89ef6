import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDataAnswer } from '../../src/contract/billing';
import {
  bonusesAnswer,
  bonusProgramAnswer,
  cancelBonusAnswer,
  promotionsAnswer,
  waitingRegAndDepAnswer,
  welcomePackGuestAnswer,
} from '../../src/contract/bonuses';
import { DAY_SECONDS } from '../../src/contract/constants';
import { rowsOf } from '../../src/server/db/rows';
import { bonusPrograms } from '../../src/server/db/schema';
import { createLedger } from '../../src/server/ledger/ledger';
import { seedPrograms } from '../../src/server/modules/bonuses/program-repository';
import { PROGRAMS } from '../../src/server/modules/bonuses/programs';
import { call, ROOMY_LIMITS, testClock } from './accounts';
import {
  allRowCounts,
  balancesOf,
  bonusesOfSource,
  decisionOf,
  deposit,
  get,
  unbalancedCurrencies,
} from './bonus-programs';
import { createInvoice, paymentEvent, paymentIdOf, player, sendWebhook } from './deposits';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const clock = testClock();
const DAY_MS = DAY_SECONDS * 1000;
beforeAll(async () => {
  // a month-long access token: the welcome-pack tests move the clock by days
  server = await startTestServer({ ACCESS_TOKEN_TTL: String(30 * DAY_SECONDS) }, clock.now, {
    limits: ROOMY_LIMITS,
  });
}, 60_000);
afterAll(() => server.close());

const db = () => server.database.db;
const bonuses = async (token: string) =>
  bonusesAnswer.parse((await get(server, '/api/v2/bonuses', token)).json());
const cancel = (token: string, id: number) => call(server, `/api/v2/bonuses/${id}/cancel`, {}, { token });

/** Cancels the player's active bonus, so the next deposit can earn one. */
async function cancelActive(token: string) {
  const [active] = (await bonuses(token)).active;
  expect(active).toBeDefined();
  expect((await cancel(token, active!.id)).statusCode).toBe(200);
}

describe('bonus programs', () => {
  it('are seeded from the programs file at start, each active with its definition', async () => {
    const rows = await db().select().from(bonusPrograms);
    expect(rows.map((r) => r.id).sort()).toEqual(PROGRAMS.map((p) => p.id).sort());
    for (const program of PROGRAMS) {
      expect(rows.find((r) => r.id === program.id)).toMatchObject({
        kind: program.kind,
        active: true,
        definition: program,
      });
    }
  });

  it('take a changed definition, deactivate a program the file dropped, and refuse a bad one', async () => {
    const [regAndDep, ...others] = PROGRAMS;
    if (regAndDep?.kind !== 'reg_and_dep') throw new Error('the programs file starts with reg-and-dep');
    const changed = { ...regAndDep, windowDays: 5 };
    try {
      await seedPrograms(db(), [changed, ...others.filter((p) => p.id !== 'promo-no-deposit')]);
      const rows = await db().select().from(bonusPrograms);
      expect(rows.find((r) => r.id === 'reg-and-dep')?.definition).toMatchObject({ windowDays: 5 });
      expect(rows.find((r) => r.id === 'promo-no-deposit')).toMatchObject({ active: false });
      const guest = waitingRegAndDepAnswer.parse(
        (await get(server, '/bonus-system/bonus-activation/waiting-reg-and-dep')).json(),
      );
      expect(guest.data?.expires_in).toBe(5 * DAY_SECONDS);
      expect((await get(server, '/bonus-system/bonus/promo-no-deposit')).statusCode).toBe(404);

      const before = await allRowCounts(db());
      const bad = { ...regAndDep, terms: { ...regAndDep.terms, wagerMultiplier: 0 } };
      await expect(seedPrograms(db(), [bad])).rejects.toThrow();
      await expect(seedPrograms(db(), [regAndDep, regAndDep])).rejects.toThrow(/unique/);
      expect(await allRowCounts(db())).toEqual(before);
    } finally {
      await seedPrograms(db(), PROGRAMS);
    }
    const rows = await db().select().from(bonusPrograms);
    expect(rows.every((r) => r.active)).toBe(true);
  });
});

describe('the deposit hook', () => {
  it('credits 150% of a first deposit within 3 days of registering to the bonus balance', async () => {
    const { token } = await player(server, 'RUB');
    const invoiceId = await deposit(server, token, 1000);
    expect(await balancesOf(server, token)).toEqual({ main: 1000, bonus: 1500 });
    const [bonus] = await bonusesOfSource(db(), `deposit:${invoiceId}`);
    expect(bonus).toMatchObject({
      programId: 'reg-and-dep',
      name: 'bonus.reg_and_dep',
      currency: 'RUB',
      amount: 150_000n,
      // 1500 × 40
      wagerRequired: 6_000_000n,
      status: 'active',
      expiresAt: new Date(clock.now().getTime() + 7 * DAY_MS),
    });
    expect(await decisionOf(db(), invoiceId)).toMatchObject({
      outcome: 'granted',
      programId: 'reg-and-dep',
      step: null,
      bonusId: bonus!.id,
    });
    expect(await unbalancedCurrencies(db())).toEqual([]);
  });

  it('grants the free spins of the bonus with it, once, expiring with the bonus', async () => {
    const { token } = await player(server, 'RUB');
    const res = await createInvoice(server, token, { method: 'card-rub', amount: 1000 });
    const event = await paymentEvent(server, res.json().id, 'paid');
    for (let i = 0; i < 2; i++) expect((await sendWebhook(server, event)).statusCode).toBe(200);
    const spins = await call(server, '/profile/freeSpins', undefined, { method: 'GET', token });
    expect(spins.json().data).toEqual([
      expect.objectContaining({
        game: { id: 'slots-classic' },
        count: 50,
        bet_value: 10,
        currency: 'RUB',
        expiration_at: new Date(clock.now().getTime() + 7 * DAY_MS).toISOString(),
      }),
    ]);
  });

  it('decides by the programs as they are when the deposit is paid, after they changed too', async () => {
    const [regAndDep, ...others] = PROGRAMS;
    if (regAndDep?.kind !== 'reg_and_dep' || regAndDep.terms.reward.type !== 'match')
      throw new Error('the programs file starts with a matching reg-and-dep');
    const earlier = await player(server, 'RUB');
    await deposit(server, earlier.token, 1000);
    const reward = { ...regAndDep.terms.reward, percent: 200 };
    try {
      await seedPrograms(db(), [{ ...regAndDep, terms: { ...regAndDep.terms, reward } }, ...others]);
      const { token } = await player(server, 'RUB');
      await deposit(server, token, 1000);
      expect(await balancesOf(server, token)).toEqual({ main: 1000, bonus: 2000 });
    } finally {
      await seedPrograms(db(), PROGRAMS);
    }
    const { token } = await player(server, 'RUB');
    await deposit(server, token, 1000);
    expect(await balancesOf(server, token)).toEqual({ main: 1000, bonus: 1500 });
  });

  it('caps the match and rounds it down to the minor unit', async () => {
    const rub = await player(server, 'RUB');
    await deposit(server, rub.token, 20_000);
    expect(await balancesOf(server, rub.token)).toEqual({ main: 20_000, bonus: 15_000 });
    const usd = await player(server, 'USD', 'US');
    await deposit(server, usd.token, 10.01, 'card-usd');
    // 150% of 10.01 is 15.015
    expect(await balancesOf(server, usd.token)).toEqual({ main: 10.01, bonus: 15.01 });
  });

  it("earns nothing below the minimum deposit; the next deposit is the welcome pack's second step", async () => {
    const { token } = await player(server, 'RUB');
    const small = await deposit(server, token, 400, 'sbp');
    expect(await balancesOf(server, token)).toEqual({ main: 400, bonus: 0 });
    expect(await decisionOf(db(), small)).toMatchObject({
      outcome: 'below_minimum',
      programId: 'reg-and-dep',
      bonusId: null,
    });
    const second = await deposit(server, token, 1000);
    expect(await decisionOf(db(), second)).toMatchObject({
      outcome: 'granted',
      programId: 'welcome-pack',
      step: 2,
    });
    expect(await balancesOf(server, token)).toEqual({ main: 1400, bonus: 1000 });
  });

  it('grants once for a replayed webhook, and a replay grants what a crash after the credit lost', async () => {
    const replayed = await player(server, 'RUB');
    const res = await createInvoice(server, replayed.token, { method: 'card-rub', amount: 1000 });
    const event = await paymentEvent(server, res.json().id, 'paid');
    for (let i = 0; i < 3; i++) expect((await sendWebhook(server, event)).statusCode).toBe(200);
    expect(await bonusesOfSource(db(), `deposit:${res.json().id}`)).toHaveLength(1);
    expect(await balancesOf(server, replayed.token)).toEqual({ main: 1000, bonus: 1500 });

    // the credit committed and the process died before the bonus: the invoice is paid, nothing decided
    const crashed = await player(server, 'RUB');
    const invoice = (await createInvoice(server, crashed.token, { method: 'card-rub', amount: 1000 })).json();
    const ledger = createLedger(db());
    const paymentId = await paymentIdOf(server, invoice.id);
    const userId = (await get(server, '/profile/user', crashed.token)).json().user.id as number;
    const price = { amount: 100_000n, commission: 0n, shopAmount: 100_000n };
    await ledger.creditInvoice(
      invoice.id,
      { ...price, sumWasChanged: false, paidAt: clock.now() },
      {
        key: `deposit:sandbox:${paymentId}`,
        userId,
        currency: 'RUB',
        amount: 100_000n,
        reference: String(invoice.id),
      },
    );
    expect(await balancesOf(server, crashed.token)).toEqual({ main: 1000, bonus: 0 });
    expect(await decisionOf(db(), invoice.id)).toBeUndefined();

    expect((await sendWebhook(server, await paymentEvent(server, invoice.id, 'paid'))).statusCode).toBe(200);
    expect(await balancesOf(server, crashed.token)).toEqual({ main: 1000, bonus: 1500 });
    expect(await decisionOf(db(), invoice.id)).toMatchObject({ outcome: 'granted' });
  });

  it('grants once when duplicate webhooks arrive together', async () => {
    const { token } = await player(server, 'RUB');
    const invoice = (await createInvoice(server, token, { method: 'card-rub', amount: 1000 })).json();
    const event = await paymentEvent(server, invoice.id, 'paid');
    const answers = await Promise.all(Array.from({ length: 6 }, () => sendWebhook(server, event)));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const granted = await bonusesOfSource(db(), `deposit:${invoice.id}`);
    expect(granted).toHaveLength(1);
    const grants = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${`bonus:grant:${granted[0]!.id}`}`,
      ),
    );
    expect(grants).toEqual([{ n: 1 }]);
    expect(await balancesOf(server, token)).toEqual({ main: 1000, bonus: 1500 });
    expect(await unbalancedCurrencies(db())).toEqual([]);
  });

  it('grants one bonus when two deposits of a player are paid at once', async () => {
    const { token } = await player(server, 'RUB');
    const invoices = await Promise.all(
      [1000, 2000].map(async (amount) => {
        const res = await createInvoice(server, token, { method: 'card-rub', amount });
        return res.json().id as number;
      }),
    );
    const events = await Promise.all(invoices.map((id) => paymentEvent(server, id, 'paid')));
    const answers = await Promise.all(events.map((e) => sendWebhook(server, e)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const outcomes = await Promise.all(invoices.map(async (id) => (await decisionOf(db(), id))?.outcome));
    expect(outcomes.sort()).toEqual(['bonus_active', 'granted']);
    const { active } = await bonuses(token);
    expect(active).toHaveLength(1);
    expect((await balancesOf(server, token)).bonus).toBe(active[0]!.amount);
    expect(await unbalancedCurrencies(db())).toEqual([]);
  });

  it('earns nothing while another bonus is wagered, and a later replay does not change that', async () => {
    const { token } = await player(server, 'RUB');
    await deposit(server, token, 1000);
    const second = await createInvoice(server, token, { method: 'card-rub', amount: 2000 });
    const event = await paymentEvent(server, second.json().id, 'paid');
    expect((await sendWebhook(server, event)).statusCode).toBe(200);
    expect(await decisionOf(db(), second.json().id)).toMatchObject({
      outcome: 'bonus_active',
      programId: 'welcome-pack',
      step: 2,
      bonusId: null,
    });
    expect(await balancesOf(server, token)).toEqual({ main: 3000, bonus: 1500 });
    await cancelActive(token);
    expect((await sendWebhook(server, event)).statusCode).toBe(200);
    expect(await bonusesOfSource(db(), `deposit:${second.json().id}`)).toEqual([]);
    expect(await balancesOf(server, token)).toEqual({ main: 3000, bonus: 0 });
  });

  it('credits welcome-pack steps 1–4 by the number of paid deposits within 7 days of registering', async () => {
    const { token } = await player(server, 'RUB');
    // past the 3-day registration-and-deposit window, inside the 7-day welcome pack
    clock.advance(4 * DAY_MS);
    const expected = [
      { amount: 1000, step: 1, bonus: 1000 },
      { amount: 2000, step: 2, bonus: 2000 },
      { amount: 2000, step: 3, bonus: 1500 },
      { amount: 2000, step: 4, bonus: 1000 },
    ];
    for (const { amount, step, bonus } of expected) {
      const invoiceId = await deposit(server, token, amount);
      expect(await decisionOf(db(), invoiceId)).toMatchObject({
        outcome: 'granted',
        programId: 'welcome-pack',
        step,
      });
      expect((await balancesOf(server, token)).bonus).toBe(bonus);
      expect((await bonuses(token)).active[0]).toMatchObject({ name: `bonus.welcome.step${step}` });
      await cancelActive(token);
    }
    const fifth = await deposit(server, token, 2000);
    expect(await decisionOf(db(), fifth)).toMatchObject({ outcome: 'none', programId: null });

    const late = await player(server, 'RUB');
    clock.advance(7 * DAY_MS);
    const afterWindow = await deposit(server, late.token, 1000);
    expect(await decisionOf(db(), afterWindow)).toMatchObject({ outcome: 'none' });
    expect(await balancesOf(server, late.token)).toEqual({ main: 1000, bonus: 0 });
  });
});

describe('offers', () => {
  it('waiting-reg-and-dep: a guest gets the 3-day offer, a player what is left of theirs until the first deposit', async () => {
    const url = '/bonus-system/bonus-activation/waiting-reg-and-dep';
    const guest = await get(server, url);
    expect(guest.statusCode).toBe(200);
    expect(waitingRegAndDepAnswer.parse(guest.json())).toEqual({
      data: { name: 'bonus.reg_and_dep', expires_in: 3 * DAY_SECONDS },
    });
    // a stale token is a guest, not an error
    expect((await get(server, url, 'not-a-token')).json().data.expires_in).toBe(3 * DAY_SECONDS);

    const { token } = await player(server, 'RUB');
    clock.advance(3_600_000);
    expect((await get(server, url, token)).json()).toEqual({
      data: { name: 'bonus.reg_and_dep', expires_in: 3 * DAY_SECONDS - 3_600 },
    });
    await deposit(server, token, 1000);
    expect((await get(server, url, token)).json()).toEqual({ data: null });
  });

  it('promotions: a guest sees what registering now offers, in the asked currency; a player what is left of theirs', async () => {
    const guest = promotionsAnswer.parse((await get(server, '/api/v2/promotions?currency=USD')).json());
    expect(guest.data.map((o) => [o.program_id, o.name, o.step, o.currency, o.expires_in])).toEqual([
      ['reg-and-dep', 'bonus.reg_and_dep', null, 'USD', 3 * DAY_SECONDS],
      ['welcome-pack', 'bonus.welcome.step1', 1, 'USD', 7 * DAY_SECONDS],
    ]);
    expect(guest.data.every((o) => !o.next_deposit && !o.activated && o.promo_code === null)).toBe(true);
    // a stale token is a guest; roubles by default
    const stale = promotionsAnswer.parse((await get(server, '/api/v2/promotions', 'not-a-token')).json());
    expect(stale.data.map((o) => o.currency)).toEqual(['RUB', 'RUB']);
    expect((await get(server, '/api/v2/promotions?currency=GBP')).statusCode).toBe(422);

    const { token } = await player(server, 'RUB');
    await deposit(server, token, 1000);
    await cancelActive(token);
    const mine = promotionsAnswer.parse((await get(server, '/api/v2/promotions?currency=USD', token)).json());
    // the player's own currency and standing: the first deposit took the reg-and-dep bonus, step 2 is next
    expect(mine.data.map((o) => [o.name, o.currency, o.next_deposit])).toEqual([
      ['bonus.welcome.step2', 'RUB', true],
    ]);
  });

  it('bonus/{id}: a program with its window and region; 404 for an unknown one', async () => {
    const res = await get(server, '/bonus-system/bonus/welcome-pack');
    expect(bonusProgramAnswer.parse(res.json())).toEqual({
      data: {
        id: 'welcome-pack',
        kind: 'welcome_pack',
        name: 'bonus.welcome',
        public_title: expect.stringContaining('Welcome pack'),
        expires_in: 7 * DAY_SECONDS,
        region: null,
      },
    });
    const { token } = await player(server, 'RUB');
    clock.advance(DAY_MS);
    expect((await get(server, '/bonus-system/bonus/reg-and-dep', token)).json().data.expires_in).toBe(
      2 * DAY_SECONDS,
    );
    expect((await get(server, '/bonus-system/bonus/promo-deposit-100', token)).json().data.expires_in).toBe(
      14 * DAY_SECONDS,
    );
    expect((await get(server, '/bonus-system/bonus/nothing-here')).statusCode).toBe(404);
    expect((await get(server, '/bonus-system/bonus/welcome-pack?x=1')).statusCode).toBe(422);
  });

  it('the guest welcome pack has its publicTitle and four steps in the asked currency', async () => {
    const res = await get(server, '/api/v3/welcome-pack/get-welcome-packs-guest?currency=USD');
    expect(res.statusCode).toBe(200);
    const pack = welcomePackGuestAnswer.parse(res.json());
    expect(pack).toMatchObject({ id: 'welcome-pack', currency: 'USD', expires_in: 7 * DAY_SECONDS });
    expect(pack.publicTitle).toMatch(/Welcome pack/);
    expect(pack.steps.map((s) => [s.step, s.name, s.match_percent])).toEqual([
      [1, 'bonus.welcome.step1', 100],
      [2, 'bonus.welcome.step2', 100],
      [3, 'bonus.welcome.step3', 75],
      [4, 'bonus.welcome.step4', 50],
    ]);
    expect(pack.steps[0]).toMatchObject({
      max_amount: 110,
      min_deposit: 5,
      wager_multiplier: 35,
      expiry_days: 7,
      free_spins: { count: 30, game_id: 'slots-classic' },
    });
    expect(
      welcomePackGuestAnswer.parse((await get(server, '/api/v3/welcome-pack/get-welcome-packs-guest')).json())
        .currency,
    ).toBe('RUB');
    expect((await get(server, '/api/v3/welcome-pack/get-welcome-packs-guest?currency=GBP')).statusCode).toBe(
      422,
    );
  });
});

describe("the player's bonuses", () => {
  it('list what the next deposit earns, the active bonus and the history; billing data names the next bonus', async () => {
    const { token } = await player(server, 'RUB');
    const billingBonus = async () =>
      billingDataAnswer.parse((await get(server, '/api/v2/billing/data', token)).json()).payments.bonus.name;

    const fresh = await bonuses(token);
    expect(fresh.available.map((b) => [b.program_id, b.step, b.next_deposit])).toEqual([
      ['reg-and-dep', null, true],
      ['welcome-pack', 1, false],
    ]);
    expect(fresh.available[0]).toMatchObject({
      kind: 'reg_and_dep',
      name: 'bonus.reg_and_dep',
      match_percent: 150,
      max_amount: 15_000,
      min_deposit: 500,
      currency: 'RUB',
      expires_in: 3 * DAY_SECONDS,
    });
    expect(fresh).toMatchObject({ active: [], history: [] });
    expect(await billingBonus()).toBe('bonus.reg_and_dep');

    await deposit(server, token, 1000);
    const wagering = await bonuses(token);
    expect(wagering.active).toMatchObject([
      { program_id: 'reg-and-dep', amount: 1500, wager_required: 60_000, wagered: 0, status: 'active' },
    ]);
    expect(wagering.available.map((b) => [b.program_id, b.step, b.next_deposit])).toEqual([
      ['welcome-pack', 2, false],
    ]);
    expect(await billingBonus()).toBeNull();

    const cancelled = await cancel(token, wagering.active[0]!.id);
    expect(cancelBonusAnswer.parse(cancelled.json())).toMatchObject({
      success: true,
      data: { status: 'cancelled' },
    });
    const after = await bonuses(token);
    expect(after.active).toEqual([]);
    expect(after.history).toMatchObject([{ status: 'cancelled', forfeited_amount: 1500 }]);
    expect(after.available[0]).toMatchObject({ step: 2, next_deposit: true, name: 'bonus.welcome.step2' });
    expect(await billingBonus()).toBe('bonus.welcome.step2');
  });

  it("refuse another player's bonus (404) and a second cancel (409), writing nothing", async () => {
    const owner = await player(server, 'RUB');
    await deposit(server, owner.token, 1000);
    const [active] = (await bonuses(owner.token)).active;
    const other = await player(server, 'RUB');
    const before = await allRowCounts(db());
    expect((await cancel(other.token, active!.id)).statusCode).toBe(404);
    expect(await allRowCounts(db())).toEqual(before);
    expect((await cancel(owner.token, active!.id)).statusCode).toBe(200);
    const afterCancel = await allRowCounts(db());
    expect((await cancel(owner.token, active!.id)).statusCode).toBe(409);
    expect(await allRowCounts(db())).toEqual(afterCancel);
    expect((await cancel(owner.token, 0)).statusCode).toBe(422);
  });

  it('need a session', async () => {
    expect((await get(server, '/api/v2/bonuses')).statusCode).toBe(401);
    expect((await call(server, '/api/v2/bonuses/1/cancel', {})).statusCode).toBe(401);
  });
});
