import { Trans } from '@lingui/react/macro';
import { ComingSoon } from '../../ui/coming-soon';

/** Profile → history and profile → bonuses until those lists ship. */
export function ProfileShellView({ tab }: { tab: 'history' | 'bonuses' }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-lg font-bold text-white">
        {tab === 'history' ? <Trans>Transaction history</Trans> : <Trans>My bonuses</Trans>}
      </h2>
      <ComingSoon>
        {tab === 'history' ? (
          <Trans>Your deposits, withdrawals and bets will be listed here soon.</Trans>
        ) : (
          <Trans>Your active bonuses and free spins will be listed here soon.</Trans>
        )}
      </ComingSoon>
    </section>
  );
}
