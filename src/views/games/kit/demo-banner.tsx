import { Trans, useLingui } from '@lingui/react/macro';
import { useModalEvents } from '../../../app';
import { resetDemo, useDemoBalance, useDemoPlay } from '../../../app/demo/play-mode';
import type { Locale } from '../../../contract/constants';
import { formatMoney } from '../../../i18n/format';
import { Button } from '../../../ui/button';

/**
 * Marks a game page played in demo: the badge, the play money left, a refill, and the way to play for real. Shown
 * above the game so a guest never mistakes play money for a balance.
 */
export function DemoBanner() {
  const { t, i18n } = useLingui();
  const demo = useDemoPlay();
  const balance = useDemoBalance();
  const modals = useModalEvents();
  if (!demo || balance === null) return null;
  const amount = formatMoney(balance, demo.currency, i18n.locale as Locale);
  return (
    <section
      aria-label={t`Demo mode`}
      data-demo-banner
      className="mb-4 flex flex-col gap-3 rounded-2xl border border-sky-400/40 bg-sky-950/40 px-4 py-3 text-sm sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="mt-0.5 shrink-0 rounded-md bg-sky-300 px-2 py-0.5 text-xs font-black tracking-wide text-night-950 uppercase">
          <Trans>Demo</Trans>
        </span>
        <p className="text-slate-200">
          <Trans>You play with play money: nothing real is won or lost.</Trans>{' '}
          <span className="font-semibold whitespace-nowrap text-white" data-demo-balance>
            <Trans>Demo balance: {amount}</Trans>
          </span>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" variant="secondary" onClick={() => resetDemo(demo)}>
          <Trans>Refill</Trans>
        </Button>
        <Button size="sm" onClick={() => modals.open('Register')}>
          <Trans>Play for real</Trans>
        </Button>
      </div>
    </section>
  );
}
