import { useLingui } from '@lingui/react/macro';
import { useState, type CSSProperties, type ReactNode } from 'react';
import {
  betPockets,
  INSIDE_BETS,
  INSIDE_PLACEMENTS,
  pocketColor,
  range,
  type EvenMoneyBet,
  type RouletteBet,
} from '../../../contract/games/roulette';
import { cx } from '../../../ui/cx';
import { ChipStack } from './chip-stack';
import { isWinningChip, spotKey } from './roulette-chips';
import { spotPoint, TABLE_ROWS_DRAWN } from './roulette-geometry';
import { useRouletteNames } from './roulette-names';

export interface RouletteTableProps {
  /** The stake on each place of the table, by `spotKey`. */
  stakes: ReadonlyMap<string, number>;
  onPlace: (spot: RouletteBet) => void;
  /** The pocket of the last spin when it was played with the chips on the table: it and its winning chips glow. */
  result: number | null;
  disabled?: boolean;
}

const EVEN_MONEY_ORDER: readonly EvenMoneyBet[] = ['low', 'even', 'red', 'black', 'odd', 'high'];
const SECTIONS = [1, 2, 3] as const;
const HOT_SPOT_BETS = INSIDE_BETS.filter((bet) => bet !== 'straight');

const POCKET_COLORS = { green: 'bg-emerald-700', red: 'bg-red-700', black: 'bg-night-950' } as const;

/** A place drawn as a dot on the lines between numbers rather than as a box of its own. */
const isHotSpot = (spot: RouletteBet) => 'numbers' in spot && spot.bet !== 'straight';

const box =
  'relative grid place-items-center border border-white/15 text-xs font-bold text-white transition hover:brightness-125 disabled:cursor-not-allowed disabled:hover:brightness-100';

/**
 * The European table, upright for phones: 0 on top, 1–36 in twelve rows of three, dozens and the even-money boxes
 * beside them, the columns' "2:1" below. A click (or Enter) puts a chip of the chosen value on a number, a box,
 * or one of the hot spots on the lines between numbers (splits, corners, streets, lines, trios, first four);
 * hovering or focusing a place lights the numbers it covers.
 */
export function RouletteTable({ stakes, onPlace, result, disabled }: RouletteTableProps) {
  const { t } = useLingui();
  const names = useRouletteNames();
  const [covered, setCovered] = useState<readonly number[]>([]);
  const place = (spot: RouletteBet, className: string, style: CSSProperties, content: ReactNode) => {
    const stake = stakes.get(spotKey(spot));
    return (
      <button
        key={spotKey(spot)}
        type="button"
        aria-label={names.spot(spot)}
        disabled={disabled}
        onClick={() => onPlace(spot)}
        onMouseEnter={() => setCovered(betPockets(spot))}
        onMouseLeave={() => setCovered([])}
        onFocus={() => setCovered(betPockets(spot))}
        onBlur={() => setCovered([])}
        className={className}
        style={style}
      >
        {content}
        {stake !== undefined && (
          <ChipStack
            amount={stake}
            won={result !== null && isWinningChip(spot, result)}
            className={isHotSpot(spot) ? undefined : 'absolute right-0.5 bottom-0.5'}
          />
        )}
      </button>
    );
  };
  const number = (n: number) =>
    place(
      { bet: 'straight', numbers: [n] },
      cx(
        box,
        'text-sm',
        POCKET_COLORS[pocketColor(n)],
        covered.includes(n) && 'ring-2 ring-inset ring-white/80',
        result === n && 'z-[1] ring-4 ring-inset ring-gold-400',
      ),
      n === 0 ? { gridColumn: '1 / span 3' } : {},
      n,
    );
  return (
    <div
      role="group"
      aria-label={t`Roulette table`}
      className="grid gap-x-1 pr-3 select-none"
      style={{
        gridTemplateColumns: '2.25rem 2.25rem minmax(0, 1fr)',
        gridTemplateRows: `repeat(${TABLE_ROWS_DRAWN + 1}, 2.25rem)`,
      }}
    >
      {EVEN_MONEY_ORDER.map((bet, i) =>
        place(
          { bet },
          cx(
            box,
            'rounded-md [writing-mode:vertical-rl]',
            bet === 'red' ? 'bg-red-700' : bet === 'black' ? 'bg-night-950' : 'bg-emerald-900',
          ),
          { gridColumn: 1, gridRow: `${2 + 2 * i} / span 2` },
          names.kind(bet),
        ),
      )}
      {SECTIONS.map((dozen) =>
        place(
          { bet: 'dozen', dozen },
          cx(box, 'rounded-md bg-emerald-900 [writing-mode:vertical-rl]'),
          { gridColumn: 2, gridRow: `${2 + 4 * (dozen - 1)} / span 4` },
          `${12 * dozen - 11}–${12 * dozen}`,
        ),
      )}
      <div
        className="relative grid overflow-visible rounded-md"
        style={{
          gridColumn: 3,
          gridRow: `1 / span ${TABLE_ROWS_DRAWN}`,
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gridTemplateRows: `repeat(${TABLE_ROWS_DRAWN}, minmax(0, 1fr))`,
        }}
      >
        {range(0, 36).map(number)}
        {HOT_SPOT_BETS.flatMap((bet) =>
          INSIDE_PLACEMENTS[bet].map((numbers) => {
            const point = spotPoint(bet, numbers);
            const spot: RouletteBet = { bet, numbers };
            const staked = stakes.has(spotKey(spot));
            return place(
              spot,
              cx(
                'absolute z-10 grid size-5 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full',
                'after:size-2 after:rounded-full after:bg-white/25 hover:after:bg-gold-300 focus-visible:after:bg-gold-300',
                staked && 'after:hidden',
                'disabled:cursor-not-allowed',
              ),
              { left: `${point.x * 100}%`, top: `${point.y * 100}%` },
              null,
            );
          }),
        )}
      </div>
      <div className="grid grid-cols-3 pt-1" style={{ gridColumn: 3, gridRow: TABLE_ROWS_DRAWN + 1 }}>
        {SECTIONS.map((column) =>
          place({ bet: 'column', column }, cx(box, 'rounded-md bg-emerald-900'), {}, '2:1'),
        )}
      </div>
    </div>
  );
}
