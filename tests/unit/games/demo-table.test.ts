import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyBet } from '../../../src/api/fair-verifier';
import { createDemoStore, DEMO_STORAGE_KEY } from '../../../src/app/demo/demo-store';
import {
  DEMO_BALANCE,
  demoBalance,
  demoBetDetail,
  demoBets,
  demoOpenRound,
  demoSeeds,
  newDemoTable,
  placeDemoBet,
  playDemoMove,
  resetDemoBalance,
  rotateDemoSeeds,
  type DemoEnv,
  type DemoTable,
} from '../../../src/app/demo/demo-table';
import type { ApiFailure } from '../../../src/contract/failure';
import { CASE_CATALOG } from '../../../src/contract/games/cases';
import { HOUSE_GAMES, type HouseGame } from '../../../src/contract/games/rtp';
import { INSTANT_GAMES } from '../../../src/contract/games/instant-games';
import { capWin } from '../../../src/contract/games/limits';
import { applyRatio } from '../../../src/contract/games/ratio';
import type { MinerState } from '../../../src/contract/games/miner';
import { drawOpening } from '../../../src/server/modules/games/bet-service';
import { instantBetGame } from '../../../src/server/modules/games/instant-bet';

const env: DemoEnv = {
  randomBytes: (n) => new Uint8Array(randomBytes(n)),
  now: () => new Date('2026-11-27T10:00:00Z'),
};

const DICE = { target: 49.5, direction: 'over' };
let ids = 0;
const order = (amount: number, params: unknown = DICE) => ({ betId: `demo-bet-${++ids}`, amount, params });

/** The failure a demo call threw, as the views receive it. */
function failureOf(play: () => unknown): ApiFailure {
  try {
    play();
  } catch (error) {
    return error as ApiFailure;
  }
  throw new Error('the demo call did not refuse');
}

