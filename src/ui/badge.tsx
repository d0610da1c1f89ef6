import type { ReactNode } from 'react';
import { cx } from './cx';

/** What a status means to the player: still open, done, went wrong, or merely over. */
export type BadgeTone = 'pending' | 'success' | 'failed' | 'neutral';

const TONES: Record<BadgeTone, string> = {
  pending: 'bg-amber-400/15 text-amber-300',
  success: 'bg-jade-500/15 text-jade-400',
  failed: 'bg-rose-500/15 text-rose-300',
  neutral: 'bg-night-700 text-slate-300',
};

/** A small coloured status label. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={cx('rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[tone])}>
      {children}
    </span>
  );
}
