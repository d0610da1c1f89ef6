import { Plural, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { GuestBonusKind } from '../../../machines/guest-bonus/guest-bonus.types';

/** A time left in whole units. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Milliseconds as days, hours, minutes and seconds, rounded up to the second: the countdown shows a full period
 * when it starts and 00:00:01 (never 00:00:00) in its last second.
 */
export function splitTimeLeft(ms: number): TimeLeft {
  const total = Math.max(0, Math.ceil(ms / 1_000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The time left of a guest bonus's period (SPEC §4 Guest bonus): `2 days 23:59:59`, or `23:59:59` on the last day. */
export function GuestBonusCountdown({ kind, msLeft }: { kind: GuestBonusKind; msLeft: number }) {
  const { t } = useLingui();
  const labelId = useId();
  const { days, hours, minutes, seconds } = splitTimeLeft(msLeft);
  const clock = `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-300">
      <span id={labelId}>{kind === 'regAndDep' ? t`Registration and deposit bonus` : t`Welcome pack`}</span>
      <span role="timer" aria-labelledby={labelId} className="font-mono font-bold text-gold-400 tabular-nums">
        <Plural value={days} _0={clock} one={`# day ${clock}`} other={`# days ${clock}`} />
      </span>
    </p>
  );
}
