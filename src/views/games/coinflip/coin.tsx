import type { CoinSide } from '../../../contract/games/coinflip';
import { cx } from '../../../ui/cx';
import { useSideName } from './side-name';

export interface CoinProps {
  /** The side the last flip landed on; null before the first. */
  side: CoinSide | null;
  /** How many flips were shown: each one spins the coin three more turns. */
  flips: number;
}

const face =
  'absolute inset-0 grid place-items-center rounded-full text-4xl font-black [backface-visibility:hidden] shadow-inner';

/**
 * The coin: it spins three turns per flip and comes to rest on the landed side. The side is known and announced
 * before the spin starts; the spin is only the show (and is skipped when motion is reduced).
 */
export function Coin({ side, flips }: CoinProps) {
  const sideName = useSideName();
  const turn = flips * 1080 + (side === 'tails' ? 180 : 0);
  return (
    <div aria-hidden className="mx-auto size-36 [perspective:800px]">
      <div
        className="relative size-full transition-transform duration-700 ease-out [transform-style:preserve-3d] motion-reduce:transition-none"
        style={{ transform: `rotateY(${turn}deg)` }}
      >
        <div className={cx(face, 'bg-gradient-to-br from-gold-300 to-gold-500 text-night-950')}>
          {sideName('heads').slice(0, 1)}
        </div>
        <div
          className={cx(
            face,
            'bg-gradient-to-br from-slate-200 to-slate-400 text-night-950 [transform:rotateY(180deg)]',
          )}
        >
          {sideName('tails').slice(0, 1)}
        </div>
      </div>
    </div>
  );
}
