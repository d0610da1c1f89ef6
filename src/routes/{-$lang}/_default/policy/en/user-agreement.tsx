import { createFileRoute } from '@tanstack/react-router';
import { userAgreementEn } from '../../../../../views/policy/texts/user-agreement-en';
import { PolicyView } from '../../../../../views/policy/policy-view';

export const Route = createFileRoute('/{-$lang}/_default/policy/en/user-agreement')({
  component: UserAgreementEnPage,
});

function UserAgreementEnPage() {
  return <PolicyView document={userAgreementEn} />;
}
