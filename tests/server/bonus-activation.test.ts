import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateOfferAnswer, bonusesAnswer } from '../../src/contract/bonuses';
import { call, ROOMY_LIMITS, testClock } from './accounts';
import { allRowCounts, balancesOf, bonusesOfSource, decisionOf, deposit, get } from './bonus-programs';
import { player } from './deposits';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const clock = testClock();
beforeAll(async () => {
  server = await startTestServer({}, clock.now, { limits: ROOMY_LIMITS });
}, 60_000);
afterAll(() => server.close());

const db = () => server.database.db;
const activate = (token: string, programId: string) =>
  call(server, `/api/v2/bonuses/offers/${programId}/activate`, {}, { token });
const available = async (token: string) =>
  bonusesAnswer.parse((await get(server, '/api/v2/bonuses', token)).json()).available;

describe('activating an available bonus', () => {
  it('makes it the one the next deposit earns, ahead of the default order', async () => {
    const { token } = await player(server, 'RUB');
    // by default a first deposit earns the registration-and-deposit bonus
    expect((await available(token)).map((o) => [o.program_id, o.next_deposit, o.activated])).toEqual([
      ['reg-and-dep', true, false],
      ['welcome-pack', false, false],
    ]);

    const res = await activate(token, 'welcome-pack');
    expect(res.statusCode, res.body).toBe(200);
    expect(activateOfferAnswer.parse(res.json()).data).toMatchObject({
      program_id: 'welcome-pack',
      step: 1,
      next_deposit: true,
      activated: true,
    });
    expect((await available(token)).map((o) => [o.program_id, o.next_deposit, o.activated])).toEqual([
      ['welcome-pack', true, true],
      ['reg-and-dep', false, false],
    ]);

    const invoiceId = await deposit(server, token, 1000);
    // welcome step 1: 100 % instead of the registration bonus's 150 %
    expect(await balancesOf(server, token)).toEqual({ main: 1000, bonus: 1000 });
    const [bonus] = await bonusesOfSource(db(), `deposit:${invoiceId}`);
    expect(bonus).toMatchObject({ programId: 'welcome-pack', name: 'bonus.welcome.step1' });
    expect(await decisionOf(db(), invoiceId)).toMatchObject({ outcome: 'granted', step: 1 });
    // the choice was spent: nothing is activated any more
    expect((await available(token)).some((o) => o.activated)).toBe(false);
  });

  it('refuses the same bonus activated twice with 409, writing nothing', async () => {
    const { token } = await player(server, 'RUB');
    expect((await activate(token, 'reg-and-dep')).statusCode).toBe(200);
    const before = await allRowCounts(db());
    const again = await activate(token, 'reg-and-dep');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'bonus_already_activated' });
    expect(again.json().message).toMatch(/already activated/);
    expect(await allRowCounts(db())).toEqual(before);
  });

  it('lets one of two concurrent activations of the same bonus through', async () => {
    const { token } = await player(server, 'RUB');
    const answers = await Promise.all(Array.from({ length: 4 }, () => activate(token, 'welcome-pack')));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await available(token)).filter((o) => o.activated)).toHaveLength(1);
  });

  it('lets the player change their choice: the earlier one is withdrawn', async () => {
    const { token } = await player(server, 'RUB');
    expect((await activate(token, 'welcome-pack')).statusCode).toBe(200);
    expect((await activate(token, 'reg-and-dep')).statusCode).toBe(200);
    const offers = await available(token);
    expect(offers.filter((o) => o.activated).map((o) => o.program_id)).toEqual(['reg-and-dep']);
    const invoiceId = await deposit(server, token, 1000);
    expect(await decisionOf(db(), invoiceId)).toMatchObject({ programId: 'reg-and-dep' });
  });

  it('refuses a bonus the player cannot earn now, and any choice while a bonus is wagered', async () => {
    const { token } = await player(server, 'RUB');
    const before = await allRowCounts(db());
    for (const programId of ['no-such-program', 'promo-no-deposit']) {
      const res = await activate(token, programId);
      expect(res.statusCode, programId).toBe(404);
      expect(res.json()).toMatchObject({ code: 'bonus_not_available' });
    }
    expect(await allRowCounts(db())).toEqual(before);

    await deposit(server, token, 1000);
    const during = await allRowCounts(db());
    const res = await activate(token, 'welcome-pack');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'bonus_active_exists' });
    expect(await allRowCounts(db())).toEqual(during);
  });

  it('answers 401 to a guest and refuses a body', async () => {
    expect((await call(server, '/api/v2/bonuses/offers/reg-and-dep/activate', {})).statusCode).toBe(401);
    const { token } = await player(server, 'RUB');
    const res = await call(server, '/api/v2/bonuses/offers/reg-and-dep/activate', { x: 1 }, { token });
    expect(res.statusCode).toBe(422);
  });
});
