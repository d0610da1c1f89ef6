import type { ReactNode } from 'react';
import { selectUser, useAppSelector, useModalEvents } from '../../app';
import type { User } from '../../contract/profile';
import { ProfileOverviewView } from './profile-overview-view';

/** Renders `children(user)` for a logged-in player and the log-in prompt for a guest. */
export function RequireUser({ children }: { children: (user: User) => ReactNode }) {
  const user = useAppSelector(selectUser);
  const { open } = useModalEvents();
  return user ? children(user) : <ProfileOverviewView user={null} onLogin={() => open('Login')} />;
}
