import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Logo } from './logo';

const linkClass = 'text-sm text-slate-400 transition hover:text-white';

/** The site footer: help and policy links, age notice. */
export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-night-800 bg-night-900/60">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="text-sm text-slate-400">
            <Trans>Gambling can be addictive. Play responsibly. For adults 18+ only.</Trans>
          </p>
        </div>
        <nav aria-label={t`Help`} className="flex flex-col gap-2">
          <h2 className="text-xs font-semibold tracking-wider text-slate-400 uppercase">
            <Trans>Help</Trans>
          </h2>
          <Link to="/{-$lang}/faq" className={linkClass}>
            <Trans>FAQ</Trans>
          </Link>
          <Link to="/{-$lang}/fairness" className={linkClass}>
            <Trans>Provable fairness</Trans>
          </Link>
          <Link to="/{-$lang}/welcome-pack" className={linkClass}>
            <Trans>Welcome pack</Trans>
          </Link>
          <Link to="/{-$lang}/top" className={linkClass}>
            <Trans>Top players</Trans>
          </Link>
        </nav>
        <nav aria-label={t`Policies`} className="flex flex-col gap-2">
          <h2 className="text-xs font-semibold tracking-wider text-slate-400 uppercase">
            <Trans>Policies</Trans>
          </h2>
          <Link to="/{-$lang}/policy/en/user-agreement" className={linkClass}>
            <Trans>User agreement (English)</Trans>
          </Link>
          <Link to="/{-$lang}/policy/en/kyc" className={linkClass}>
            <Trans>KYC policy (English)</Trans>
          </Link>
          <Link to="/{-$lang}/policy/ru/user-agreement" className={linkClass}>
            <Trans>User agreement (Russian)</Trans>
          </Link>
          <Link to="/{-$lang}/policy/ru/confidential" className={linkClass}>
            <Trans>Privacy policy (Russian)</Trans>
          </Link>
        </nav>
      </div>
      <p className="border-t border-night-800 py-4 text-center text-xs text-slate-400">
        <Trans>© {year} RoyalSpin. All rights reserved.</Trans>
      </p>
    </footer>
  );
}
