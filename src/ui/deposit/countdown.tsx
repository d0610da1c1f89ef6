import { useLingui } from '@lingui/react/macro';

/** Seconds as `mm:ss` (minutes keep growing past an hour: `75:00`). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The time left to pay, ticking as `mm:ss`. */
export function Countdown({ seconds }: { seconds: number }) {
  const { t } = useLingui();
  return (
    <span
      role="timer"
      aria-label={t`Time left to pay`}
      className="font-mono text-lg font-bold text-gold-400 tabular-nums"
    >
      {formatCountdown(seconds)}
    </span>
  );
}
