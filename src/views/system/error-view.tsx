import { Trans } from '@lingui/react/macro';
import { Icon } from '../../ui/icons';

/** The /error page: a friendly apology and a way home. */
export function ErrorView() {
  return (
    <section className="flex flex-col items-center gap-4 rounded-3xl border border-night-700 bg-night-900/80 px-6 py-12 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-night-800 text-gold-400">
        <Icon name="alert" className="size-8" />
      </span>
      <h1 className="text-2xl font-extrabold text-white">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="text-slate-400">
        <Trans>
          We could not show this page. Your balance and bets are safe. Please try again in a moment.
        </Trans>
      </p>
      <a
        href="/"
        className="rounded-xl bg-gradient-to-b from-gold-300 to-gold-500 px-6 py-3 text-sm font-bold text-night-950"
      >
        <Trans>Go to the home page</Trans>
      </a>
    </section>
  );
}
