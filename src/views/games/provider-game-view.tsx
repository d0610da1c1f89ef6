import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/coming-soon';
import { Page, PageHeader } from '../../ui/page-header';
import type { CatalogKind } from './catalog-view';

export interface ProviderGameViewProps {
  kind: CatalogKind;
  /** The game's slug from the address. */
  slug: string;
  mode: 'demo' | 'play';
}

/** One slot or live-casino game in demo or real-money mode. */
export function ProviderGameView({ kind, slug, mode }: ProviderGameViewProps) {
  const { t } = useLingui();
  const name = slug.replace(/[-_]+/g, ' ');
  return (
    <Page>
      <nav aria-label="breadcrumbs" className="mb-3 text-sm text-slate-400">
        {kind === 'slots' ? (
          <Link to="/{-$lang}/games/slots" className="hover:text-white">
            <Trans>Slots</Trans>
          </Link>
        ) : (
          <Link to="/{-$lang}/games/live-casino" className="hover:text-white">
            <Trans>Live casino</Trans>
          </Link>
        )}
      </nav>
      <PageHeader
        title={<span className="capitalize">{name}</span>}
        subtitle={mode === 'demo' ? t`Demo mode: play for fun without real money.` : t`Real-money mode.`}
      />
      <div className="w-full sm:aspect-video overflow-hidden rounded-3xl border border-night-700 bg-night-900">
        <div className="grid h-full place-items-center p-6">
          <ComingSoon>
            <Trans>This game cannot be launched yet: provider games are not connected.</Trans>
          </ComingSoon>
        </div>
      </div>
    </Page>
  );
}
