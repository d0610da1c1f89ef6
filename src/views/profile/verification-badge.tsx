import { Trans } from '@lingui/react/macro';
import type { User } from '../../contract/profile';

type Status = User['verification']['data']['status'];

/** Groups the verification statuses of SPEC §4 into pending, failed and success. */
export function verificationGroup(status: Status): 'pending' | 'failed' | 'success' {
  if (status === 'success' || status === 'verified') return 'success';
  if (status === 'failed' || status === 'unverified') return 'failed';
  return 'pending';
}

/** A coloured label of the verification status. */
export function VerificationBadge({ status }: { status: Status }) {
  const group = verificationGroup(status);
  const cls = {
    pending: 'bg-amber-400/15 text-amber-300',
    failed: 'bg-rose-500/15 text-rose-300',
    success: 'bg-jade-500/15 text-jade-400',
  }[group];
  return (
    <span className={`rounded-md px-2 py-0.5 text-xs font-semibold ${cls}`}>
      {group === 'pending' ? (
        <Trans>Pending</Trans>
      ) : group === 'failed' ? (
        <Trans>Not verified</Trans>
      ) : (
        <Trans>Verified</Trans>
      )}
    </span>
  );
}
