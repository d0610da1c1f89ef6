import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/coming-soon';
import { Page, PageHeader } from '../../ui/page-header';

export type CatalogKind = 'slots' | 'live';

/** The slots or live-casino catalog page. */
export function CatalogView({ kind }: { kind: CatalogKind }) {
  const { t } = useLingui();
  const tab =
    'rounded-lg px-4 py-2 text-sm font-semibold text-slate-400 hover:text-white data-[status=active]:bg-night-700 data-[status=active]:text-white';
  return (
    <Page>
      <PageHeader
        title={kind === 'slots' ? t`Slots` : t`Live casino`}
        subtitle={
          kind === 'slots'
            ? t`Slot machines from leading providers.`
            : t`Roulette, blackjack and baccarat with live dealers.`
        }
      >
        <nav aria-label={t`Casino`} className="mt-2 flex gap-1 rounded-xl bg-night-900 p-1 self-start">
          <Link to="/{-$lang}/games/slots" className={tab}>
            <Trans>Slots</Trans>
          </Link>
          <Link to="/{-$lang}/games/live-casino" className={tab}>
            <Trans>Live casino</Trans>
          </Link>
        </nav>
      </PageHeader>
      <ComingSoon>
        <Trans>The game catalog is being connected to our providers and is not available yet.</Trans>
      </ComingSoon>
    </Page>
  );
}
