import { beforeAll, describe, expect, it } from 'vitest';
import {
  act,
  cardRank,
  HILO_DECK,
  HILO_RANKS,
  hiloCards,
  hiloCorrectGuesses,
  hiloCurrentCard,
  hiloOptions,
  hiloPayout,
  hiloSkips,
  startHilo,
  type HiloAction,
  type HiloState,
} from '../../../src/contract/games/hilo';
import { add, compare, mul, ratio, toNumber, type Ratio } from '../../../src/contract/games/ratio';
import { chiSquareP, rtpInterval, simulate, SIMULATED_ROUNDS, varianceOf } from './simulation-harness';

/**
 * Cards dealt per simulated round: the start of the bet's 105-card deal (hiloCards gives card i the same whatever
 * the count, hilo.test.ts), enough for the plan below (start card, at most 3 guesses and 1 skip) in one HMAC.
 */
const DEALT = 8;
const PLANS = [1, 2, 3];

const SEVEN = 6;

/**
 * Plan `target`: skip the first seven, else take the likelier guess (higher up to a seven, lower above it); cash
 * out after `target` right guesses.
 */
const planned =
  (target: number) =>
  (state: HiloState): HiloAction => {
    if (hiloCorrectGuesses(state) >= target) return 'cashout';
    const rank = cardRank(hiloCurrentCard(state));
    if (rank === SEVEN && hiloSkips(state) === 0) return 'skip';
    return rank <= SEVEN ? 'higher' : 'lower';
  };

function play(cards: readonly number[], target: number): Ratio {
  const strategy = planned(target);
  let state = startHilo(cards);
  while (state.status === 'playing') {
    const move = act(state, strategy(state));
    if (!move.ok) throw new Error(`refused: ${move.error}`);
    state = move.state;
  }
  return hiloPayout(state)!;
}

const keyOf = (r: Ratio) => `${r.num}/${r.den}`;

/** The exact payout distribution of a plan: every dealt rank has chance 1/13 (int(52), 4 cards a rank). */
function exactDistribution(target: number) {
  const distribution = new Map<string, { payout: Ratio; chance: Ratio }>();
  const walk = (ranks: number[], chance: Ratio) => {
    if (ranks.length === DEALT) throw new Error('the plan needs more cards than dealt');
    for (let rank = 0; rank < HILO_RANKS; rank++) {
      const cards = [...ranks, rank].map((r) => r * 4);
      const strategy = planned(target);
      let state = startHilo(cards);
      let outOfCards = false;
      while (state.status === 'playing') {
        const move = act(state, strategy(state));
        if (!move.ok) {
          outOfCards = move.error === 'no_more_cards';
          break;
        }
        state = move.state;
      }
      const branch = mul(chance, ratio(1, HILO_RANKS));
      if (outOfCards) walk([...ranks, rank], branch);
      else {
        const payout = hiloPayout(state)!;
        const entry = distribution.get(keyOf(payout));
        distribution.set(keyOf(payout), {
          payout,
          chance: entry ? add(entry.chance, branch) : branch,
        });
      }
    }
  };
  walk([], ratio(1));
  return [...distribution.values()];
}

describe('hilo over 10^6 simulated rounds', () => {
  const cardCounts = new Array<number>(HILO_DECK).fill(0);
  const payoutCounts = PLANS.map(() => new Map<string, number>());
  const asNumber = new Map<string, number>();
  let paid = 0;

  // The rounds are played once for all the checks below (two minutes' allowance on a busy machine).
  beforeAll(() => {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    simulate('hilo', SIMULATED_ROUNDS, (stream, nonce) => {
      const cards = hiloCards(stream, DEALT);
      for (const card of cards) cardCounts[card]! += 1;
      const plan = nonce % PLANS.length;
      const payout = play(cards, PLANS[plan]!);
      const key = keyOf(payout);
      if (!asNumber.has(key)) asNumber.set(key, toNumber(payout));
      paid += asNumber.get(key)!;
      payoutCounts[plan]!.set(key, (payoutCounts[plan]!.get(key) ?? 0) + 1);
    });
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      `hilo: ${SIMULATED_ROUNDS} rounds in ${Math.round(performance.now() - started)} ms (CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms)`,
    );
  }, 120_000);

  const exact = PLANS.map(exactDistribution);
  const roundsOf = (plan: number) => Math.ceil((SIMULATED_ROUNDS - plan) / PLANS.length);

  it('plays the likelier guess on every rank', () => {
    for (let rank = 0; rank < HILO_RANKS; rank++) {
      const state = startHilo([rank * 4]);
      const [higher, lower] = hiloOptions(state);
      const chosen = planned(PLANS.length)(state);
      if (rank !== SEVEN) expect(compare(higher!.chance, lower!.chance)).toBe(chosen === 'higher' ? 1 : -1);
    }
  });

  it('deals every card equally often (chi-square p ≥ 0.01)', () => {
    const expected = cardCounts.map(() => (SIMULATED_ROUNDS * DEALT) / HILO_DECK);
    expect(chiSquareP(cardCounts, expected, HILO_DECK - 1)).toBeGreaterThanOrEqual(0.01);
  });

  it('ends rounds with each payout as often as the exact distribution says (chi-square p ≥ 0.01)', () => {
    const observed: number[] = [];
    const expected: number[] = [];
    exact.forEach((distribution, plan) => {
      const rounds = roundsOf(plan);
      let rareObserved = 0;
      let rareExpected = 0;
      for (const { payout, chance } of distribution) {
        const count = payoutCounts[plan]!.get(keyOf(payout)) ?? 0;
        const e = toNumber(chance) * rounds;
        if (e >= 5) {
          observed.push(count);
          expected.push(e);
        } else {
          rareObserved += count;
          rareExpected += e;
        }
      }
      if (rareExpected > 0) {
        observed.push(rareObserved);
        expected.push(rareExpected);
      }
      const seen = [...payoutCounts[plan]!.keys()];
      expect(seen.every((key) => distribution.some((d) => keyOf(d.payout) === key))).toBe(true);
    });
    expect(chiSquareP(observed, expected, expected.length - PLANS.length)).toBeGreaterThanOrEqual(0.01);
  });

  it('returns the RTP within its 99 % confidence interval', () => {
    let variance = 0;
    exact.forEach((distribution, plan) => {
      const mean = distribution.reduce((sum, d) => sum + toNumber(d.chance) * toNumber(d.payout), 0);
      expect(mean).toBeCloseTo(0.99, 12);
      const v = varianceOf(distribution.map((d) => [toNumber(d.chance), toNumber(d.payout)] as const));
      variance += (roundsOf(plan) / SIMULATED_ROUNDS) * v;
    });
    const [low, high] = rtpInterval(0.99, variance, SIMULATED_ROUNDS);
    const rtp = paid / SIMULATED_ROUNDS;
    console.log(`hilo: RTP ${rtp.toFixed(5)}, 99 % interval [${low.toFixed(5)}, ${high.toFixed(5)}]`);
    expect(rtp).toBeGreaterThanOrEqual(low);
    expect(rtp).toBeLessThanOrEqual(high);
  });
});
