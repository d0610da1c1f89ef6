import { createFileRoute } from '@tanstack/react-router';
import { ProfileShellView } from '../../../../views/profile/profile-shell-view';

export const Route = createFileRoute('/{-$lang}/_default/profile/bonuses')({
  component: ProfileBonusesPage,
});

function ProfileBonusesPage() {
  return <ProfileShellView />;
}
