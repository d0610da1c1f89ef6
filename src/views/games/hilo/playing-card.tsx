import { useLingui } from '@lingui/react/macro';
import { cardRank, cardSuit, HILO_RANK_LABELS, type HiloSuit } from '../../../contract/games/hilo';
import { cx } from '../../../ui/cx';
import { useCardName } from './card-names';

const SUIT_PATHS: Record<HiloSuit, string> = {
  clubs: 'M12 3a4 4 0 0 1 3.7 5.5A4 4 0 1 1 13 15.3L14 21h-4l1-5.7a4 4 0 1 1-2.7-6.8A4 4 0 0 1 12 3z',
  diamonds: 'M12 2l8 10-8 10-8-10z',
  hearts: 'M12 21s-8-5-9.6-10A5 5 0 0 1 12 6.5 5 5 0 0 1 21.6 11C20 16 12 21 12 21z',
  spades: 'M12 2c3 5 9 7 9 12a4.5 4.5 0 0 1-8 2.8l1 4.2h-4l1-4.2A4.5 4.5 0 0 1 3 14c0-5 6-7 9-12z',
};

const isRed = (suit: HiloSuit) => suit === 'hearts' || suit === 'diamonds';

/** A suit's symbol, drawn in the current colour. */
export function SuitIcon({ suit, className }: { suit: HiloSuit; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden>
      <path d={SUIT_PATHS[suit]} fill="currentColor" />
    </svg>
  );
}

/**
 * A playing card drawn with CSS and SVG: the rank in two corners and the suit in the middle, red or black; face
 * down (the back) when `card` is null. It is one image to screen readers, named by the card.
 */
export function PlayingCard({ card, size = 'lg' }: { card: number | null; size?: 'lg' | 'sm' }) {
  const { t } = useLingui();
  const cardName = useCardName();
  const large = size === 'lg';
  const box = cx(
    'relative shrink-0 rounded-xl shadow-lg select-none',
    large ? 'h-40 w-28 sm:h-48 sm:w-34' : 'h-16 w-11 rounded-md',
  );
  if (card === null) {
    return (
      <div
        role="img"
        aria-label={t`Card face down`}
        className={cx(
          box,
          'border-4 border-white bg-[repeating-linear-gradient(45deg,var(--color-gold-500)_0_6px,var(--color-night-800)_6px_12px)]',
        )}
      />
    );
  }
  const suit = cardSuit(card);
  const rank = HILO_RANK_LABELS[cardRank(card)]!;
  return (
    <div
      role="img"
      aria-label={cardName(card)}
      className={cx(box, 'bg-white', isRed(suit) ? 'text-rose-600' : 'text-night-950')}
    >
      <span
        aria-hidden
        className={cx(
          'absolute font-black leading-none',
          large ? 'top-2 left-2.5 text-2xl' : 'top-1 left-1 text-sm',
        )}
      >
        {rank}
      </span>
      <SuitIcon
        suit={suit}
        className={cx('absolute inset-0 m-auto', large ? 'size-14' : 'size-5 translate-y-1.5')}
      />
      {large && (
        <span aria-hidden className="absolute right-2.5 bottom-2 rotate-180 text-2xl leading-none font-black">
          {rank}
        </span>
      )}
    </div>
  );
}
