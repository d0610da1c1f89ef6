import { useLingui } from '@lingui/react/macro';
import { selectUser, useAppSelector } from '../../app';
import { Page, PageHeader } from '../../ui/page-header';
import { BonusesDashboard } from './bonuses-dashboard';
import { GuestBonuses } from './guest-bonuses';

/** /bonuses: a player's bonuses, or for a guest the bonuses a new player gets. */
export function BonusesPage() {
  const { t } = useLingui();
  const user = useAppSelector(selectUser);
  return (
    <Page>
      <PageHeader title={t`Bonuses`} subtitle={t`Deposit bonuses, free spins and promo codes.`} />
      {user ? <BonusesDashboard user={user} /> : <GuestBonuses />}
    </Page>
  );
}
