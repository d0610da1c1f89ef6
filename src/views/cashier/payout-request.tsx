import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { selectRegion, useAppSelector, type FormFlow } from '../../app';
import type { PayoutRequest as PayoutCall } from '../../app/forms';
import type { BillingData, Payout } from '../../contract/billing';
import type { Locale } from '../../contract/constants';
import { formatMoney } from '../../i18n/format';
import { PayoutForm, type PayoutValues } from '../../ui/cashier/payout-form';
import type { FormErrors } from '../../ui/form-error';
import { useErrorText } from '../errors/use-error-text';
import { checkDestination, checkPayoutAmount, normaliseDestination, parseAmount } from './payout-checks';
import { PayoutConfirmation } from './payout-confirmation';
import { methodLabel } from './payout-labels';
import { randomId } from '../../app/random-id';

const FIELDS = ['method', 'amount', 'destination'] as const;

/**
 * The payout form with its checks: what the server would refuse is refused here first, in the player's
 * language; a request that passes goes to the server with one Idempotency-Key per attempt.
 */
export function PayoutRequest({
  data,
  balance,
  payout,
}: {
  data: BillingData;
  balance: number;
  /** The payout form's round trip, owned by the panel so the recent list can follow its successes. */
  payout: FormFlow<PayoutCall, Payout>;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const text = useErrorText();
  const region = useAppSelector(selectRegion);
  const [issues, setIssues] = useState<FormErrors<(typeof FIELDS)[number]>>({});
  // The key of the attempt in flight: the same values sent again (a retry after a lost answer) reuse it, so the
  // server answers the first payout instead of making a second one; other values are a new attempt.
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const methods = [...data.payouts.methods, ...data['crypto-payouts']];
  const currency = data.currency;
  const minimum = formatMoney(data.min_payout, data.currency, locale);
  const available = formatMoney(balance, data.currency, locale);

  if (payout.succeeded && payout.result) {
    return (
      <PayoutConfirmation
        payout={payout.result}
        method={methods.find((m) => m.hash === payout.result?.method)}
        onAnother={() => {
          attempt.current = null;
          payout.reset();
        }}
      />
    );
  }

  const submit = (values: PayoutValues) => {
    const method = methods.find((m) => m.hash === values.method);
    const found: typeof issues = {};
    const amountIssue = checkPayoutAmount(values.amount, {
      currency: data.currency,
      min: data.min_payout,
      balance,
    });
    if (!method) found.method = text.code('method_unavailable');
    if (amountIssue) {
      found.amount =
        amountIssue === 'amount_below_minimum'
          ? t`The minimum payout is ${minimum}.`
          : text.code(amountIssue);
    }
    const destinationIssue = method ? checkDestination(method.type, values.destination) : null;
    if (destinationIssue) found.destination = text.code(destinationIssue);
    setIssues(found);
    if (!method || Object.keys(found).length > 0) return;
    const body = {
      method: method.hash,
      amount: parseAmount(values.amount)!,
      destination: normaliseDestination(method.type, values.destination),
    };
    const signature = JSON.stringify(body);
    if (payout.failure?.code === 'idempotency_conflict') attempt.current = null;
    if (attempt.current?.body !== signature) attempt.current = { body: signature, key: randomId() };
    payout.submit({ body, idempotencyKey: attempt.current.key });
  };

  return (
    <PayoutForm
      methods={methods.map((m) => ({
        value: m.hash,
        label: methodLabel(m, locale),
        type: m.type,
        network: m.network,
      }))}
      amountLabel={t`Amount, ${currency}`}
      amountHint={t`Minimum ${minimum} · available ${available}`}
      phoneCountry={region === 'KZ' ? 'kz' : 'ru'}
      onSubmit={submit}
      busy={payout.busy}
      errors={Object.keys(issues).length > 0 ? issues : text.fields(payout.failure, FIELDS)}
    />
  );
}
