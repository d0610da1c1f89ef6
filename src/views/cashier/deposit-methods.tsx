import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../contract/constants';
import {
  selectClosedInvoice,
  selectDepositMethods,
  selectOpenInvoices,
  useAppSelector,
  usePayInEvents,
} from '../../app';
import { Button } from '../../ui/button';
import { DepositMethodList } from '../../ui/deposit/method-list';
import { depositMoney } from './deposit-money';

/** The methods step: why the last invoice closed, invoices still open, and the method list. */
export function DepositMethods() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const methods = useAppSelector(selectDepositMethods);
  const open = useAppSelector(selectOpenInvoices);
  const closed = useAppSelector(selectClosedInvoice);
  const payIn = usePayInEvents();
  const items = methods.map((m) => {
    const currency = m.value.exchange_currency;
    return {
      hash: m.hash,
      name: m.name[locale] || m.name.en,
      limits: `${depositMoney(m.min_amount, currency, locale)} – ${depositMoney(m.max_amount, currency, locale)}`,
    };
  });
  return (
    <div className="flex flex-col gap-4">
      {closed && (
        <p role="status" className="rounded-xl bg-night-900 px-3.5 py-2.5 text-sm text-slate-300">
          {closed === 'expired'
            ? t`The invoice has expired. Choose a method to deposit again.`
            : t`The payment did not go through. Choose a method to try again.`}
        </p>
      )}
      {open.map((invoice) => {
        const id = invoice.id;
        const sum = depositMoney(invoice.amount, invoice.currency, locale);
        return (
          <div key={id} className="flex items-center justify-between gap-3 text-sm text-slate-300">
            <span>
              <Trans>
                Invoice #{id} for {sum} waits for payment.
              </Trans>
            </span>
            <Button size="sm" variant="secondary" onClick={() => payIn.showInvoice(id)}>
              <Trans>Show</Trans>
            </Button>
          </div>
        );
      })}
      <DepositMethodList methods={items} onSelect={payIn.selectMethod} />
    </div>
  );
}
