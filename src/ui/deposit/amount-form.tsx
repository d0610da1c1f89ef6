import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../button';
import { FormError } from '../form-error';
import { TextField } from '../text-field';

export interface DepositAmountFormProps {
  methodName: string;
  /** The currency the player pays in, e.g. "USD". */
  currency: string;
  amount: string;
  onAmountChange: (amount: string) => void;
  /** The limits, e.g. "Minimum 500 ₽, maximum 150 000 ₽". */
  limits: string;
  /** What the amount credits in the account currency, when it differs from the paid one. */
  conversion: string | null;
  /** Why the amount is refused, already translated. */
  amountError?: string | undefined;
  formError?: string | undefined;
  busy: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

/** The amount of a deposit by one method, with its limits and its value in the account currency. */
export function DepositAmountForm(props: DepositAmountFormProps) {
  const { t } = useLingui();
  const { currency, conversion } = props;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="font-semibold text-white">{props.methodName}</p>
        <Button size="sm" variant="ghost" onClick={props.onBack}>
          <Trans>Other method</Trans>
        </Button>
      </div>
      <TextField
        label={t`Amount, ${currency}`}
        value={props.amount}
        onChange={props.onAmountChange}
        inputMode="decimal"
        autoComplete="off"
        error={props.amountError}
        hint={props.limits}
      />
      {conversion && (
        <p className="text-sm text-slate-300" aria-live="polite">
          <Trans>You get {conversion}</Trans>
        </p>
      )}
      <FormError message={props.formError} />
      <Button type="submit" busy={props.busy} block>
        <Trans>Deposit</Trans>
      </Button>
    </form>
  );
}
