import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OutcomeStream } from '../../../src/contract/fair/stream';
import {
  act,
  cardRank,
  cardSuit,
  HILO_DECK,
  HILO_MAX_GUESSES,
  HILO_MAX_SKIPS,
  HILO_RANKS,
  HILO_ROUND_CARDS,
  hiloActionBody,
  hiloCards,
  hiloChance,
  hiloCorrectGuesses,
  hiloCurrentCard,
  hiloMultiplier,
  hiloOptions,
  hiloOdds,
  hiloOutcome,
  hiloParams,
  hiloPayout,
  hiloSkips,
  hiloView,
  startHilo,
  type HiloAction,
  type HiloState,
} from '../../../src/contract/games/hilo';
import { add, compare, div, mul, ratio, ratioOf, type Ratio } from '../../../src/contract/games/ratio';
import { serverRoundBytes } from '../../../src/server/fair/round-bytes';
import { fixedStream } from './fixed-stream';

const RTP = ratioOf('0.99');
const CARDS = Array.from({ length: HILO_DECK }, (_, card) => card);
const ACE = 0;
const KING = 12;

function must(move: ReturnType<typeof act>): HiloState {
  if (!move.ok) throw new Error(`refused: ${move.error}`);
  return move.state;
}

/** The state after playing `actions` on `cards`. */
const replay = (cards: readonly number[], actions: readonly HiloAction[]) =>
  actions.reduce((state, action) => must(act(state, action)), startHilo(cards));

/** A strategy picks the next move from the state. */
type Strategy = (state: HiloState) => HiloAction;

/**
 * The exact mean payout of a strategy: every card it is dealt is each of the 13 ranks with chance 1/13 (4 of the
 * 52 values of int(52); the test of one guess below runs all 52). Plays the real state functions on every branch.
 */
function exactReturn(strategy: Strategy, start: number, rtp = RTP): Ratio {
  const walk = (cards: number[], actions: HiloAction[]): Ratio => {
    const state = replay(cards, actions);
    if (state.status !== 'playing') return hiloPayout(state, rtp)!;
    const action = strategy(state);
    if (action === 'cashout') return hiloPayout(must(act(state, action)), rtp)!;
    let total = ratio(0);
    for (let rank = 0; rank < HILO_RANKS; rank++)
      total = add(total, mul(ratio(1, HILO_RANKS), walk([...cards, rank * 4 + 1], [...actions, action])));
    return total;
  };
  return walk([start], []);
}

const likelier = (state: HiloState) => {
  const [higher, lower] = hiloOptions(state);
  return compare(higher!.chance, lower!.chance) >= 0 ? 'higher' : 'lower';
};
const riskier = (state: HiloState) => (likelier(state) === 'higher' ? 'lower' : 'higher');

describe('hilo cards', () => {
  it('are int(52) in order: rank ⌊c/4⌋ from ace to king, suit c mod 4', () => {
    for (const value of CARDS) expect(hiloCards(fixedStream([value]), 1)).toEqual([value]);
    expect(hiloCards(fixedStream([0, 51, 13, 6]), 4)).toEqual([0, 51, 13, 6]);
    expect([cardRank(0), cardSuit(0)]).toEqual([ACE, 'clubs']);
    expect([cardRank(51), cardSuit(51)]).toEqual([KING, 'spades']);
    expect([cardRank(13), cardSuit(13)]).toEqual([3, 'diamonds']);
  });

  it('deal a bet 105 cards, of which any shorter deal of the same bet is the start', () => {
    const seed = createHash('sha256').update('hilo-unit').digest();
    const stream = () => new OutcomeStream(serverRoundBytes(seed, 'client', 3));
    const { cards } = hiloOutcome(stream());
    expect(cards).toHaveLength(HILO_ROUND_CARDS);
    expect(HILO_ROUND_CARDS).toBe(1 + HILO_MAX_GUESSES + HILO_MAX_SKIPS);
    expect(cards.every((card) => Number.isInteger(card) && card >= 0 && card < HILO_DECK)).toBe(true);
    expect(hiloCards(stream(), 8)).toEqual(cards.slice(0, 8));
    expect(hiloOutcome(stream())).toEqual({ cards });
  });
});

