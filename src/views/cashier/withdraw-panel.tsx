import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { selectUser, useAppSelector, useForm, type FormFlow } from '../../app';
import { useBilling } from '../../app/billing-context';
import type { PayoutRequest as PayoutCall } from '../../app/forms';
import { Read } from '../../app/read';
import type { BillingData, Payout } from '../../contract/billing';
import { PayoutList } from './payout-list';
import { ReadStates } from '../read-states';
import { PayoutRequest } from './payout-request';

/** The Withdraw tab of the PayIn cashier: a payout request by a fiat or crypto method, and the recent payouts. */
export function WithdrawPanel() {
  const user = useAppSelector(selectUser);
  const billing = useBilling();
  const payout = useForm('payout');
  const [attempt, setAttempt] = useState(0);
  if (!user) {
    return (
      <p className="text-sm text-slate-400">
        <Trans>Log in to withdraw.</Trans>
      </p>
    );
  }
  return (
    <Read key={attempt} load={billing.billingData}>
      {(state) => (
        <ReadStates state={state} onRetry={() => setAttempt((n) => n + 1)}>
          {(data) => <Withdraw data={data} balance={user.balance} payout={payout} />}
        </ReadStates>
      )}
    </Read>
  );
}

function Withdraw({
  data,
  balance,
  payout,
}: {
  data: BillingData;
  balance: number;
  payout: FormFlow<PayoutCall, Payout>;
}) {
  const billing = useBilling();
  const [attempt, setAttempt] = useState(0);
  const methods = [...data.payouts.methods, ...data['crypto-payouts']];
  return (
    <div className="flex flex-col gap-6">
      {methods.length === 0 ? (
        <p className="text-sm text-slate-400">
          <Trans>No payout methods are available for your account.</Trans>
        </p>
      ) : (
        <PayoutRequest data={data} balance={balance} payout={payout} />
      )}
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-300">
          <Trans>Recent payouts</Trans>
        </h3>
        {/* each new payout is a new read of the list */}
        <Read key={`${attempt}:${payout.successes}`} load={billing.payouts}>
          {(state) => (
            <ReadStates state={state} onRetry={() => setAttempt((n) => n + 1)}>
              {(payouts) => <PayoutList payouts={payouts} methods={methods} />}
            </ReadStates>
          )}
        </Read>
      </section>
    </div>
  );
}
