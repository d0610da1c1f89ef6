import { useLingui } from '@lingui/react/macro';
import { cx } from '../../../ui/cx';
import { Spinner } from '../../../ui/spinner';
import { onGridKeyDown } from './grid-keys';
import { GemIcon, MineIcon } from './miner-icons';
import type { TileLook } from './miner-round';

const COLUMNS = 5;

export interface MinerGridProps {
  tiles: TileLook[];
  /** The closed tiles can be opened now (a round is open and no move is on its way). */
  playable: boolean;
  /** The tile whose reveal is on its way. */
  pending: number | null;
  onReveal(tile: number): void;
}

const LOOKS: Record<TileLook, string> = {
  closed: 'bg-night-700 text-slate-400',
  gem: 'bg-jade-500/20 text-jade-400 ring-1 ring-jade-500/40',
  mine: 'bg-night-800 text-rose-400/80',
  hit: 'bg-rose-600 text-white ring-2 ring-rose-300',
  unopened: 'bg-night-800 text-jade-400/40',
};

/** The name a screen reader gives a tile: its number and what it shows. */
function useTileName() {
  const { t } = useLingui();
  return (tile: number, look: TileLook) => {
    const n = tile + 1;
    switch (look) {
      case 'closed':
        return t`Tile ${n}`;
      case 'gem':
        return t`Tile ${n}, gem`;
      case 'mine':
        return t`Tile ${n}, mine`;
      case 'hit':
        return t`Tile ${n}, the mine you hit`;
      case 'unopened':
        return t`Tile ${n}, gem not opened`;
    }
  };
}

/**
 * The 5 × 5 grid: each tile is a button (arrow keys move between them); a closed tile opens on a click, Enter or
 * Space while a round is open. Once the round is over the mines are shown and the one that ended it is marked.
 */
export function MinerGrid({ tiles, playable, pending, onReveal }: MinerGridProps) {
  const { t } = useLingui();
  const tileName = useTileName();
  return (
    <div
      role="group"
      aria-label={t`Minefield`}
      onKeyDown={onGridKeyDown(COLUMNS)}
      className="mx-auto grid w-full max-w-md grid-cols-5 gap-2"
    >
      {tiles.map((look, tile) => {
        const canOpen = playable && look === 'closed';
        return (
          <button
            key={tile}
            type="button"
            data-cell
            aria-label={tileName(tile, look)}
            aria-disabled={!canOpen || undefined}
            aria-busy={pending === tile || undefined}
            onClick={() => {
              if (canOpen) onReveal(tile);
            }}
            className={cx(
              'grid aspect-square place-items-center rounded-xl transition focus-visible:outline-2 focus-visible:outline-gold-400',
              canOpen && 'cursor-pointer hover:-translate-y-0.5 hover:bg-night-600',
              !canOpen && 'cursor-default',
              LOOKS[look],
            )}
          >
            {pending === tile ? (
              <Spinner />
            ) : look === 'gem' || look === 'unopened' ? (
              <GemIcon />
            ) : look === 'mine' || look === 'hit' ? (
              <MineIcon />
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
