import { Trans } from '@lingui/react/macro';
import { selectPayInFailure, selectPayInStep, useAppSelector, usePayInEvents } from '../../app';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/form-error';
import { useErrorText } from '../errors/use-error-text';
import { DepositAmount } from './deposit-amount';
import { DepositBonus } from './deposit-bonus';
import { DepositInvoice } from './deposit-invoice';
import { DepositMethods } from './deposit-methods';

/** The Deposit tab of the cashier: one screen per step of the pay-in flow. */
export function DepositPanel() {
  const step = useAppSelector(selectPayInStep);
  const failure = useAppSelector(selectPayInFailure);
  const payIn = usePayInEvents();
  const text = useErrorText();
  switch (step) {
    case 'methods':
      return (
        <div className="flex flex-col gap-4">
          <DepositBonus />
          <DepositMethods />
        </div>
      );
    case 'amount':
    case 'creating':
      return (
        <div className="flex flex-col gap-4">
          <DepositBonus />
          <DepositAmount />
        </div>
      );
    case 'invoice':
      return <DepositInvoice />;
    case 'unavailable':
      return (
        <div className="flex flex-col gap-4">
          <FormError message={text.code(failure?.code ?? 'server_error')} />
          <Button variant="secondary" onClick={payIn.retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      );
    default:
      return (
        <p className="text-sm text-slate-400">
          <Trans>Loading…</Trans>
        </p>
      );
  }
}
