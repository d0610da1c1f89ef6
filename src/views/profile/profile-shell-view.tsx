import { Trans } from '@lingui/react/macro';
import { ComingSoon } from '../../ui/coming-soon';

/** Profile → bonuses until that list ships. */
export function ProfileShellView() {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-lg font-bold text-white">
        <Trans>My bonuses</Trans>
      </h2>
      <ComingSoon>
        <Trans>Your active bonuses and free spins will be listed here soon.</Trans>
      </ComingSoon>
    </section>
  );
}
