import { createFileRoute } from '@tanstack/react-router';
import { kycEn } from '../../../../../views/policy/texts/kyc-en';
import { PolicyView } from '../../../../../views/policy/policy-view';

export const Route = createFileRoute('/{-$lang}/_default/policy/en/kyc')({
  component: KycEnPage,
});

function KycEnPage() {
  return <PolicyView document={kycEn} />;
}
