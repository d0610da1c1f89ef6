import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { KENO_MAX_PICKS } from '../../../contract/games/keno';
import { cx } from '../../../ui/cx';
import { KENO_BOARD, KENO_BOARD_COLUMNS } from './keno-picks';
import { REVEAL_CLASS, revealStyle } from './keno-reveal';

/** A draw shown on the board: the bet it belongs to (a new one restarts the reveal) and its numbers in order. */
export interface ShownDraw {
  betId: number;
  drawn: readonly number[];
  instant: boolean;
  onRevealed: () => void;
}

export interface KenoBoardProps {
  picks: readonly number[];
  onToggle: (n: number) => void;
  draw: ShownDraw | null;
  disabled?: boolean;
}

const STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -KENO_BOARD_COLUMNS,
  ArrowDown: KENO_BOARD_COLUMNS,
};

/** Arrow keys move the focus across the board, row by row, as the numbers are laid out. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = STEPS[event.key];
  const from = Number((event.target as HTMLElement).dataset.number);
  if (!step || !from) return;
  const to = from + step;
  const next = event.currentTarget.querySelector<HTMLButtonElement>(`[data-number="${to}"]`);
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * The 40 numbers, 5 rows of 8: a number is picked or unpicked by a click, Enter or Space; arrows move between
 * numbers. The last draw is revealed on it in the order drawn, a picked number that was drawn shown as a hit.
 */
export function KenoBoard({ picks, onToggle, draw, disabled }: KenoBoardProps) {
  const { t } = useLingui();
  const full = picks.length >= KENO_MAX_PICKS;
  const order = new Map(draw?.drawn.map((n, i) => [n, i]));
  const last = draw?.drawn.at(-1);
  return (
    <div
      role="group"
      aria-label={t`Keno board`}
      onKeyDown={moveFocus}
      className="grid grid-cols-8 gap-1.5 sm:gap-2"
    >
      {KENO_BOARD.map((n) => {
        const picked = picks.includes(n);
        const drawnAt = order.get(n);
        const hit = picked && drawnAt !== undefined;
        const blocked = !picked && full;
        return (
          <button
            key={n}
            type="button"
            data-number={n}
            aria-pressed={picked}
            aria-disabled={blocked || undefined}
            disabled={disabled}
            onClick={() => !blocked && onToggle(n)}
            className={cx(
              'relative grid aspect-square place-items-center overflow-hidden rounded-lg text-sm font-bold tabular-nums transition sm:text-base',
              'disabled:cursor-not-allowed',
              picked ? 'bg-gold-400/20 text-gold-300 ring-2 ring-gold-400' : 'bg-night-800 text-slate-200',
              !picked && !disabled && !blocked && 'hover:bg-night-700',
              blocked && 'opacity-60',
            )}
          >
            {draw && drawnAt !== undefined && (
              <span
                key={draw.betId}
                aria-hidden
                style={revealStyle(drawnAt, draw.instant)}
                onTransitionEnd={n === last ? draw.onRevealed : undefined}
                className={cx(
                  'absolute inset-0 rounded-lg',
                  REVEAL_CLASS,
                  hit ? 'bg-jade-500 shadow-lg shadow-jade-500/40' : 'bg-slate-500/60',
                )}
              />
            )}
            <span className={cx('relative', hit && 'text-night-950')}>{n}</span>
          </button>
        );
      })}
    </div>
  );
}
