import { CURRENCIES, type Currency, type Locale } from '../../contract/constants';
import { formatMoney } from '../../i18n/format';

/** An amount in major units of a currency code from the API, formatted for the locale; an unknown code as is. */
export function depositMoney(amount: number, currency: string, locale: Locale): string {
  return (CURRENCIES as readonly string[]).includes(currency)
    ? formatMoney(amount, currency as Currency, locale)
    : `${amount} ${currency}`;
}
