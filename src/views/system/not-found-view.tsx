import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';

/** The 404 body: 'Page Not Found' and the missing path. */
export function NotFoundView() {
  const path = useLocation({ select: (l) => l.pathname });
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-black text-gold-400">404</p>
      <h1 className="text-2xl font-extrabold text-white">
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="break-all text-slate-400">
        <Trans>Page not found: {path}</Trans>
      </p>
      <Link
        to="/{-$lang}"
        className="rounded-xl bg-night-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-night-600"
      >
        <Trans>Go to the home page</Trans>
      </Link>
    </section>
  );
}
