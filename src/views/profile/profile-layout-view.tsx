import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import { Page, PageHeader } from '../../ui/page-header';

const tab =
  'shrink-0 rounded-lg px-4 py-2 text-sm font-semibold text-slate-400 hover:text-white data-[status=active]:bg-night-700 data-[status=active]:text-white';

/** The profile frame: title, tabs of the profile pages and the current tab. */
export function ProfileLayoutView() {
  const { t } = useLingui();
  return (
    <Page>
      <PageHeader title={t`Profile`}>
        <nav
          aria-label={t`Profile sections`}
          className="mt-2 flex gap-1 overflow-x-auto rounded-xl bg-night-900 p-1"
        >
          <Link to="/{-$lang}/profile" activeOptions={{ exact: true }} className={tab}>
            <Trans>Overview</Trans>
          </Link>
          <Link to="/{-$lang}/profile/access" className={tab}>
            <Trans>Security</Trans>
          </Link>
          <Link to="/{-$lang}/profile/setting" className={tab}>
            <Trans>Settings</Trans>
          </Link>
          <Link to="/{-$lang}/profile/history" className={tab}>
            <Trans>History</Trans>
          </Link>
          <Link to="/{-$lang}/profile/bets" className={tab}>
            <Trans>Bets</Trans>
          </Link>
          <Link to="/{-$lang}/profile/bonuses" className={tab}>
            <Trans>Bonuses</Trans>
          </Link>
        </nav>
      </PageHeader>
      <Outlet />
    </Page>
  );
}