describe('a demo table', () => {
  it('plays dice as the server would: the same outcome and payout from the pair and nonce, the play money moved', () => {
    let table = newDemoTable(env);
    const start = demoBalance(table, 'RUB');
    expect(start).toBe(BigInt(DEMO_BALANCE.RUB * 100));
    for (let nonce = 0; nonce < 50; nonce++) {
      const before = demoBalance(table, 'RUB');
      const pair = table.pair;
      const placed = placeDemoBet(table, env, 'dice', 'RUB', order(10));
      table = placed.table;
      const server = drawOpening(instantBetGame(INSTANT_GAMES.dice), pair, nonce, DICE);
      if (server.status !== 'settled') throw new Error('dice settles at once');
      const payout = capWin(applyRatio(1000n, server.multiplier), 'RUB');
      expect(placed.answer.bet).toMatchObject({
        nonce,
        status: 'settled',
        outcome: server.outcome,
        payout: Number(payout) / 100,
        multiplier_exact: `${server.multiplier.num}/${server.multiplier.den}`,
        server_seed_hash: pair.serverSeedHash,
        client_seed: pair.clientSeed,
      });
      expect(demoBalance(table, 'RUB')).toBe(before - 1000n + payout);
      expect(placed.answer.balance).toBe(Number(before - 1000n + payout) / 100);
    }
    expect(table.pair.nonce).toBe(50);
    expect(demoBets(table, { game: 'dice', limit: 5 }).map((b) => b.nonce)).toEqual([49, 48, 47, 46, 45]);
  });

  it('refuses the bets the server refuses, with its codes, and then changes nothing', () => {
    const table = newDemoTable(env);
    const broke = { ...table, balances: { RUB: '500' } };
    expect(failureOf(() => placeDemoBet(table, env, 'dice', 'RUB', order(0.5)))).toMatchObject({
      status: 422,
      code: 'amount_below_minimum',
    });
    expect(failureOf(() => placeDemoBet(table, env, 'dice', 'RUB', order(10_001))).code).toBe(
      'amount_above_maximum',
    );
    expect(failureOf(() => placeDemoBet(table, env, 'dice', 'RUB', order(1.005))).code).toBe(
      'amount_precision',
    );
    expect(failureOf(() => placeDemoBet(broke, env, 'dice', 'RUB', order(10)))).toMatchObject({
      status: 422,
      code: 'insufficient_funds',
      fields: { amount: [expect.stringMatching(/^insufficient_funds:/)] },
    });
    expect(failureOf(() => placeDemoBet(table, env, 'dice', 'RUB', order(10, { target: 101 }))).code).toBe(
      'validation_failed',
    );
    expect(
      failureOf(() =>
        placeDemoBet(table, env, 'roulette', 'RUB', order(2, { chips: [{ bet: 'red', amount: 1 }] })),
      ).code,
    ).toBe('amount_mismatch');
    expect(table.pair.nonce).toBe(0);
    expect(table.bets).toEqual([]);
  });

  it('answers a bet id seen before with the first bet, playing nothing again', () => {
    const first = placeDemoBet(newDemoTable(env), env, 'coinflip', 'USD', {
      betId: 'same-bet-1',
      amount: 1,
      params: { side: 'heads' },
    });
    const again = placeDemoBet(first.table, env, 'coinflip', 'USD', {
      betId: 'same-bet-1',
      amount: 1,
      params: { side: 'heads' },
    });
    expect(again.table).toBe(first.table);
    expect(again.answer.bet).toEqual(first.answer.bet);
  });

  it('plays a miner round: the mines hidden while open, one round at a time, the cash-out paid', () => {
    let table = newDemoTable(env);
    const opened = placeDemoBet(table, env, 'miner', 'RUB', order(100, { mines: 3 }));
    table = opened.table;
    expect(opened.answer.bet).toMatchObject({ status: 'open', payout: null, outcome: null });
    expect(JSON.stringify(opened.answer.bet.round)).not.toMatch(/mines"?:\s*\[/);
    expect(demoBalance(table, 'RUB')).toBe(1_000_000n - 10_000n);
    expect(failureOf(() => placeDemoBet(table, env, 'miner', 'RUB', order(100, { mines: 3 }))).code).toBe(
      'round_open',
    );
    expect(failureOf(() => rotateDemoSeeds(table, env)).code).toBe('round_open');
    expect(failureOf(() => playDemoMove(table, env, 'miner', 'cashout', {})).code).toBe('nothing_revealed');
    expect(failureOf(() => playDemoMove(table, env, 'miner', 'reveal', { tile: 'x' })).code).toBe(
      'validation_failed',
    );
    const mines = (table.bets[0]!.state as MinerState).mines;
    const safe = [...Array(25).keys()].find((tile) => !mines.includes(tile))!;
    table = playDemoMove(table, env, 'miner', 'reveal', { tile: safe }).table;
    expect(demoOpenRound(table, 'miner')?.round).toMatchObject({ revealed: [safe] });
    const cashed = playDemoMove(table, env, 'miner', 'cashout', {});
    table = cashed.table;
    expect(cashed.answer.bet).toMatchObject({ status: 'settled', outcome: { mines } });
    const payout = BigInt(Math.round(cashed.answer.bet.payout! * 100));
    expect(payout).toBeGreaterThan(10_000n);
    expect(demoBalance(table, 'RUB')).toBe(1_000_000n - 10_000n + payout);
    expect(demoOpenRound(table, 'miner')).toBeNull();
    expect(failureOf(() => playDemoMove(table, env, 'miner', 'reveal', { tile: 0 })).code).toBe(
      'no_open_round',
    );
  });

  it('keeps the server seed back until rotation, then reveals it so the verifier reproduces every bet', () => {
    let table: DemoTable = newDemoTable(env);
    table = placeDemoBet(table, env, 'keno', 'RUB', order(5, { numbers: [1, 2, 3], risk: 'low' })).table;
    table = placeDemoBet(table, env, 'wheelOfFortune', 'RUB', order(1, { segments: 10, risk: 'low' })).table;
    const [wheel, keno] = table.bets.map((b) => b.bet);
    expect(demoBetDetail(table, keno!.id).server_seed).toBeNull();
    expect(JSON.stringify(demoSeeds(table))).not.toContain(table.pair.serverSeed);
    const oldHash = table.pair.serverSeedHash;
    table = rotateDemoSeeds(table, env, 'my-own-seed');
    expect(demoSeeds(table)).toMatchObject({
      active: { client_seed: 'my-own-seed', nonce: 0 },
      previous: { server_seed_hash: oldHash, bets: 2 },
    });
    for (const bet of [keno!, wheel!]) {
      const { server_seed } = demoBetDetail(table, bet.id);
      const check = verifyBet({
        game: bet.game,
        params: bet.params,
        serverSeed: server_seed!,
        clientSeed: bet.client_seed,
        nonce: bet.nonce,
      });
      expect(check.outcome).toEqual(bet.outcome);
      expect(check.commitment).toBe(bet.server_seed_hash);
      expect(createHash('sha256').update(Buffer.from(server_seed!, 'hex')).digest('hex')).toBe(oldHash);
    }
    expect(failureOf(() => demoBetDetail(table, 999)).status).toBe(404);
  });

  it('plays every in-house game', () => {
    const PARAMS: Record<HouseGame, [number, unknown]> = {
      dice: [1, DICE],
      coinflip: [1, { side: 'tails' }],
      keno: [1, { numbers: [3, 9, 27], risk: 'high' }],
      roulette: [1, { chips: [{ bet: 'black', amount: 1 }] }],
      wheelOfFortune: [1, { segments: 30, risk: 'medium' }],
      cases: [CASE_CATALOG[0]!.price.RUB, { slug: CASE_CATALOG[0]!.slug }],
      miner: [1, { mines: 5 }],
      hilo: [1, {}],
    };
    let table = newDemoTable(env);
    for (const game of HOUSE_GAMES) {
      const [amount, params] = PARAMS[game];
      const placed = placeDemoBet(table, env, game, 'RUB', order(amount, params));
      table = placed.table;
      expect(placed.answer.bet.game).toBe(game);
    }
    expect(table.bets).toHaveLength(HOUSE_GAMES.length);
  });

  it('refills the play money of one currency', () => {
    const played = placeDemoBet(newDemoTable(env), env, 'dice', 'KZT', order(5)).table;
    expect(demoBalance(played, 'KZT')).not.toBe(5_000_000n);
    expect(demoBalance(resetDemoBalance(played, 'KZT'), 'KZT')).toBe(5_000_000n);
  });
});

describe('the demo store', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      data,
    };
  };

  it('keeps the table across page loads, and starts a new one from anything it cannot read', () => {
    const storage = memory();
    const store = createDemoStore({ storage, env });
    store.update((table) => ({
      table: placeDemoBet(table, env, 'dice', 'RUB', order(10)).table,
      result: null,
    }));
    const again = createDemoStore({ storage, env }).read();
    expect(again.bets).toHaveLength(1);
    expect(again.pair).toEqual(store.read().pair);
    storage.setItem(DEMO_STORAGE_KEY, '{"version":1,"pair":{"serverSeed":"zz"}}');
    expect(createDemoStore({ storage, env }).read().bets).toEqual([]);
    storage.setItem(DEMO_STORAGE_KEY, 'not json');
    expect(createDemoStore({ storage, env }).read().bets).toEqual([]);
  });

  it('keeps the table as it was when a change is refused', () => {
    const store = createDemoStore({ storage: memory(), env });
    const before = store.read();
    expect(() =>
      store.update((table) => ({
        table: placeDemoBet(table, env, 'dice', 'RUB', order(0.1)).table,
        result: null,
      })),
    ).toThrow();
    expect(store.read()).toBe(before);
  });

  it("hears another tab's bets", () => {
    const storage = memory();
    const target = new EventTarget();
    const store = createDemoStore({ storage, env, window: target as unknown as Window });
    let heard = 0;
    const stop = store.subscribe(() => heard++);
    const other = createDemoStore({ storage, env });
    other.update((table) => ({
      table: placeDemoBet(table, env, 'dice', 'RUB', order(10)).table,
      result: null,
    }));
    const event = Object.assign(new Event('storage'), { key: DEMO_STORAGE_KEY });
    target.dispatchEvent(event);
    expect(heard).toBe(1);
    expect(store.read().bets).toHaveLength(1);
    stop();
    target.dispatchEvent(event);
    expect(heard).toBe(1);
  });
});
