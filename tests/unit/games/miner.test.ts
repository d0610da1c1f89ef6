import { describe, expect, it } from 'vitest';
import { choose } from '../../../src/contract/games/binomial';
import {
  cashOut,
  MINER_TILES,
  minerMultiplier,
  minerNextMultiplier,
  minerOutcome,
  minerParams,
  minerPayout,
  minerRevealBody,
  minerSurvivalChance,
  minerView,
  reveal,
  startMiner,
  type MinerState,
} from '../../../src/contract/games/miner';
import { add, compare, mul, ratio, ratioOf, toNumber, type Ratio } from '../../../src/contract/games/ratio';
import { fixedStream } from './fixed-stream';

const RTP = ratioOf('0.99');
const MINE_COUNTS = Array.from({ length: 24 }, (_, i) => i + 1);

/** The state after a move that must be legal. */
function must(step: ReturnType<typeof reveal>): MinerState {
  if (!step.ok) throw new Error(`refused: ${step.error}`);
  return step.state;
}

/** Every k-subset of 0…n−1, in increasing order. */
function* subsets(n: number, k: number, from = 0): Generator<number[]> {
  if (k === 0) return yield [];
  for (let first = from; first <= n - k; first++)
    for (const rest of subsets(n, k - 1, first + 1)) yield [first, ...rest];
}

/** Every sequence of draws `sample(25, mines)` can read: one int(25 − i) value per mine. */
function* drawSequences(mines: number, prefix: number[] = []): Generator<number[]> {
  if (prefix.length === mines) return yield prefix;
  for (let j = 0; j < MINER_TILES - prefix.length; j++) yield* drawSequences(mines, [...prefix, j]);
}

/** A strategy picks the next move from the state: a tile to open, or 'cashout'. */
type Strategy = (state: MinerState) => number | 'cashout';

/** Plays a strategy on a layout with the real state functions to the end of the round. */
function play(layout: readonly number[], strategy: Strategy): MinerState {
  let state = startMiner(layout, layout.length);
  while (state.status === 'playing') {
    const move = strategy(state);
    state = must(move === 'cashout' ? cashOut(state) : reveal(state, move));
  }
  return state;
}

/** The exact mean payout of a strategy over every layout of `mines` mines, each equally likely. */
function exactReturn(mines: number, strategy: Strategy, rtp = RTP): Ratio {
  let total = ratio(0);
  for (const layout of subsets(MINER_TILES, mines))
    total = add(total, minerPayout(play(layout, strategy), rtp)!);
  return mul(total, ratio(1, choose(MINER_TILES, mines)));
}

/** Open tiles 0, 1, 2, … and cash out after `k` safe ones. */
const inOrderFor =
  (k: number): Strategy =>
  (state) =>
    state.revealed.length >= k ? 'cashout' : state.revealed.length;

