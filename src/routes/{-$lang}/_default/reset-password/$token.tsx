import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ResetPassword } from '../../../../views/auth/reset-password';

/** SPEC §2: with a `phone` query the restore token must be valid, otherwise the visitor goes to /error. */
export const Route = createFileRoute('/{-$lang}/_default/reset-password/$token')({
  // built when the route is first matched, not as every page starts
  validateSearch: z.lazy(() => z.object({ phone: z.optional(z.string().check(z.maxLength(32))) })),
  beforeLoad: async ({ context, params, search }) => {
    if (search.phone && !(await context.app.account.checkResetToken(params.token, 'phone'))) {
      throw redirect({ to: '/{-$lang}/error', params: { lang: params.lang } });
    }
  },
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useParams();
  const { phone } = Route.useSearch();
  return <ResetPassword key={token} token={token} phone={phone} />;
}
