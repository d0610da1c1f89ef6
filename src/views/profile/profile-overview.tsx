import { RequireUser } from './require-user';
import { ProfileOverviewView } from './profile-overview-view';

/** /profile: the player's contacts, balances and verification. */
export function ProfileOverview() {
  return <RequireUser>{(user) => <ProfileOverviewView user={user} onLogin={() => {}} />}</RequireUser>;
}
