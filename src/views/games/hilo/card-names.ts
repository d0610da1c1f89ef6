import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cardRank, cardSuit, HILO_RANK_LABELS } from '../../../contract/games/hilo';

/** The ranks with a name of their own (ace low, so rank 0 is the ace); the others are read as their number. */
const RANK_NAMES: Readonly<Record<number, MessageDescriptor>> = {
  0: msg`Ace`,
  10: msg`Jack`,
  11: msg`Queen`,
  12: msg`King`,
};

/** A card's name in the interface language, "Queen of hearts", for screen readers and the card history. */
export function useCardName(): (card: number) => string {
  const { t, i18n } = useLingui();
  return (card) => {
    const rankIndex = cardRank(card);
    const named = RANK_NAMES[rankIndex];
    const rank = named ? i18n._(named) : HILO_RANK_LABELS[rankIndex]!;
    switch (cardSuit(card)) {
      case 'clubs':
        return t`${rank} of clubs`;
      case 'diamonds':
        return t`${rank} of diamonds`;
      case 'hearts':
        return t`${rank} of hearts`;
      case 'spades':
        return t`${rank} of spades`;
    }
  };
}
