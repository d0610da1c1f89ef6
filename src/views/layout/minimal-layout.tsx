import { Trans } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from '../../ui/logo';

/** The minimal layout of /no-access and /error: logo, page, age notice. */
export function MinimalLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-[radial-gradient(ellipse_at_top,_#232a40_0%,_#0b0e17_60%)] px-4">
      <div className="py-8">
        <a href="/" aria-label="RoyalSpin">
          <Logo />
        </a>
      </div>
      <main id="main" className="flex w-full max-w-lg flex-1 flex-col justify-center pb-16">
        {children ?? <Outlet />}
      </main>
      <p className="pb-6 text-xs text-slate-400">
        <Trans>For adults 18+ only. Play responsibly.</Trans>
      </p>
    </div>
  );
}
