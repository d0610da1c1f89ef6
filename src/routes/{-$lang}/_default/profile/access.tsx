import { createFileRoute } from '@tanstack/react-router';
import { ProfileAccess } from '../../../../views/profile/profile-access';

export const Route = createFileRoute('/{-$lang}/_default/profile/access')({
  component: ProfileAccess,
});
