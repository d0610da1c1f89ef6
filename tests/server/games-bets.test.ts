import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedsAnswer } from '../../src/contract/fair';
import { OutcomeStream } from '../../src/contract/fair/stream';
import {
  betDetailAnswer,
  betHistoryAnswer,
  feedAnswer,
  gameSettingsAnswer,
  placeBetAnswer,
} from '../../src/contract/games/bets';
import { caseBySlug, itemValue } from '../../src/contract/games/cases';
import { diceOutcome } from '../../src/contract/games/dice';
import { fairSeeds, playerBonuses, users, wagers } from '../../src/server/db/schema';
import { createLedger } from '../../src/server/ledger/ledger';
import { grantBonus } from '../../src/server/modules/bonuses/wallet';
import { browserRoundBytes } from '../../src/api/fair-round-bytes';
import { call } from './accounts';
import { allRowCounts } from './bonus-programs';
import { grantOf } from './bonus-wallet';
import { nicknameOf } from '../../src/server/modules/games/nickname';
import { fundedPlayer, placeBet } from './games';
import { startTestServer, type TestServer } from './harness';
import { ledgerInvariants, SOUND_LEDGER } from './ledger-invariants';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ GAMES_OFF: 'keno:USD' });
}, 60_000);
afterAll(() => server.close());

const db = () => server.database.db;
const get = (url: string, token: string) => call(server, url, undefined, { method: 'GET', token });
const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

