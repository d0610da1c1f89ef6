import { createFileRoute } from '@tanstack/react-router';
import { confidentialRu } from '../../../../../views/policy/texts/confidential-ru';
import { PolicyView } from '../../../../../views/policy/policy-view';

export const Route = createFileRoute('/{-$lang}/_default/policy/ru/confidential')({
  component: ConfidentialRuPage,
});

function ConfidentialRuPage() {
  return <PolicyView document={confidentialRu} />;
}
