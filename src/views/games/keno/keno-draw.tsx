import { Trans, useLingui } from '@lingui/react/macro';
import { cx } from '../../../ui/cx';
import type { ShownDraw } from './keno-board';
import { REVEAL_CLASS, revealStyle } from './keno-reveal';

/**
 * The drawn numbers in the order drawn, revealed one by one like the board, hits marked; and a button that shows
 * the rest at once. The result itself was announced before the first number appears.
 */
export function KenoDraw({
  draw,
  hits,
  revealing,
  onSkip,
}: {
  draw: ShownDraw | null;
  hits: readonly number[];
  revealing: boolean;
  onSkip: () => void;
}) {
  const { t } = useLingui();
  if (!draw) return null;
  return (
    <div className="flex items-center gap-2">
      <ol aria-label={t`Drawn numbers`} className="flex flex-1 flex-wrap gap-1.5">
        {draw.drawn.map((n, i) => (
          <li
            key={`${draw.betId}:${n}`}
            style={revealStyle(i, draw.instant)}
            className={cx(
              'grid size-8 place-items-center rounded-full text-xs font-bold tabular-nums',
              REVEAL_CLASS,
              hits.includes(n) ? 'bg-jade-500 text-night-950' : 'bg-night-700 text-slate-200',
            )}
          >
            {n}
          </li>
        ))}
      </ol>
      {revealing && !draw.instant && (
        <button
          type="button"
          onClick={onSkip}
          className="shrink-0 rounded-lg px-2 py-1 text-xs font-semibold text-gold-400 hover:bg-night-800 motion-reduce:hidden"
        >
          <Trans>Skip animation</Trans>
        </button>
      )}
    </div>
  );
}
