import { pocketColor, ROULETTE_POCKETS } from '../../../contract/games/roulette';
import { cx } from '../../../ui/cx';

/** The pockets of the European wheel clockwise from 0, as the wheel is made. */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
];

const STEP = 360 / ROULETTE_POCKETS;
const FILL = { green: '#047857', red: '#b91c1c', black: '#0b0e17' } as const;

/** A point at `radius` and `degrees` clockwise from the top. */
const polar = (radius: number, degrees: number) => {
  const rad = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(rad)).toFixed(3)} ${(-radius * Math.cos(rad)).toFixed(3)}`;
};

/** The wedge of the i-th pocket between two radii. */
function wedge(i: number, inner: number, outer: number) {
  const from = (i - 0.5) * STEP;
  const to = (i + 0.5) * STEP;
  return `M${polar(inner, from)} L${polar(outer, from)} A${outer} ${outer} 0 0 1 ${polar(outer, to)} L${polar(inner, to)} A${inner} ${inner} 0 0 0 ${polar(inner, from)}Z`;
}

/** Three turns per spin, then the pocket the ball fell into under the ball at the top. */
const turnOf = (spins: number, pocket: number | null) =>
  spins * 1080 - (pocket === null ? 0 : WHEEL_ORDER.indexOf(pocket) * STEP);

/**
 * The wheel: it turns three times per spin and stops with the ball's pocket at the top, the pocket shown in its
 * colour in the middle. The result is known and announced before it turns; the turn is only the show.
 */
export function RouletteWheel({ pocket, spins }: { pocket: number | null; spins: number }) {
  const color = pocket === null ? null : pocketColor(pocket);
  return (
    <div aria-hidden className="relative mx-auto aspect-square w-full max-w-56">
      <svg viewBox="-110 -110 220 220" className="size-full">
        <circle r="108" fill="#3f2a14" />
        <g
          className="transition-transform duration-[1800ms] ease-out motion-reduce:transition-none"
          style={{ transform: `rotate(${turnOf(spins, pocket)}deg)` }}
        >
          {WHEEL_ORDER.map((n, i) => (
            <g key={n}>
              <path d={wedge(i, 66, 100)} fill={FILL[pocketColor(n)]} stroke="#d4af37" strokeWidth="0.6" />
              <text
                x="0"
                y="-88"
                transform={`rotate(${i * STEP})`}
                textAnchor="middle"
                dominantBaseline="middle"
                className="fill-white text-[9px] font-bold"
              >
                {n}
              </text>
            </g>
          ))}
          <circle r="66" fill="#1f2937" stroke="#d4af37" strokeWidth="1" />
        </g>
        {pocket !== null && (
          <circle cx="0" cy="-73" r="4.5" fill="#f8fafc" stroke="#94a3b8" strokeWidth="0.8" />
        )}
        <path d="M-6 -110 L6 -110 L0 -100Z" fill="#fbbf24" />
      </svg>
      <div
        className={cx(
          'absolute inset-0 m-auto grid size-20 place-items-center rounded-full text-3xl font-black text-white tabular-nums shadow-inner',
          color === 'red' && 'bg-red-700',
          color === 'black' && 'bg-night-950',
          color === 'green' && 'bg-emerald-700',
          color === null && 'bg-night-800 text-slate-400',
        )}
      >
        {pocket ?? '—'}
      </div>
    </div>
  );
}