describe('hilo guesses', () => {
  it('win as often as their chance says, over all 52 next cards, and are never certain', () => {
    for (const start of CARDS)
      for (const guess of ['higher', 'lower'] as const) {
        const option = hiloOptions(startHilo([start, 0]))!.find((o) => o.action === guess)!;
        const wins = CARDS.filter((next) => must(act(startHilo([start, next]), guess)).status === 'playing');
        expect(option.chance).toEqual(ratio(wins.length, HILO_DECK));
        expect(compare(option.chance, ratio(0))).toBe(1);
        expect(compare(option.chance, ratio(1))).toBe(-1);
      }
  });

  it('are higher-or-same and lower-or-same, strictly higher on an ace and strictly lower on a king', () => {
    for (let rank = 1; rank < KING; rank++) {
      const [higher, lower] = hiloOptions(startHilo([rank * 4, 0]));
      expect(higher).toMatchObject({ bet: 'higherOrSame', chance: ratio(13 - rank, 13) });
      expect(lower).toMatchObject({ bet: 'lowerOrSame', chance: ratio(rank + 1, 13) });
    }
    const [aceHigher, aceLower] = hiloOptions(startHilo([ACE * 4 + 2, 0]));
    expect(aceHigher).toMatchObject({ bet: 'higher', chance: ratio(12, 13) });
    expect(aceLower).toMatchObject({ bet: 'same', chance: ratio(1, 13) });
    const [kingHigher, kingLower] = hiloOptions(startHilo([KING * 4 + 3, 0]));
    expect(kingHigher).toMatchObject({ bet: 'same', chance: ratio(1, 13) });
    expect(kingLower).toMatchObject({ bet: 'lower', chance: ratio(12, 13) });
    expect(hiloChance('higher', 5)).toEqual(ratio(7, 13));
  });

  it('return exactly 99 % when one guess is cashed out, for every start card and guess', () => {
    for (const start of CARDS)
      for (const guess of ['higher', 'lower'] as const) {
        let total = ratio(0);
        let wrongRtp = ratio(0);
        for (const next of CARDS) {
          const state = must(act(startHilo([start, next]), guess));
          const ended = state.status === 'playing' ? must(act(state, 'cashout')) : state;
          total = add(total, mul(ratio(1, HILO_DECK), hiloPayout(ended)!));
          wrongRtp = add(wrongRtp, mul(ratio(1, HILO_DECK), hiloPayout(ended, ratioOf('0.98'))!));
        }
        expect(total).toEqual(RTP);
        expect(wrongRtp).not.toEqual(RTP);
      }
  });

  it('show the step multiplier rtp / chance on the first guess and 1 / chance after, applying the RTP once', () => {
    const fresh = startHilo([5 * 4, 7 * 4, 9 * 4]);
    for (const option of hiloOptions(fresh)) {
      expect(option.stepMultiplier).toEqual(div(RTP, option.chance));
      expect(option.multiplier).toEqual(option.stepMultiplier);
    }
    const once = must(act(fresh, 'higher'));
    expect(hiloMultiplier(once)).toEqual(div(RTP, ratio(8, 13)));
    for (const option of hiloOptions(once)) {
      expect(option.stepMultiplier).toEqual(div(ratio(1), option.chance));
      expect(option.multiplier).toEqual(mul(hiloMultiplier(once)!, option.stepMultiplier));
    }
    const twice = must(act(once, 'higher'));
    expect(hiloMultiplier(twice)).toEqual(mul(RTP, ratio(13 * 13, 8 * 6)));
  });
});

describe('hilo return over every card sequence', () => {
  const strategies: Record<string, Strategy> = {
    'three likelier guesses': (s) => (hiloCorrectGuesses(s) >= 3 ? 'cashout' : likelier(s)),
    'four "higher" guesses': (s) => (hiloCorrectGuesses(s) >= 4 ? 'cashout' : 'higher'),
    'two riskier guesses, skipping up to two sevens': (s) =>
      cardRank(hiloCurrentCard(s)) === 6 && hiloSkips(s) < 2
        ? 'skip'
        : hiloCorrectGuesses(s) >= 2
          ? 'cashout'
          : riskier(s),
    'likelier guesses up to 2× or 4 guesses': (s) =>
      hiloCorrectGuesses(s) >= 4 || compare(hiloMultiplier(s) ?? ratio(0), ratio(2)) >= 0
        ? 'cashout'
        : likelier(s),
  };

  it.each(Object.keys(strategies))('is exactly the RTP for %s, from every start rank', (name) => {
    for (let rank = 0; rank < HILO_RANKS; rank++)
      expect(exactReturn(strategies[name]!, rank * 4), `from rank ${rank}`).toEqual(RTP);
  });

  it('is the RTP asked for, and not 99 % with another', () => {
    const strategy = strategies['three likelier guesses']!;
    expect(exactReturn(strategy, 20, ratioOf('0.98'))).toEqual(ratioOf('0.98'));
    expect(exactReturn(strategy, 20, ratioOf('0.98'))).not.toEqual(RTP);
  });
});

