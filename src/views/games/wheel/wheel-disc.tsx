import { segmentColor } from './wheel-colors';

/** A point at `radius` and `degrees` clockwise from the top. */
const polar = (radius: number, degrees: number) => {
  const rad = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(rad)).toFixed(3)} ${(-radius * Math.cos(rad)).toFixed(3)}`;
};

/** The wedge of segment i of n, from the centre to the rim. */
function wedge(i: number, n: number, radius: number) {
  const step = 360 / n;
  return `M0 0 L${polar(radius, i * step)} A${radius} ${radius} 0 0 1 ${polar(radius, (i + 1) * step)}Z`;
}

export interface WheelDiscProps {
  /** The multiplier of each segment, in wheel order. */
  table: readonly number[];
  /** The segment the last spin of this wheel stopped on; null before it. */
  landed: number | null;
  spins: number;
  /** What the landed segment pays, as the middle of the wheel shows it. */
  landedText: string | null;
}

/**
 * The wheel, each segment coloured by what it pays. It turns four times per spin and stops with the landed
 * segment under the pointer at the top; the result is announced before it turns, the turn is only the show.
 */
export function WheelDisc({ table, landed, spins, landedText }: WheelDiscProps) {
  const n = table.length;
  const turn = spins * 1440 - (landed === null ? 0 : (landed + 0.5) * (360 / n));
  return (
    <div aria-hidden className="relative mx-auto aspect-square w-full max-w-72">
      <svg viewBox="-110 -110 220 220" className="size-full">
        <circle r="106" fill="#181d2e" stroke="#323a55" strokeWidth="2" />
        <g
          className="transition-transform duration-[2200ms] ease-out motion-reduce:transition-none"
          style={{ transform: `rotate(${turn}deg)` }}
        >
          {table.map((multiplier, i) => (
            <path
              key={i}
              d={wedge(i, n, 100)}
              fill={segmentColor(multiplier)}
              stroke="#0b0e17"
              strokeWidth={n > 30 ? 0.6 : 1.2}
              opacity={landed === null || landed === i ? 1 : 0.85}
            />
          ))}
        </g>
        <circle r="34" fill="#111522" stroke="#323a55" strokeWidth="2" />
        <path d="M-8 -110 L8 -110 L0 -94Z" fill="#fbbf24" stroke="#0b0e17" strokeWidth="1" />
      </svg>
      {landedText && (
        <span className="absolute inset-0 m-auto grid size-16 place-items-center text-base font-black text-white tabular-nums">
          {landedText}
        </span>
      )}
    </div>
  );
}
