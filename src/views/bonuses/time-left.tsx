import { Plural } from '@lingui/react/macro';
import { useCountdown } from '../../app';
import { splitTimeLeft } from './guest-bonus-countdown';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Milliseconds left as the guest-bonus countdown writes them: `6 days 23:59:59`, or `23:59:59` on the last day. */
export function TimeLeftText({ msLeft }: { msLeft: number }) {
  const { days, hours, minutes, seconds } = splitTimeLeft(msLeft);
  const clock = `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`;
  return <Plural value={days} _0={clock} one={`# day ${clock}`} other={`# days ${clock}`} />;
}

/** A countdown to `endsAt` (epoch ms), ticking each second; named by `label`. */
export function TimeLeft({ endsAt, label }: { endsAt: number; label: string }) {
  const msLeft = useCountdown(endsAt);
  return (
    <span role="timer" aria-label={label} className="font-mono font-semibold text-gold-400 tabular-nums">
      <TimeLeftText msLeft={msLeft} />
    </span>
  );
}