describe('hilo round', () => {
  it('loses on a wrong guess and pays nothing', () => {
    const state = must(act(startHilo([8 * 4, 3 * 4]), 'higher'));
    expect(state.status).toBe('lost');
    expect(state.steps).toEqual([{ action: 'higher', bet: 'higherOrSame', card: 12, won: false }]);
    expect(hiloPayout(state)).toEqual(ratio(0));
    expect(hiloMultiplier(state)).toBeNull();
    expect(hiloOptions(state)).toEqual([]);
    expect(act(state, 'skip')).toEqual({ ok: false, error: 'round_over' });
  });

  it('counts a same rank as a win for higher-or-same and lower-or-same', () => {
    expect(must(act(startHilo([20, 21]), 'higher')).status).toBe('playing');
    expect(must(act(startHilo([20, 23]), 'lower')).status).toBe('playing');
  });

  it('cashes out only after a right guess, and pays rtp · Π 1 / chance', () => {
    const start = startHilo([2 * 4, 10 * 4, 1 * 4, 1 * 4]);
    expect(act(start, 'cashout')).toEqual({ ok: false, error: 'nothing_guessed' });
    const skipped = must(act(start, 'skip'));
    expect(hiloOdds(skipped)).toEqual(ratio(1));
    expect(act(skipped, 'cashout')).toEqual({ ok: false, error: 'nothing_guessed' });
    const guessed = must(act(skipped, 'lower'));
    expect(guessed.status).toBe('playing');
    expect(hiloPayout(guessed)).toBeNull();
    const done = must(act(guessed, 'cashout'));
    expect(hiloPayout(done)).toEqual(mul(RTP, ratio(13, 11)));
    expect(act(done, 'cashout')).toEqual({ ok: false, error: 'round_over' });
  });

  it('allows 52 skips and no more', () => {
    const cards = Array.from({ length: HILO_ROUND_CARDS }, (_, i) => i % HILO_DECK);
    const skipped = replay(
      cards,
      Array.from({ length: HILO_MAX_SKIPS }, () => 'skip' as const),
    );
    expect(hiloView(skipped).skipsLeft).toBe(0);
    expect(act(skipped, 'skip')).toEqual({ ok: false, error: 'skip_limit' });
    expect(must(act(skipped, 'higher')).steps).toHaveLength(HILO_MAX_SKIPS + 1);
  });

  it('cashes out by itself at the 52nd right guess, even at 0.99 · 13^52', () => {
    const aces = Array.from({ length: HILO_MAX_GUESSES + 1 }, () => ACE * 4);
    const state = replay(
      aces,
      Array.from({ length: HILO_MAX_GUESSES }, () => 'lower' as const),
    );
    expect(state.status).toBe('cashedOut');
    expect(hiloPayout(state)).toEqual(mul(RTP, ratio(13n ** 52n)));
  });

  it('keeps its state as plain JSON, so a stored round plays on the same', () => {
    const state = must(act(must(act(startHilo([20, 36, 44, 8]), 'higher')), 'skip'));
    const stored: HiloState = JSON.parse(JSON.stringify(state));
    expect(stored).toEqual(state);
    expect(hiloPayout(must(act(must(act(stored, 'lower')), 'cashout')))).toEqual(
      mul(RTP, ratio(13 * 13, 8 * 12)),
    );
  });

  it('refuses a move past the end of a shorter deal', () => {
    expect(act(startHilo([10]), 'higher')).toEqual({ ok: false, error: 'no_more_cards' });
    expect(act(startHilo([10]), 'skip')).toEqual({ ok: false, error: 'no_more_cards' });
  });

  it('starts only on 1 to 105 cards of 0–51', () => {
    expect(() => startHilo([])).toThrow(RangeError);
    expect(() => startHilo([52])).toThrow(RangeError);
    expect(() => startHilo([1.5])).toThrow(RangeError);
    expect(() => startHilo(new Array<number>(HILO_ROUND_CARDS + 1).fill(0))).toThrow(RangeError);
  });

  it('shows the cards dealt so far and never the ones to come', () => {
    const cards = [5 * 4, 9 * 4 + 1, 11 * 4 + 2, 51, 50];
    const state = must(act(must(act(startHilo(cards), 'higher')), 'skip'));
    const view = hiloView(state);
    expect(view).toMatchObject({
      startCard: 20,
      currentCard: 46,
      status: 'playing',
      canCashOut: true,
      skipsLeft: HILO_MAX_SKIPS - 1,
    });
    expect(view.steps.map((step) => step.card)).toEqual([37, 46]);
    expect(Object.keys(view).sort()).toEqual(
      [
        'canCashOut',
        'currentCard',
        'multiplier',
        'options',
        'skipsLeft',
        'startCard',
        'status',
        'steps',
      ].sort(),
    );
    expect(view.multiplier).toBeCloseTo((0.99 * 13) / 8, 12);
    expect(view.options.map((o) => [o.bet, o.chancePercent])).toEqual([
      ['higherOrSame', 200 / 13],
      ['lowerOrSame', 1200 / 13],
    ]);
  });
});

describe('hilo params', () => {
  it('take no game parameters and one of four moves', () => {
    expect(hiloParams.parse({})).toEqual({});
    expect(hiloParams.safeParse({ cards: 3 }).success).toBe(false);
    for (const action of ['higher', 'lower', 'skip', 'cashout'])
      expect(hiloActionBody.parse({ action })).toEqual({ action });
  });

  it.each([[{ action: 'same' }], [{ action: 1 }], [{}], [{ action: 'skip', times: 2 }]])(
    'refuse the move %j',
    (body) => {
      const result = hiloActionBody.safeParse(body);
      expect(result.success).toBe(false);
      if (!('times' in body)) expect(result.error!.issues[0]!.message).toMatch(/^hilo_action_invalid: /);
    },
  );
});
