import { DECLARED_RTP } from '../rtp';
import { div, mul, ratio, toNumber, type Ratio } from '../ratio';
import { cardRank, HILO_DECK } from './hilo.cards';
import { hiloBet, hiloBetWins, hiloChance, type HiloBet } from './hilo.odds';
import {
  HILO_MAX_GUESSES,
  HILO_MAX_SKIPS,
  HILO_ROUND_CARDS,
  type HiloAction,
  type HiloGuess,
} from './hilo.params';

const NOTHING = ratio(0);

export type HiloStatus = 'playing' | 'lost' | 'cashedOut';

/** One move that dealt a card: a guess (with what it bet and whether it won) or a skip. */
export type HiloStep =
  | { readonly action: HiloGuess; readonly bet: HiloBet; readonly card: number; readonly won: boolean }
  | { readonly action: 'skip'; readonly card: number };

/**
 * A hilo round, plain JSON to store between moves: the card sequence fixed at bet time and the moves so far (move i
 * was made on card i and dealt card i + 1). Its multiplier follows from them (`hiloOdds`).
 */
export type HiloState = {
  readonly cards: readonly number[];
  readonly steps: readonly HiloStep[];
  readonly status: HiloStatus;
};

/** Why a move is refused; the server answers these codes. */
export type HiloError = 'round_over' | 'nothing_guessed' | 'skip_limit' | 'no_more_cards';

export type HiloMove = { ok: true; state: HiloState } | { ok: false; error: HiloError };

/**
 * A fresh round on a card sequence: card 0 is the start card. A bet's sequence is `hiloOutcome`'s, long enough
 * for any legal round; a shorter prefix (a test or a simulation) refuses moves past its end with `no_more_cards`.
 */
export function startHilo(cards: readonly number[]): HiloState {
  const valid =
    cards.length >= 1 &&
    cards.length <= HILO_ROUND_CARDS &&
    cards.every((card) => Number.isInteger(card) && card >= 0 && card < HILO_DECK);
  if (!valid) throw new RangeError(`hilo: [${cards.join(', ')}] is not a card sequence`);
  return { cards: [...cards], steps: [], status: 'playing' };
}

/** The card the player sees now. */
export const hiloCurrentCard = (state: HiloState): number => state.cards[state.steps.length]!;

/** How many guesses of the round were right (every guess but a losing last one). */
export const hiloCorrectGuesses = (state: HiloState) =>
  state.steps.filter((step) => step.action !== 'skip' && step.won).length;

/** How many cards the round has skipped. */
export const hiloSkips = (state: HiloState) => state.steps.filter((step) => step.action === 'skip').length;

/** Why `action` cannot be played now, or null when it can. */
export function hiloActionError(state: HiloState, action: HiloAction): HiloError | null {
  if (state.status !== 'playing') return 'round_over';
  if (action === 'cashout') return hiloCorrectGuesses(state) === 0 ? 'nothing_guessed' : null;
  if (action === 'skip' && hiloSkips(state) >= HILO_MAX_SKIPS) return 'skip_limit';
  if (state.steps.length + 1 >= state.cards.length) return 'no_more_cards';
  return null;
}

/**
 * Plays one move. A right guess multiplies the round's odds by 1 / its chance and, at the 52nd, cashes out by
 * itself; a wrong one loses the round; a skip deals the next card and changes nothing else.
 */
export function act(state: HiloState, action: HiloAction): HiloMove {
  const error = hiloActionError(state, action);
  if (error) return { ok: false, error };
  if (action === 'cashout') return { ok: true, state: { ...state, status: 'cashedOut' } };
  const card = state.cards[state.steps.length + 1]!;
  if (action === 'skip') return { ok: true, state: { ...state, steps: [...state.steps, { action, card }] } };
  const rank = cardRank(hiloCurrentCard(state));
  const bet = hiloBet(rank, action);
  const won = hiloBetWins(bet, rank, cardRank(card));
  const steps = [...state.steps, { action, bet, card, won }];
  const lastGuess = hiloCorrectGuesses(state) + 1 >= HILO_MAX_GUESSES;
  return {
    ok: true,
    state: { ...state, steps, status: !won ? 'lost' : lastGuess ? 'cashedOut' : 'playing' },
  };
}

/**
 * The product of 1 / chance over the round's right guesses, exactly: 13^guesses / Π winning ranks, the RTP not
 * applied. 1 before the first right guess.
 */
export function hiloOdds(state: HiloState): Ratio {
  let num = 1n;
  let den = 1n;
  state.steps.forEach((step, i) => {
    if (step.action === 'skip' || !step.won) return;
    const chance = hiloChance(step.bet, cardRank(state.cards[i]!));
    num *= chance.den;
    den *= chance.num;
  });
  return ratio(num, den);
}

/**
 * The multiplier of the round's right guesses, rtp · Π 1 / chance: what a cash-out pays now, or paid. Null before
 * the first right guess and once lost.
 */
export function hiloMultiplier(state: HiloState, rtp: Ratio = DECLARED_RTP.hilo): Ratio | null {
  return state.status !== 'lost' && hiloCorrectGuesses(state) > 0 ? mul(rtp, hiloOdds(state)) : null;
}

/** The multiplier the round pays once over (0 when lost); null while it is still being played. */
export function hiloPayout(state: HiloState, rtp: Ratio = DECLARED_RTP.hilo): Ratio | null {
  if (state.status === 'playing') return null;
  if (state.status === 'lost') return NOTHING;
  return mul(rtp, hiloOdds(state));
}

/**
 * The two guesses on the current card: what each bets, its chance, its step multiplier (what a win multiplies the
 * current multiplier by: rtp / chance on the first guess, which applies the RTP, 1 / chance after) and the
 * multiplier a win would reach. None once the round is over.
 */
export function hiloOptions(state: HiloState, rtp: Ratio = DECLARED_RTP.hilo) {
  if (state.status !== 'playing') return [];
  const rank = cardRank(hiloCurrentCard(state));
  const first = hiloCorrectGuesses(state) === 0;
  const current = mul(rtp, hiloOdds(state));
  return (['higher', 'lower'] as const).map((action) => {
    const bet = hiloBet(rank, action);
    const chance = hiloChance(bet, rank);
    const step = div(first ? rtp : ratio(1), chance);
    return {
      action,
      bet,
      chance,
      stepMultiplier: step,
      multiplier: div(current, chance),
    };
  });
}

/** What the player sees of a round: the cards dealt so far (never the ones to come), as floats for display. */
export function hiloView(state: HiloState, rtp: Ratio = DECLARED_RTP.hilo) {
  const multiplier = hiloMultiplier(state, rtp);
  return {
    startCard: state.cards[0]!,
    steps: [...state.steps],
    currentCard: hiloCurrentCard(state),
    status: state.status,
    multiplier: multiplier && toNumber(multiplier),
    options: hiloOptions(state, rtp).map((option) => ({
      action: option.action,
      bet: option.bet,
      chancePercent: toNumber(mul(option.chance, ratio(100))),
      stepMultiplier: toNumber(option.stepMultiplier),
      multiplier: toNumber(option.multiplier),
    })),
    canCashOut: hiloActionError(state, 'cashout') === null,
    skipsLeft: HILO_MAX_SKIPS - hiloSkips(state),
  };
}
