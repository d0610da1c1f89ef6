import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../contract/constants';
import { selectInvoiceSecondsLeft, selectShownInvoice, useAppSelector, usePayInEvents } from '../../app';
import { InvoiceDetails } from '../../ui/deposit/invoice-details';
import { depositMoney } from './deposit-money';

/** The invoice step: what to pay, where, and the countdown of its life. */
export function DepositInvoice() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const invoice = useAppSelector(selectShownInvoice);
  const secondsLeft = useAppSelector(selectInvoiceSecondsLeft);
  const payIn = usePayInEvents();
  if (!invoice) return null;
  const { crypto } = invoice;
  const coin = crypto?.coin;
  const network = crypto?.network;
  const details = [
    ...(invoice.card.card_number ? [{ label: t`Card number`, value: invoice.card.card_number }] : []),
    ...(invoice.card.phone_number ? [{ label: t`Phone number`, value: invoice.card.phone_number }] : []),
    ...(crypto ? [{ label: t`${coin} address (${network})`, value: crypto.address }] : []),
  ];
  return (
    <InvoiceDetails
      toPay={depositMoney(invoice.amount, invoice.currency, locale)}
      commission={depositMoney(invoice.commission, invoice.currency, locale)}
      credits={depositMoney(invoice.shop_amount, invoice.account_currency, locale)}
      details={details}
      secondsLeft={secondsLeft ?? invoice.life_time}
      payUrl={invoice.pay_url}
      onNewDeposit={payIn.newDeposit}
    />
  );
}