describe('miner layout', () => {
  it('is sample(25, mines): every layout of 1, 2 or 3 mines comes from exactly mines! draw sequences', () => {
    for (const mines of [1, 2, 3]) {
      const seen = new Map<string, number>();
      for (const draws of drawSequences(mines)) {
        const { mines: layout } = minerOutcome(fixedStream(draws), { mines });
        expect(new Set(layout).size).toBe(mines);
        const key = [...layout].sort((a, b) => a - b).join(',');
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      expect(seen.size).toBe(Number(choose(MINER_TILES, mines)));
      const factorial = [1, 1, 2, 6][mines]!;
      expect([...seen.values()].every((count) => count === factorial)).toBe(true);
    }
  });
});

describe('miner multipliers', () => {
  it('are RTP · C(25,k) / C(25−m,k), from 1.03125× (1 mine, 1 tile) to 5,148,297× (12 mines, all 13 tiles)', () => {
    expect(minerMultiplier(1, 1)).toEqual(ratioOf('1.03125'));
    expect(minerMultiplier(24, 1)).toEqual(ratioOf('24.75'));
    expect(minerMultiplier(3, 22)).toEqual(ratio(2277));
    expect(minerMultiplier(12, 13)).toEqual(ratio(5_148_297));
    expect(minerMultiplier(5, 0)).toEqual(RTP);
    expect(minerSurvivalChance(3, 2)).toEqual(ratio(22 * 21, 25 * 24));
  });

  it('make every next tile a fair bet: next multiplier × chance it is safe = current multiplier', () => {
    for (const mines of MINE_COUNTS)
      for (let k = 0; k < MINER_TILES - mines; k++) {
        const safeNext = ratio(MINER_TILES - mines - k, MINER_TILES - k);
        expect(mul(minerMultiplier(mines, k + 1), safeNext)).toEqual(minerMultiplier(mines, k));
        expect(mul(minerMultiplier(mines, k), minerSurvivalChance(mines, k))).toEqual(RTP);
      }
  });

  it('refuse mine counts outside 1…24 and more reveals than safe tiles', () => {
    expect(() => minerMultiplier(0, 1)).toThrow(RangeError);
    expect(() => minerMultiplier(25, 0)).toThrow(RangeError);
    expect(() => minerMultiplier(3, 23)).toThrow(RangeError);
    expect(() => minerSurvivalChance(3, -1)).toThrow(RangeError);
  });
});

describe('miner return over every layout', () => {
  it('is exactly 99 % for every mine count and every number of tiles opened before cashing out', () => {
    for (const mines of MINE_COUNTS)
      for (let k = 1; k <= MINER_TILES - mines; k++) {
        // Opening tiles in order, a round only depends on the first mine's tile r: C(24 − r, mines − 1) layouts
        // have it, so one layout per r, weighted by that count, covers all C(25, mines).
        let total = ratio(0);
        for (let r = 0; r <= MINER_TILES - mines; r++) {
          const layout = [r, ...Array.from({ length: mines - 1 }, (_, i) => MINER_TILES - 1 - i)];
          const payout = minerPayout(play(layout, inOrderFor(k)))!;
          total = add(total, mul(payout, ratio(choose(MINER_TILES - 1 - r, mines - 1))));
        }
        expect(mul(total, ratio(1, choose(MINER_TILES, mines))), `${mines} mines, ${k} tiles`).toEqual(RTP);
      }
  });

  it('is exactly 99 % over every single layout of few and of many mines', () => {
    for (const mines of [1, 2, 3, 22, 23, 24])
      for (let k = 1; k <= MINER_TILES - mines; k++) expect(exactReturn(mines, inOrderFor(k))).toEqual(RTP);
  });

  it('is exactly 99 % for strategies that choose tiles and when to stop from what they have seen', () => {
    const scattered: Strategy = (state) => {
      const seen = state.revealed.reduce((a, b) => a + b, 0);
      if (state.revealed.length > 0 && seen % 3 === 0) return 'cashout';
      let tile = (seen * 7 + 11) % MINER_TILES;
      while (state.revealed.includes(tile)) tile = (tile + 1) % MINER_TILES;
      return tile;
    };
    const greedy: Strategy = (state) =>
      compare(minerNextMultiplier(state)!, ratio(3)) > 0 && state.revealed.length > 0
        ? 'cashout'
        : MINER_TILES - 1 - state.revealed.length;
    for (const mines of [2, 3]) {
      expect(exactReturn(mines, scattered)).toEqual(RTP);
      expect(exactReturn(mines, greedy)).toEqual(RTP);
    }
    expect(exactReturn(2, greedy, ratioOf('0.98'))).toEqual(ratioOf('0.98'));
    expect(exactReturn(2, greedy, ratioOf('0.98'))).not.toEqual(RTP);
  });
});

describe('miner round', () => {
  const layout = [4, 9, 17];

  it('opens safe tiles, raising the multiplier, and pays it on cash-out', () => {
    let state = startMiner(layout, 3);
    expect(minerView(state)).toEqual({
      mineCount: 3,
      revealed: [],
      status: 'playing',
      hitMine: null,
      mines: null,
      multiplier: null,
      nextMultiplier: 1.125,
      canCashOut: false,
    });
    state = must(reveal(state, 0));
    state = must(reveal(state, 24));
    expect(state.revealed).toEqual([0, 24]);
    expect(minerNextMultiplier(state)).toEqual(minerMultiplier(3, 3));
    expect(minerPayout(state)).toBeNull();
    expect(minerView(state).mines).toBeNull();
    state = must(cashOut(state));
    expect(state.status).toBe('cashedOut');
    expect(minerPayout(state)).toEqual(minerMultiplier(3, 2));
    expect(toNumber(minerMultiplier(3, 2))).toBeCloseTo(1.2857, 4);
    expect(minerView(state)).toMatchObject({
      mines: [4, 9, 17],
      multiplier: toNumber(minerMultiplier(3, 2)),
      canCashOut: false,
    });
  });

  it('loses on a mine, shows the mines and pays nothing', () => {
    const state = must(reveal(must(reveal(startMiner(layout, 3), 3)), 9));
    expect(state).toMatchObject({ status: 'lost', hitMine: 9, revealed: [3] });
    expect(minerPayout(state)).toEqual(ratio(0));
    expect(minerView(state)).toMatchObject({ mines: [4, 9, 17], multiplier: null, nextMultiplier: null });
  });

  it('cashes out by itself when the last safe tile opens', () => {
    let state = startMiner([12], 1);
    for (let tile = 0; tile < MINER_TILES; tile++) if (tile !== 12) state = must(reveal(state, tile));
    expect(state.status).toBe('cashedOut');
    expect(minerPayout(state)).toEqual(ratioOf('24.75'));
    expect(minerPayout(must(reveal(startMiner(MINE_COUNTS, 24), 0)))).toEqual(ratioOf('24.75'));
  });

  it('refuses a tile off the grid, a tile already open, any move once over, and a cash-out before a tile', () => {
    const state = must(reveal(startMiner(layout, 3), 0));
    expect(reveal(state, 25)).toEqual({ ok: false, error: 'tile_invalid' });
    expect(reveal(state, -1)).toEqual({ ok: false, error: 'tile_invalid' });
    expect(reveal(state, 1.5)).toEqual({ ok: false, error: 'tile_invalid' });
    expect(reveal(state, 0)).toEqual({ ok: false, error: 'tile_revealed' });
    expect(cashOut(startMiner(layout, 3))).toEqual({ ok: false, error: 'nothing_revealed' });
    const lost = must(reveal(state, 4));
    expect(reveal(lost, 5)).toEqual({ ok: false, error: 'round_over' });
    expect(cashOut(lost)).toEqual({ ok: false, error: 'round_over' });
    expect(cashOut(must(cashOut(state)))).toEqual({ ok: false, error: 'round_over' });
  });

  it('keeps its state as plain JSON, so a stored round plays on the same', () => {
    const state = must(reveal(startMiner(layout, 3), 0));
    const stored: MinerState = JSON.parse(JSON.stringify(state));
    expect(stored).toEqual(state);
    expect(minerPayout(must(cashOut(must(reveal(stored, 1)))))).toEqual(minerMultiplier(3, 2));
  });

  it('starts only on a layout of the stated number of distinct tiles', () => {
    expect(() => startMiner([1, 2], 3)).toThrow(RangeError);
    expect(() => startMiner([1, 1], 2)).toThrow(RangeError);
    expect(() => startMiner([25], 1)).toThrow(RangeError);
    expect(() => startMiner([], 0)).toThrow(RangeError);
  });
});

describe('miner params', () => {
  it('accept 1 to 24 mines and a tile 0–24 to reveal', () => {
    expect(minerParams.parse({ mines: 1 })).toEqual({ mines: 1 });
    expect(minerParams.parse({ mines: 24 })).toEqual({ mines: 24 });
    expect(minerRevealBody.parse({ tile: 0 })).toEqual({ tile: 0 });
    expect(minerRevealBody.parse({ tile: 24 })).toEqual({ tile: 24 });
  });

  it.each([
    [{ mines: 0 }],
    [{ mines: 25 }],
    [{ mines: 2.5 }],
    [{ mines: '3' }],
    [{}],
    [{ mines: 3, auto: 1 }],
  ])('refuse %j', (params) => {
    const result = minerParams.safeParse(params);
    expect(result.success).toBe(false);
    if (!('auto' in params)) expect(result.error!.issues[0]!.message).toMatch(/^miner_mines_invalid: /);
  });

  it.each([[{ tile: -1 }], [{ tile: 25 }], [{ tile: 0.5 }], [{ tile: null }], [{ tile: 3, x: 1 }]])(
    'refuse the reveal %j',
    (body) => expect(minerRevealBody.safeParse(body).success).toBe(false),
  );
});
