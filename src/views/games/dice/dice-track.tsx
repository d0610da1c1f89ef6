import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../contract/constants';
import type { DiceDirection } from '../../../contract/games/dice';
import { cx } from '../../../ui/cx';
import { formatPoints } from '../kit/format';

export interface DiceTrackProps {
  target: number;
  direction: DiceDirection;
  /** The last roll and whether it won; null before the first. */
  roll: { value: number; win: boolean } | null;
}

/**
 * The 0–100 track: the winning side of the target in green, and the last roll's marker gliding to where it
 * landed. The roll is already known and announced when the marker starts to move; the glide is only the show.
 */
export function DiceTrack({ target, direction, roll }: DiceTrackProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const winFrom = direction === 'over' ? target : 0;
  const winTo = direction === 'over' ? 100 : target;
  return (
    <div aria-hidden className="relative px-2 pt-12 pb-6">
      <div className="relative h-3 rounded-full bg-rose-500/70">
        <div
          className="absolute inset-y-0 rounded-full bg-jade-500"
          style={{ left: `${winFrom}%`, width: `${winTo - winFrom}%` }}
        />
        <div
          className="absolute -top-1.5 h-6 w-1 -translate-x-1/2 rounded bg-white"
          style={{ left: `${target}%` }}
        />
        {roll && (
          <div
            className="absolute -top-11 -translate-x-1/2 transition-[left] duration-500 ease-out motion-reduce:transition-none"
            style={{ left: `${roll.value}%` }}
          >
            <span
              className={cx(
                'block rounded-lg px-2 py-1 text-sm font-extrabold tabular-nums shadow-lg',
                roll.win ? 'bg-jade-500 text-night-950' : 'bg-rose-500 text-white',
              )}
            >
              {formatPoints(roll.value, locale)}
            </span>
          </div>
        )}
      </div>
      <div className="mt-2 flex justify-between text-xs text-slate-400 tabular-nums">
        <span>0</span>
        <span>25</span>
        <span>50</span>
        <span>75</span>
        <span>100</span>
      </div>
    </div>
  );
}
