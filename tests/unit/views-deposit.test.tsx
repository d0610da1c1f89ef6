// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeBilling, makeInvoice } from '../../machines/pay-in/pay-in.fixtures';
import { AppProvider, type AppRuntime } from '../../src/app';
import { activateLocale, i18n } from '../../src/i18n/i18n';
import { DepositPanel } from '../../src/views/cashier/deposit-panel';
import { loggedInApp, type FakeAnswer, type SeenRequest } from './cashier-fake';

beforeAll(() => activateLocale('en', { remember: false }));
afterEach(cleanup);

const INVOICES = '/api/v2/billing/invoices';

/** Deposit methods (a RUB card, USDT priced in USD) and an invoice for every POST. */
function billingServer(onInvoice: () => FakeAnswer = () => ({ status: 201, body: makeInvoice() })) {
  return (request: SeenRequest): FakeAnswer | undefined => {
    if (request.path === '/api/v2/billing/data') return { status: 200, body: makeBilling() };
    if (request.path === INVOICES && request.method === 'POST') return onInvoice();
    return undefined;
  };
}

function renderPanel(app: AppRuntime) {
  render(
    <I18nProvider i18n={i18n}>
      <AppProvider actor={app.actor} account={app.account}>
        <DepositPanel />
      </AppProvider>
    </I18nProvider>,
  );
}

/** An element's text with Intl's no-break spaces as plain ones. */
const textOf = (element: Element | null) => (element?.textContent ?? '').replace(/\u00a0/g, ' ');

const posts = (seen: SeenRequest[]) => seen.filter((r) => r.path === INVOICES && r.method === 'POST');

describe('DepositPanel', () => {
  it('lists the methods in the interface language with their limits', async () => {
    const { app } = await loggedInApp(billingServer());
    renderPanel(app);
    const card = await screen.findByRole('button', { name: /Bank card/ });
    expect(textOf(card)).toBe('Bank card₽100 – ₽300,000');
    expect(screen.getByRole('button', { name: /USDT \(TRC20\)/ })).toBeTruthy();
  });

  it('shows what a USD amount credits in roubles, and refuses one below the minimum without a call', async () => {
    const { app, seen } = await loggedInApp(billingServer());
    renderPanel(app);
    fireEvent.click(await screen.findByRole('button', { name: /USDT \(TRC20\)/ }));
    const amount = screen.getByLabelText('Amount, USD');
    expect(textOf(screen.getByText(/^Minimum/))).toBe('Minimum $10, maximum $5,000');
    fireEvent.change(amount, { target: { value: '10.29' } });
    expect(textOf(screen.getByText(/^You get/))).toBe('You get ₽931.25');
    fireEvent.change(amount, { target: { value: '9.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(textOf(await screen.findByRole('alert'))).toBe('The amount is below the minimum.');
    expect(posts(seen)).toEqual([]);
  });

  it('opens the invoice: sum, card number to copy, countdown and the sandbox link', async () => {
    const { app, seen } = await loggedInApp(billingServer());
    renderPanel(app);
    fireEvent.click(await screen.findByRole('button', { name: /Bank card/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const invoice = await screen.findByRole('region', { name: 'Your invoice' });
    expect(posts(seen).map((r) => r.body)).toEqual([{ method: 'card-rub', amount: 1000 }]);
    expect(textOf(invoice)).toContain('₽1,000');
    expect(textOf(invoice)).toContain('4000001234567899');
    expect(screen.getByRole('button', { name: 'Copy Card number' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('20:00');
    const link = screen.getByRole('link', { name: 'Pay in sandbox' });
    expect(link.getAttribute('href')).toBe('http://api.casino.test/sandbox/pay/inv-hash');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows a refused invoice in words and stays on the amount', async () => {
    const { app } = await loggedInApp(
      billingServer(() => ({
        status: 422,
        body: { message: 'no', code: 'method_unavailable', errors: { method: ['method_unavailable: no'] } },
      })),
    );
    renderPanel(app);
    fireEvent.click(await screen.findByRole('button', { name: /Bank card/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(textOf(await screen.findByRole('alert'))).toBe('This payment method is not available.');
    expect(screen.getByLabelText('Amount, RUB')).toBeTruthy();
  });
});
