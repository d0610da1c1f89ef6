import { Trans } from '@lingui/react/macro';
import { RequireUser } from '../profile/require-user';
import { BonusesDashboard } from './bonuses-dashboard';

/** /profile/bonuses: the player's bonuses inside the profile; a guest gets the log-in prompt. */
export function ProfileBonuses() {
  return (
    <RequireUser>
      {(user) => (
        <section className="flex flex-col gap-4">
          <h2 className="text-lg font-bold text-white">
            <Trans>My bonuses</Trans>
          </h2>
          <BonusesDashboard user={user} />
        </section>
      )}
    </RequireUser>
  );
}
