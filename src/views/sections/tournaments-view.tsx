import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/coming-soon';
import { Page, PageHeader } from '../../ui/page-header';
import { TOURNAMENT_STATUSES, type TournamentStatus } from './tournament-statuses';

const STATUS_LABELS: Record<TournamentStatus, MessageDescriptor> = {
  active: msg`Active`,
  upcoming: msg`Upcoming`,
  finished: msg`Finished`,
};

const STATUS_SUBTITLES: Record<TournamentStatus, MessageDescriptor> = {
  active: msg`Tournaments running now.`,
  upcoming: msg`Tournaments that start soon.`,
  finished: msg`Tournaments that have ended.`,
};

/** Tournament list, optionally filtered by status, or one tournament when `id` is given. */
export function TournamentsView({ status, id }: { status?: TournamentStatus; id?: string }) {
  const { t, i18n } = useLingui();
  const tab =
    'rounded-lg px-4 py-2 text-sm font-semibold text-slate-400 hover:text-white data-[status=active]:bg-night-700 data-[status=active]:text-white';
  return (
    <Page>
      <PageHeader
        title={id ? t`Tournament #${id}` : t`Tournaments`}
        subtitle={status ? i18n._(STATUS_SUBTITLES[status]) : t`Compete with other players for prize pools.`}
      >
        {!id && (
          <nav
            aria-label={t`Tournament status`}
            className="mt-2 flex max-w-full gap-1 self-start overflow-x-auto rounded-xl bg-night-900 p-1"
          >
            <Link to="/{-$lang}/tournaments" activeOptions={{ exact: true }} className={tab}>
              <Trans>All</Trans>
            </Link>
            {TOURNAMENT_STATUSES.map((s) => (
              <Link key={s} to="/{-$lang}/tournaments/$status" params={{ status: s }} className={tab}>
                {i18n._(STATUS_LABELS[s])}
              </Link>
            ))}
          </nav>
        )}
      </PageHeader>
      <ComingSoon />
    </Page>
  );
}
