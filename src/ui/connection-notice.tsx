import { Trans } from '@lingui/react/macro';
import { cx } from './cx';

/**
 * A small pill at the bottom of the page while live updates (bets, balance) are interrupted: the browser is offline,
 * or the connection to the hub is being restored.
 */
export function ConnectionNotice({ notice }: { notice: 'reconnecting' | 'offline' }) {
  return (
    <div
      role="status"
      className="pointer-events-none fixed bottom-4 left-1/2 z-40 flex w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 items-center gap-2 rounded-full bg-night-800/95 px-3 py-1.5 text-xs text-slate-300 shadow-lg"
    >
      <span
        aria-hidden
        className={cx(
          'size-2 rounded-full',
          notice === 'offline' ? 'bg-slate-500' : 'animate-pulse bg-amber-400',
        )}
      />
      {notice === 'offline' ? <Trans>You are offline</Trans> : <Trans>Reconnecting…</Trans>}
    </div>
  );
}
