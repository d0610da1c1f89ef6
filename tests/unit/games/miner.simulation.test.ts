import { beforeAll, describe, expect, it } from 'vitest';
import { choose } from '../../../src/contract/games/binomial';
import {
  cashOut,
  MINER_MAX_MINES,
  MINER_TILES,
  minerMultiplier,
  minerOutcome,
  minerPayout,
  minerSurvivalChance,
  reveal,
  startMiner,
  type MinerState,
} from '../../../src/contract/games/miner';
import { ratio, toNumber, type Ratio } from '../../../src/contract/games/ratio';
import { chiSquareP, rtpInterval, simulate, SIMULATED_ROUNDS } from './simulation-harness';

/** Round `nonce` hides 1 + nonce mod 24 mines and aims to open 1 to 3 tiles (as many as are safe at most). */
function planOf(nonce: number) {
  const mines = 1 + (nonce % MINER_MAX_MINES);
  const target = 1 + (Math.floor(nonce / MINER_MAX_MINES) % Math.min(3, MINER_TILES - mines));
  return { mines, target };
}

const must = (step: ReturnType<typeof reveal>): MinerState => {
  if (!step.ok) throw new Error(`refused: ${step.error}`);
  return step.state;
};

/** P(the first mine in tile order is tile r) = C(24 − r, mines − 1) / C(25, mines), tail merged until ≥ 5 expected. */
function expectedFirstMine(mines: number, rounds: number) {
  const expected: number[] = [];
  for (let r = 0; r <= MINER_TILES - mines; r++) {
    const count =
      toNumber(ratio(choose(MINER_TILES - 1 - r, mines - 1), choose(MINER_TILES, mines))) * rounds;
    if (count >= 5 || expected.length === 0) expected.push(count);
    else expected[expected.length - 1]! += count;
  }
  return expected;
}

describe('miner over 10^6 simulated rounds', () => {
  const lowestMine = Array.from({ length: MINER_MAX_MINES }, () => new Array<number>(MINER_TILES).fill(0));
  const firstDrawn = Array.from({ length: MINER_MAX_MINES }, () => new Array<number>(MINER_TILES).fill(0));
  const plays = new Map<number, number>();
  const asNumber = new WeakMap<Ratio, number>();
  let paid = 0;

  // The rounds are played once for all the checks below (two minutes' allowance on a busy machine).
  beforeAll(() => {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    simulate('miner', SIMULATED_ROUNDS, (stream, nonce) => {
      const { mines, target } = planOf(nonce);
      const layout = minerOutcome(stream, { mines }).mines;
      let state = startMiner(layout, mines);
      for (let tile = 0; state.status === 'playing' && state.revealed.length < target; tile++)
        state = must(reveal(state, tile));
      if (state.status === 'playing') state = must(cashOut(state));
      const payout: Ratio = minerPayout(state)!;
      if (!asNumber.has(payout)) asNumber.set(payout, toNumber(payout));
      paid += asNumber.get(payout)!;
      const plan = mines * MINER_TILES + target;
      plays.set(plan, (plays.get(plan) ?? 0) + 1);
      lowestMine[mines - 1]![Math.min(...layout)]! += 1;
      firstDrawn[mines - 1]![layout[0]!]! += 1;
    });
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      `miner: ${SIMULATED_ROUNDS} rounds in ${Math.round(performance.now() - started)} ms (CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms)`,
    );
  }, 120_000);

  it('finds the first mine in tile order where the exact chances say, for every mine count (chi-square p ≥ 0.01)', () => {
    const observed: number[] = [];
    const expected: number[] = [];
    lowestMine.forEach((counts, i) => {
      const rounds = counts.reduce((a, b) => a + b, 0);
      const buckets = expectedFirstMine(i + 1, rounds);
      observed.push(
        ...counts.slice(0, buckets.length - 1),
        counts.slice(buckets.length - 1).reduce((a, b) => a + b),
      );
      expected.push(...buckets);
    });
    expect(chiSquareP(observed, expected, expected.length - MINER_MAX_MINES)).toBeGreaterThanOrEqual(0.01);
  });

  it('draws the first mine on every tile equally often, for every mine count (chi-square p ≥ 0.01)', () => {
    const observed = firstDrawn.flat();
    const expected = firstDrawn.flatMap((counts) => {
      const rounds = counts.reduce((a, b) => a + b, 0);
      return counts.map(() => rounds / MINER_TILES);
    });
    expect(chiSquareP(observed, expected, MINER_MAX_MINES * (MINER_TILES - 1))).toBeGreaterThanOrEqual(0.01);
  });

  it('returns the RTP within its 99 % confidence interval', () => {
    // Each plan pays rtp / q with chance q (q: all its tiles safe), a variance of rtp² (1/q − 1) per round.
    let variance = 0;
    for (const [plan, count] of plays) {
      const [mines, target] = [Math.floor(plan / MINER_TILES), plan % MINER_TILES];
      const q = toNumber(minerSurvivalChance(mines, target));
      const win = toNumber(minerMultiplier(mines, target));
      variance += (count / SIMULATED_ROUNDS) * (q * win ** 2 - 0.99 ** 2);
    }
    const [low, high] = rtpInterval(0.99, variance, SIMULATED_ROUNDS);
    const rtp = paid / SIMULATED_ROUNDS;
    console.log(`miner: RTP ${rtp.toFixed(5)}, 99 % interval [${low.toFixed(5)}, ${high.toFixed(5)}]`);
    expect(rtp).toBeGreaterThanOrEqual(low);
    expect(rtp).toBeLessThanOrEqual(high);
  });
});
