// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBillingApi } from '../../src/api/billing';
import { AppProvider, type AppRuntime } from '../../src/app';
import { activateLocale, i18n } from '../../src/i18n/i18n';
import { WithdrawPanel } from '../../src/views/cashier/withdraw-panel';
import { billingData, loggedInApp, pendingPayout, type FakeAnswer, type SeenRequest } from './cashier-fake';

beforeAll(() => activateLocale('en', { remember: false }));
afterEach(cleanup);

const PAYOUTS = '/api/v2/billing/payouts';
const CARD = '4276 1234 5678 9012';

/** The billing data and an empty payout list; `onPayout` answers POST /payouts. */
function billingServer(
  onPayout: (request: SeenRequest) => FakeAnswer = () => ({ status: 201, body: pendingPayout() }),
) {
  return (request: SeenRequest): FakeAnswer | undefined => {
    if (request.path === '/api/v2/billing/data') return { status: 200, body: billingData() };
    if (request.path === PAYOUTS && request.method === 'GET') return { status: 200, body: [] };
    if (request.path === PAYOUTS && request.method === 'POST') return onPayout(request);
    return undefined;
  };
}

async function openPanel(app: AppRuntime) {
  render(
    <I18nProvider i18n={i18n}>
      <AppProvider actor={app.actor} account={app.account} billing={createBillingApi(app.clients)}>
        <WithdrawPanel />
      </AppProvider>
    </I18nProvider>,
  );
  await screen.findByRole('form', { name: 'Withdraw' });
}

function fill(amount: string, card = CARD) {
  fireEvent.change(screen.getByLabelText('Amount, RUB'), { target: { value: amount } });
  fireEvent.input(screen.getByLabelText('Card number'), { target: { value: card.replace(/\D/g, '') } });
  fireEvent.click(screen.getByRole('button', { name: 'Request payout' }));
}

/** An element's text with Intl's no-break spaces as plain ones. */
const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

const posts = (seen: SeenRequest[]) => seen.filter((r) => r.path === PAYOUTS && r.method === 'POST');

describe('WithdrawPanel', () => {
  it('shows the minimum payout and the available balance, formatted', async () => {
    const { app } = await loggedInApp(billingServer(), { balance: 1234.5 });
    await openPanel(app);
    expect(screen.getByText('Minimum ₽100 · available ₽1,234.50')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'USDT (TRC20)' })).toBeTruthy();
  });

  it('refuses an amount below the minimum payout in words, without asking the server', async () => {
    const { app, seen } = await loggedInApp(billingServer(), { balance: 500 });
    await openPanel(app);
    fill('99.99');
    expect(textOf(await screen.findByRole('alert'))).toBe('The minimum payout is ₽100.');
    expect(posts(seen)).toEqual([]);
  });

  it('refuses more than the balance and more decimals than the currency has', async () => {
    const { app, seen } = await loggedInApp(billingServer(), { balance: 500 });
    await openPanel(app);
    fill('500.01');
    expect((await screen.findByRole('alert')).textContent).toBe('There is not enough money on your balance.');
    fill('100.005');
    expect((await screen.findByRole('alert')).textContent).toBe('The amount has too many decimal places.');
    expect(posts(seen)).toEqual([]);
  });

  it('shows a 422 of the server in words, and sends the amount as a number with an Idempotency-Key', async () => {
    const { app, seen } = await loggedInApp(
      billingServer(() => ({
        status: 422,
        body: {
          message: 'Not enough money.',
          code: 'insufficient_funds',
          errors: { amount: ['insufficient_funds: The balance is too low'] },
        },
      })),
      { balance: 500 },
    );
    await openPanel(app);
    fill('150,5');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('There is not enough money on your balance.'),
    );
    const [post] = posts(seen);
    expect(post?.body).toEqual({ method: 'card-rub', amount: 150.5, destination: '4276123456789012' });
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('reuses the Idempotency-Key when the same request is sent again, and takes a new one for other values', async () => {
    const { app, seen } = await loggedInApp(
      billingServer(() => ({ status: 503, body: { message: 'busy' } })),
      {
        balance: 500,
      },
    );
    await openPanel(app);
    fill('150');
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    await screen.findByRole('alert');
    fill('150');
    await waitFor(() => expect(posts(seen)).toHaveLength(2));
    fill('160');
    await waitFor(() => expect(posts(seen)).toHaveLength(3));
    const [first, again, other] = posts(seen).map((r) => r.headers.get('Idempotency-Key'));
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('confirms the pending payout, re-reads the user for the header and lists the payout', async () => {
    let requested = false;
    const answer = billingServer(() => {
      requested = true;
      return { status: 201, body: pendingPayout({ amount: 150 }) };
    });
    const { app, seen } = await loggedInApp(
      (request) =>
        request.path === PAYOUTS && request.method === 'GET' && requested
          ? { status: 200, body: [pendingPayout({ amount: 150 })] }
          : answer(request),
      { balance: 500 },
    );
    await openPanel(app);
    const profileReads = seen.filter((r) => r.path === '/profile/user').length;
    fill('150');
    const confirmation = textOf(await screen.findByRole('status', { name: 'Payout requested' }));
    expect(confirmation).toContain('Payout requested');
    expect(confirmation).toContain('₽150');
    expect(confirmation).toContain('•••• 9012');
    expect(confirmation).toContain('Pending');
    await waitFor(() => expect(seen.filter((r) => r.path === '/profile/user').length).toBe(profileReads + 1));
    expect(await screen.findByRole('listitem')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toContain('Bank card');
  });
});
