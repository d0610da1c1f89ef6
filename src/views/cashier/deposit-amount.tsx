import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../contract/constants';
import {
  selectDepositAmount,
  selectDepositAmountError,
  selectDepositConversion,
  selectDepositLimits,
  selectDepositMethod,
  selectIsPayInBusy,
  selectPayInFailure,
  useAppSelector,
  usePayInEvents,
} from '../../app';
import { formatMoney } from '../../i18n/format';
import { DepositAmountForm } from '../../ui/deposit/amount-form';
import { useErrorText } from '../errors/use-error-text';

/** The amount step: the amount within the method's limits, its value in the account currency, the deposit. */
export function DepositAmount() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const method = useAppSelector(selectDepositMethod);
  const limits = useAppSelector(selectDepositLimits);
  const amount = useAppSelector(selectDepositAmount);
  const amountError = useAppSelector(selectDepositAmountError);
  const conversion = useAppSelector(selectDepositConversion);
  const failure = useAppSelector(selectPayInFailure);
  const busy = useAppSelector(selectIsPayInBusy);
  const payIn = usePayInEvents();
  const text = useErrorText();
  if (!method || !limits) return null;
  const min = formatMoney(limits.min, limits.currency, locale);
  const max = formatMoney(limits.max, limits.currency, locale);
  const errors = text.fields(failure, ['amount'] as const);
  const converted =
    conversion && conversion.currency !== limits.currency
      ? formatMoney(conversion.amount, conversion.currency, locale)
      : null;
  return (
    <DepositAmountForm
      methodName={method.name[locale] || method.name.en}
      currency={limits.currency}
      amount={amount}
      onAmountChange={payIn.changeAmount}
      limits={t`Minimum ${min}, maximum ${max}`}
      conversion={converted}
      amountError={amountError ? text.code(amountError) : errors.amount}
      formError={errors.form}
      busy={busy}
      onBack={payIn.back}
      onSubmit={payIn.submit}
    />
  );
}
