import { createFileRoute } from '@tanstack/react-router';
import { ProfileSettings } from '../../../../views/profile/profile-settings';

export const Route = createFileRoute('/{-$lang}/_default/profile/setting')({
  component: ProfileSettings,
});
