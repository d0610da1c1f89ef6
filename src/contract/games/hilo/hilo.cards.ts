import type { OutcomeStream } from '../../fair/stream';

/** Cards are 0–51 from an infinite deck: every card is drawn from a full 52-card deck. */
export const HILO_DECK = 52;
export const HILO_RANKS = 13;
/** Rank labels, ace low: rank 0 is the ace, 12 the king. */
export const HILO_RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
/** Suits in the order of `card mod 4`. */
export const HILO_SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
export type HiloSuit = (typeof HILO_SUITS)[number];

/** The rank of a card, 0 (ace) to 12 (king): ⌊card / 4⌋. */
export const cardRank = (card: number) => Math.floor(card / 4);

/** The suit of a card: card mod 4. */
export const cardSuit = (card: number): HiloSuit => HILO_SUITS[card % 4]!;

/**
 * The first `count` cards of a bet, each `stream.int(52)` in order. Card i is the same whatever `count`, so a
 * shorter deal is a prefix of a longer one.
 */
export function hiloCards(stream: OutcomeStream, count: number): number[] {
  return Array.from({ length: count }, () => stream.int(HILO_DECK));
}