describe('provably fair seeds', () => {
  it('commit to the server seed by its SHA-256, reveal it only on rotation, and keep the client seed', async () => {
    const { token, userId } = await fundedPlayer(server, 'RUB', 0n);
    const first = seedsAnswer.parse((await get('/api/v2/fair/seeds', token)).json());
    expect(first.previous).toBeNull();
    expect(first.active.nonce).toBe(0);
    const [stored] = await db().select().from(fairSeeds).where(eq(fairSeeds.userId, userId));
    expect(stored!.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(first.active.server_seed_hash).toBe(sha256(stored!.serverSeed));
    expect(JSON.stringify(first)).not.toContain(stored!.serverSeed);

    const rotated = await call(server, '/api/v2/fair/seeds/rotate', { client_seed: 'lucky-7' }, { token });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const after = seedsAnswer.parse(rotated.json());
    expect(after.previous).toMatchObject({
      server_seed: stored!.serverSeed,
      server_seed_hash: first.active.server_seed_hash,
      client_seed: first.active.client_seed,
      bets: 0,
    });
    expect(sha256(after.previous!.server_seed)).toBe(after.previous!.server_seed_hash);
    expect(after.active.client_seed).toBe('lucky-7');
    expect(after.active.server_seed_hash).not.toBe(first.active.server_seed_hash);
    const [active] = await db().select().from(fairSeeds).where(eq(fairSeeds.status, 'active'));
    expect(JSON.stringify(after)).not.toContain(active!.serverSeed);
  });

  it('refuse a bad client seed with 422 and change nothing', async () => {
    const { token } = await fundedPlayer(server, 'RUB', 0n);
    await get('/api/v2/fair/seeds', token);
    const before = await allRowCounts(db());
    for (const client_seed of ['', 'has space', 'x'.repeat(65), 7]) {
      const res = await call(server, '/api/v2/fair/seeds/rotate', { client_seed }, { token });
      expect(res.statusCode, String(client_seed)).toBe(422);
    }
    expect(await allRowCounts(db())).toEqual(before);
  });
});

describe('a dice bet', () => {
  it('debits the stake, credits the win, and can be recomputed from the revealed seed', async () => {
    const { token, userId } = await fundedPlayer(server, 'RUB', 1_000_000n);
    const res = await placeBet(server, token, 'dice', {
      amount: 100,
      params: { target: 50, direction: 'under' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { bet, balance } = placeBetAnswer.parse(res.json());
    const won = (bet.outcome as { roll: number }).roll < 50;
    // 99 % × 10001 / 5000 = 1.980198 → 198.01 for 100
    expect(bet).toMatchObject({ game: 'dice', amount: 100, status: 'settled', nonce: 0, currency: 'RUB' });
    expect(bet.payout).toBe(won ? 198.01 : 0);
    expect(bet.multiplier_exact).toBe(won ? '990099/500000' : '0/1');
    expect(balance).toBe(10_000 - 100 + (bet.payout ?? 0));
    expect(await db().select().from(wagers).where(eq(wagers.userId, userId))).toHaveLength(1);

    // the seed is still active: the detail does not show it
    const hidden = betDetailAnswer.parse((await get(`/api/v2/games/bets/${bet.id}`, token)).json());
    expect(hidden.server_seed).toBeNull();
    await call(server, '/api/v2/fair/seeds/rotate', {}, { token });
    const shown = betDetailAnswer.parse((await get(`/api/v2/games/bets/${bet.id}`, token)).json());
    const seed = Buffer.from(shown.server_seed!, 'hex');
    const recomputed = diceOutcome(new OutcomeStream(browserRoundBytes(seed, bet.client_seed, bet.nonce)));
    expect(recomputed).toEqual(bet.outcome);
    expect(sha256(shown.server_seed!)).toBe(bet.server_seed_hash);
    expect(await ledgerInvariants(db())).toEqual(SOUND_LEDGER);
  });

  it('answers a replayed bet id with the first bet and no second debit; other details are a 409', async () => {
    const { token } = await fundedPlayer(server, 'RUB', 1_000_000n);
    const body = { bet_id: 'replay-bet-0001', amount: 10, params: { side: 'heads' } };
    const first = await placeBet(server, token, 'coinflip', body);
    expect(first.statusCode, first.body).toBe(200);
    const before = await allRowCounts(db());
    const again = await placeBet(server, token, 'coinflip', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().bet).toEqual(first.json().bet);
    expect(await allRowCounts(db())).toEqual(before);
    const other = await placeBet(server, token, 'coinflip', { ...body, params: { side: 'tails' } });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'idempotency_conflict' });
    expect(await allRowCounts(db())).toEqual(before);
  });

  it('answers a replay with the first bet after the balance that paid for it is gone', async () => {
    const { token, userId } = await fundedPlayer(server, 'RUB', 1_000n);
    const body = { bet_id: 'replay-after-empty', amount: 10, params: { side: 'heads' } };
    const first = await placeBet(server, token, 'coinflip', body);
    expect(first.statusCode, first.body).toBe(200);
    const left = BigInt(Math.round(first.json().balance * 100));
    // a lost bet left nothing; a won one left the win, taken away here
    if (left > 0n) {
      const ledger = createLedger(db());
      await ledger.transaction((tx) =>
        ledger.adjust(tx, {
          key: `test:empty:${userId}`,
          userId,
          currency: 'RUB',
          amount: -left,
          reason: 'emptied',
        }),
      );
    }
    const before = await allRowCounts(db());
    const again = await placeBet(server, token, 'coinflip', body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().bet).toEqual(first.json().bet);
    expect(await allRowCounts(db())).toEqual(before);
    // a new bet is refused, and its row, written before the balance was checked, is gone with the rest
    const fresh = await placeBet(server, token, 'coinflip', { ...body, bet_id: 'replay-after-empty-2' });
    expect(fresh.statusCode).toBe(422);
    expect(fresh.json()).toMatchObject({ code: 'insufficient_funds' });
    expect(await allRowCounts(db())).toEqual(before);
  });

  it('takes the nonces in order and lists the bets newest first', async () => {
    const { token } = await fundedPlayer(server, 'RUB', 1_000_000n);
    for (let i = 0; i < 3; i++)
      expect(
        (await placeBet(server, token, 'coinflip', { amount: 1, params: { side: 'tails' } })).statusCode,
      ).toBe(200);
    const history = betHistoryAnswer.parse((await get('/api/v2/games/bets?limit=2', token)).json());
    expect(history.data.map((b) => b.nonce)).toEqual([2, 1]);
    const older = betHistoryAnswer.parse(
      (await get(`/api/v2/games/bets?before=${history.data[1]!.id}`, token)).json(),
    );
    expect(older.data.map((b) => b.nonce)).toEqual([0]);
  });
});

describe('a bet and the active bonus', () => {
  it('moves its wagering with the stake and converts it with the stake that meets it', async () => {
    const { token, userId } = await fundedPlayer(server, 'RUB', 1_000_000n);
    const ledger = createLedger(db());
    const deps = { ledger, now: () => new Date() };
    const bonus = await ledger.transaction((tx) =>
      grantBonus(deps, tx, grantOf(userId, new Date(), { amount: 50_000n, wagerMultiplier: 1 })),
    );
    const bonusRow = async () =>
      (await db().select().from(playerBonuses).where(eq(playerBonuses.id, bonus!.id)))[0]!;

    const first = placeBetAnswer.parse(
      (await placeBet(server, token, 'coinflip', { amount: 300, params: { side: 'heads' } })).json(),
    );
    expect(first.balance).toBe(10_000 - 300 + (first.bet.payout ?? 0));
    expect(await bonusRow()).toMatchObject({ status: 'active', wagerProgress: 30_000n });

    const second = placeBetAnswer.parse(
      (await placeBet(server, token, 'coinflip', { amount: 200, params: { side: 'heads' } })).json(),
    );
    expect(await bonusRow()).toMatchObject({ status: 'converted', wagerProgress: 50_000n });
    // the converted 500 ₽ reached the main balance the answer shows
    expect(second.balance).toBe(first.balance - 200 + (second.bet.payout ?? 0) + 500);
    expect((await ledger.balances(userId, 'RUB')).main).toBe(BigInt(Math.round(second.balance * 100)));
    expect(await ledgerInvariants(db())).toEqual(SOUND_LEDGER);
  });

  it('leaves an expired bonus alone', async () => {
    const { token, userId } = await fundedPlayer(server, 'RUB', 1_000_000n);
    const ledger = createLedger(db());
    const granted = new Date(Date.now() - 86_400_000);
    const bonus = await ledger.transaction((tx) =>
      grantBonus({ ledger, now: () => granted }, tx, {
        ...grantOf(userId, granted, { amount: 50_000n }),
        expiresAt: new Date(Date.now() - 1000),
      }),
    );
    const answer = await placeBet(server, token, 'coinflip', { amount: 300, params: { side: 'heads' } });
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await db().select().from(playerBonuses).where(eq(playerBonuses.id, bonus!.id));
    expect(row!.wagerProgress).toBe(0n);
  });
});

describe('every instant game', () => {
  it('settles keno, roulette and the wheel with their own parameters', async () => {
    const { token } = await fundedPlayer(server, 'RUB', 1_000_000n);
    const played = [
      ['keno', 10, { numbers: [1, 7, 13, 22, 40], risk: 'medium' }],
      [
        'roulette',
        3,
        {
          chips: [
            { bet: 'red', amount: 2 },
            { bet: 'straight', numbers: [17], amount: 1 },
          ],
        },
      ],
      ['wheelOfFortune', 1, { segments: 30, risk: 'high' }],
    ] as const;
    for (const [game, amount, params] of played) {
      const res = await placeBet(server, token, game, { amount, params });
      expect(res.statusCode, res.body).toBe(200);
      const { bet } = placeBetAnswer.parse(res.json());
      expect(bet).toMatchObject({ game, amount, params, status: 'settled' });
      expect(bet.outcome).toBeTruthy();
    }
    expect(await ledgerInvariants(db())).toEqual(SOUND_LEDGER);
  });

  it('opens a case at its price and credits the item it drops', async () => {
    const { token } = await fundedPlayer(server, 'RUB', 1_000_000n);
    const def = caseBySlug('neon');
    const price = Number(def.price.RUB) / 100;
    const before = await allRowCounts(db());
    const wrong = await placeBet(server, token, 'cases', { amount: price + 1, params: { slug: 'neon' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.amount[0]).toMatch(/^amount_mismatch:/);
    expect(await allRowCounts(db())).toEqual(before);

    const res = await placeBet(server, token, 'cases', { amount: price, params: { slug: 'neon' } });
    expect(res.statusCode, res.body).toBe(200);
    const { bet, balance } = placeBetAnswer.parse(res.json());
    const { index } = bet.outcome as { index: number };
    const value = Number(itemValue(def, index, 'RUB')) / 100;
    expect(bet).toMatchObject({ game: 'cases', amount: price, payout: value });
    expect(balance).toBe(10_000 - price + value);
  });

  it('refuses roulette chips that do not add up to the amount', async () => {
    const { token } = await fundedPlayer(server, 'RUB', 1_000_000n);
    const before = await allRowCounts(db());
    const res = await placeBet(server, token, 'roulette', {
      amount: 5,
      params: {
        chips: [
          { bet: 'red', amount: 2 },
          { bet: 'black', amount: 2 },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.amount[0]).toMatch(/^amount_mismatch:/);
    expect(await allRowCounts(db())).toEqual(before);
  });

  it('refuses a game the operator turned off in the player’s currency, and says so in the settings', async () => {
    const { token } = await fundedPlayer(server, 'USD', 100_000n);
    const before = await allRowCounts(db());
    const res = await placeBet(server, token, 'keno', { amount: 1, params: { numbers: [1], risk: 'low' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'game_unavailable' });
    expect(await allRowCounts(db())).toEqual(before);
    expect(
      (await placeBet(server, token, 'dice', { amount: 1, params: { target: 50, direction: 'over' } }))
        .statusCode,
    ).toBe(200);

    const usd = gameSettingsAnswer.parse((await get('/api/v2/games/settings?currency=USD', token)).json());
    expect(usd.data.find((g) => g.game === 'keno')).toMatchObject({ available: false });
    expect(usd.data.find((g) => g.game === 'roulette')).toMatchObject({
      available: true,
      min_bet: 0.01,
      max_bet: 0.1,
      rtp: 0.99,
    });
    const rub = gameSettingsAnswer.parse((await get('/api/v2/games/settings', token)).json());
    expect(rub.data.find((g) => g.game === 'keno')).toMatchObject({
      available: true,
      min_bet: 1,
      max_bet: 10_000,
    });
    expect(rub.data.find((g) => g.game === 'cases')).toMatchObject({ min_bet: null, rtp: 0.98 });
  });
});

describe('the live feed', () => {
  it('lists recent settled bets, hiding the name and amounts of players who hide their statistics', async () => {
    const shown = await fundedPlayer(server, 'RUB', 1_000_000n);
    const hidden = await fundedPlayer(server, 'RUB', 1_000_000n);
    const noAvatar = await fundedPlayer(server, 'RUB', 1_000_000n);
    await db().update(users).set({ name: 'Aigerim' }).where(eq(users.id, shown.userId));
    await db().update(users).set({ isStatisticsHidden: true }).where(eq(users.id, hidden.userId));
    await db().update(users).set({ isAvatarHidden: true }).where(eq(users.id, noAvatar.userId));
    const ids: Record<string, number> = {};
    for (const [name, p] of Object.entries({ shown, hidden, noAvatar })) {
      const res = await placeBet(server, p.token, 'coinflip', { amount: 7, params: { side: 'heads' } });
      ids[name] = placeBetAnswer.parse(res.json()).bet.id;
    }
    const feed = feedAnswer.parse(
      (await call(server, '/api/v2/games/feed?game=coinflip', undefined, { method: 'GET' })).json(),
    );
    const line = (id: number) => feed.data.find((b) => b.id === id);
    expect(line(ids.shown!)).toMatchObject({ player: 'Aigerim', amount: 7, game: 'coinflip' });
    expect(line(ids.shown!)!.avatar).toMatch(/^gen:[0-9a-f]{12}$/);
    expect(line(ids.hidden!)).toMatchObject({ player: null, avatar: null, amount: null, payout: null });
    expect(line(ids.noAvatar!)).toMatchObject({ avatar: null, amount: 7 });
    expect(line(ids.noAvatar!)!.player).toBe(nicknameOf(noAvatar.userId));
    expect(feed.data.every((b) => b.game === 'coinflip')).toBe(true);
    expect(feed.data.map((b) => b.id)).toEqual([...feed.data.map((b) => b.id)].sort((a, b) => b - a));
  });
});

describe('refused bets write nothing', () => {
  it('below the minimum, above the maximum, too many decimals, short balance, bad params', async () => {
    const { token } = await fundedPlayer(server, 'RUB', 5_000n);
    await get('/api/v2/fair/seeds', token);
    const before = await allRowCounts(db());
    const cases: [unknown, unknown, string][] = [
      [0.5, { side: 'heads' }, 'amount_below_minimum'],
      [10_001, { side: 'heads' }, 'amount_above_maximum'],
      [1.005, { side: 'heads' }, 'amount_precision'],
      [51, { side: 'heads' }, 'insufficient_funds'],
      [1, { side: 'edge' }, 'coinflip_side_invalid'],
      [1, { side: 'heads', extra: 1 }, 'unknown_field'],
    ];
    for (const [amount, params, code] of cases) {
      const res = await placeBet(server, token, 'coinflip', { amount, params });
      expect(res.statusCode, `${amount} ${JSON.stringify(params)}`).toBe(422);
      expect(JSON.stringify(res.json().errors), code).toContain(
        code === 'unrecognized_keys' ? 'params' : code,
      );
    }
    expect(await allRowCounts(db())).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    const res = await call(server, '/api/v2/games/dice/bets', {
      bet_id: 'x'.repeat(8),
      amount: 1,
      params: {},
    });
    expect(res.statusCode).toBe(401);
  });
});
