import { createFileRoute } from '@tanstack/react-router';
import { userAgreementRu } from '../../../../../views/policy/texts/user-agreement-ru';
import { PolicyView } from '../../../../../views/policy/policy-view';

export const Route = createFileRoute('/{-$lang}/_default/policy/ru/user-agreement')({
  component: UserAgreementRuPage,
});

function UserAgreementRuPage() {
  return <PolicyView document={userAgreementRu} />;
}
