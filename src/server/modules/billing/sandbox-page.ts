import { PAYMENT_STATUS } from '../../../contract/billing';
import type { Currency } from '../../../contract/constants';
import { fractionDigits, toMajor } from '../../../contract/money';
import type { InvoiceRow } from './invoice-repository';
import { findMethod } from './methods';
import { effectiveStatus } from './present-invoice';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STATUS_NAMES: Record<number, string> = {
  [PAYMENT_STATUS.waiting]: 'Waiting for payment',
  [PAYMENT_STATUS.failed]: 'Failed',
  [PAYMENT_STATUS.paid]: 'Paid',
  [PAYMENT_STATUS.expired]: 'Expired',
};

function money(minor: bigint, currency: string): string {
  const c = currency as Currency;
  return `${toMajor(minor, c).toFixed(fractionDigits(c))} ${c}`;
}

const STYLE = `body{font:16px/1.45 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem}dt{color:#555}dd{margin:0;font-variant-numeric:tabular-nums}
form{margin:.75rem 0;display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}button{font:inherit;padding:.4rem .9rem;cursor:pointer}
input{font:inherit;padding:.3rem;width:9rem}.note{background:#fff6d6;padding:.5rem .75rem;border-radius:4px}
.ok{background:#e3f6e5}.bad{background:#fde3e3}.status{font-weight:600}`;

/**
 * The sandbox payer page: English-only tester tooling standing in for a provider's checkout. Each button posts a
 * form; the server turns it into a signed webhook and comes back here with the webhook's answer code.
 */
export function renderPayerPage(row: InvoiceRow, now: Date, delivered: number | undefined): string {
  const status = effectiveStatus(row, now);
  const action = (name: string) => `/sandbox/pay/${encodeURIComponent(row.hash)}/${name}`;
  const method = findMethod(row.method);
  const details: [string, string][] = [
    ['Invoice', `#${row.id}`],
    ['Method', escape(method?.name.en ?? row.method)],
    ['Status', `<span class="status">${STATUS_NAMES[status] ?? String(status)}</span>`],
    ['To pay', escape(money(row.amount, row.currency))],
    ['Commission', escape(money(row.commission, row.currency))],
    ['Credits the account', escape(money(row.shopAmount, row.accountCurrency))],
    ['Sum was changed', row.sumWasChanged ? 'yes' : 'no'],
    ['Expires', escape(row.expiresAt.toISOString())],
  ];
  if (row.cardNumber) details.push(['Card number', escape(row.cardNumber)]);
  if (row.phoneNumber) details.push(['Phone number', escape(row.phoneNumber)]);
  if (row.cryptoAddress)
    details.push([`Address (${escape(row.cryptoNetwork ?? '')})`, escape(row.cryptoAddress)]);
  const notice =
    delivered === undefined
      ? ''
      : `<p class="note ${delivered === 200 ? 'ok' : 'bad'}">Webhook delivered; the API answered ${delivered}.</p>`;
  const currency = escape(row.currency);
  const actions = `<form method="post" action="${action('paid')}"><button type="submit">Mark paid</button></form>
<form method="post" action="${action('changed')}"><label>Paid sum, ${currency}
<input name="amount" inputmode="decimal" required pattern="\\d{1,12}(\\.\\d{1,2})?" placeholder="0.00"></label>
<button type="submit">Paid a different sum</button></form>
<form method="post" action="${action('failed')}"><button type="submit">Mark failed</button></form>`;
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment #${row.id}</title><style>${STYLE}</style>
<h1>Sandbox payment</h1>
<p class="note">This page stands in for a payment provider; nothing here moves real money. Each button sends the
API a signed webhook, exactly as a provider would.</p>
${notice}
<dl>${details.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('')}</dl>
${status === PAYMENT_STATUS.waiting ? actions : '<p class="note">This invoice no longer takes payments.</p>'}
</html>`;
}
