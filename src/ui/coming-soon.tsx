import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Icon } from './icons';

/** An honest placeholder body for a section that a later release delivers. */
export function ComingSoon({ children }: { children?: ReactNode }) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-night-600 bg-night-900/60 px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-night-800 text-gold-400">
        <Icon name="clock" className="size-7" />
      </span>
      <h2 className="text-xl font-bold text-white">
        <Trans>Coming soon</Trans>
      </h2>
      <p className="max-w-md text-sm text-slate-400">
        {children ?? (
          <Trans>This section is being built and is not available yet. Please check back later.</Trans>
        )}
      </p>
    </section>
  );
}
