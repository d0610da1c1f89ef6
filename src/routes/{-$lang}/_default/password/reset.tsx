import { createFileRoute } from '@tanstack/react-router';
import { PasswordReset } from '../../../../views/auth/password-reset';

export const Route = createFileRoute('/{-$lang}/_default/password/reset')({
  component: PasswordReset,
});
