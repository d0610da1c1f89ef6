// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBillingApi } from '../../src/api/billing';
import { AppProvider } from '../../src/app';
import type { HistoryAnswer, HistoryItem } from '../../src/contract/billing';
import { activateLocale, i18n } from '../../src/i18n/i18n';
import { createAppRouter } from '../../src/router';
import { emptyHistory, loggedInApp, type FakeAnswer, type SeenRequest } from './cashier-fake';

beforeAll(async () => {
  window.scrollTo = () => {};
  await activateLocale('en', { remember: false });
});
afterEach(() => {
  cleanup();
  Cookies.remove('language', { path: '/' });
});

const HISTORY = '/api/v2/billing/history';

function item(overrides: Partial<HistoryItem>): HistoryItem {
  return {
    id: 'deposit:1',
    type: 'deposit',
    amount: 1000,
    currency: 'RUB',
    status: 'completed',
    created_at: '2026-03-01T10:00:00.000Z',
    description: 'Bank card',
    ...overrides,
  };
}

/** Opens `path` for a logged-in player whose history answers `page` (and a 500 when it returns nothing). */
async function open(path: string, page: (request: SeenRequest) => HistoryAnswer | FakeAnswer) {
  const { app, seen } = await loggedInApp((request) => {
    if (request.path !== HISTORY) return undefined;
    const answer = page(request);
    return 'status' in answer ? answer : { status: 200, body: answer };
  });
  const router = createAppRouter({
    context: { app },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <AppProvider actor={app.actor} account={app.account} billing={createBillingApi(app.clients)}>
        <RouterProvider router={router} />
      </AppProvider>
    </I18nProvider>,
  );
  const reads = () => seen.filter((r) => r.path === HISTORY).map((r) => Object.fromEntries(r.search));
  return { router, reads };
}

const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

describe('/profile/history', () => {
  it('lists each movement with its type, signed amount, status and date, for the filters in the address', async () => {
    const { reads } = await open('/en/profile/history?type=payout&page=2', () => ({
      data: [
        item({
          id: 'payout:4',
          type: 'payout',
          amount: -150.5,
          status: 'pending',
          created_at: '2026-03-02T09:30:00.000Z',
        }),
        item({ id: 'payout:3', type: 'payout', amount: -200, status: 'rejected' }),
      ],
      meta: { page: 2, per_page: 20, total: 22 },
    }));
    const rows = await screen.findAllByRole('row');
    expect(reads()).toEqual([{ type: 'payout', page: '2', per_page: '20' }]);
    const first = within(rows[1]!).getAllByRole('cell').map(textOf);
    expect(first[0]).toBe('PayoutBank card');
    expect(first[1]).toBe('-₽150.50');
    expect(first[2]).toBe('Pending');
    expect(first[3]).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-03-02T09:30:00.000Z'),
      ),
    );
    expect(within(rows[2]!).getAllByRole('cell').map(textOf)[2]).toBe('Rejected');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('puts a changed filter into the address and reads again from page 1', async () => {
    const { router, reads } = await open('/en/profile/history?page=3', () => ({
      data: [item({})],
      meta: { page: 1, per_page: 20, total: 1 },
    }));
    expect(textOf(await screen.findByRole('cell', { name: /₽/ }))).toBe('+₽1,000');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'completed' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'completed' }));
    await waitFor(() => expect(reads().at(-1)).toEqual({ status: 'completed', page: '1', per_page: '20' }));
    expect(reads()[0]).toEqual({ page: '3', per_page: '20' });
  });

  it('moves to the next page through the address', async () => {
    const { router, reads } = await open('/en/profile/history', (request) => ({
      data: [item({ id: `deposit:${request.search.get('page')}` })],
      meta: { page: Number(request.search.get('page')), per_page: 20, total: 41 },
    }));
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(reads().map((r) => r.page)).toEqual(['1', '2']);
  });

  it('says when there is nothing yet, when nothing matches the filters, and when the page is past the end', async () => {
    await open('/en/profile/history', () => emptyHistory());
    expect(await screen.findByText('You have no transactions yet.')).toBeTruthy();
    cleanup();
    await open('/en/profile/history?status=expired', () => emptyHistory());
    expect(await screen.findByText('No transactions match these filters.')).toBeTruthy();
    cleanup();
    const { router } = await open('/en/profile/history?status=pending&page=9', () => emptyHistory());
    fireEvent.click(await screen.findByRole('button', { name: 'First page' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'pending' }));
  });

  const bonusAnswer = (): HistoryAnswer => ({
    data: [
      item({
        id: 'bonus_forfeit:9',
        type: 'bonus_forfeit',
        amount: -300,
        description: '',
        bonus: { id: 2, program_id: 'welcome', name: 'bonus.welcome.step1' },
      }),
      item({
        id: 'bonus_convert:7',
        type: 'bonus_convert',
        amount: 500,
        description: '',
        bonus: { id: 1, program_id: 'reg_and_dep', name: 'bonus.reg_and_dep' },
      }),
      item({
        id: 'bonus_grant:5',
        type: 'bonus_grant',
        amount: 1500,
        description: '',
        // a program the catalogs do not know yet shows under its key
        bonus: { id: 3, program_id: 'autumn', name: 'bonus.autumn' },
      }),
    ],
    meta: { page: 1, per_page: 20, total: 3 },
  });
  const bonusCells = async () =>
    (await screen.findAllByRole('row')).slice(1).map((row) => within(row).getAllByRole('cell').map(textOf));

  it('names each bonus movement, its signed amount and its bonus, linking to /bonuses', async () => {
    await open('/en/profile/history', bonusAnswer);
    expect((await bonusCells()).map((c) => c.slice(0, 3))).toEqual([
      ['Bonus forfeitedWelcome pack: 1st deposit', '-₽300', 'Completed'],
      ['Bonus convertedRegistration and deposit bonus', '+₽500', 'Completed'],
      ['Bonus creditedbonus.autumn', '+₽1,500', 'Completed'],
    ]);
    const link = screen.getByRole('link', { name: 'Registration and deposit bonus' });
    expect(link.getAttribute('href')).toBe('/en/bonuses');
  });

  it.each([
    [
      'ru',
      [
        'Списание бонусаПриветственный пакет: 1-й депозит',
        'Конвертация бонусаБонус за регистрацию и депозит',
        'Начисление бонусаbonus.autumn',
      ],
    ],
    [
      'kz',
      [
        'Бонусты есептен шығаруҚош келдіңіз пакеті: 1-депозит',
        'Бонусты айырбастауТіркелу және депозит бонусы',
        'Бонус есептеуbonus.autumn',
      ],
    ],
  ])('names the bonus movements and their bonuses in %s', async (lang, names) => {
    await open(`/${lang}/profile/history`, bonusAnswer);
    expect((await bonusCells()).map((c) => c[0])).toEqual(names);
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getByRole('link').getAttribute('href')),
    ).toEqual([`/${lang}/bonuses`, `/${lang}/bonuses`, `/${lang}/bonuses`]);
  });

  it('offers the bonus movements in the type filter and reads them by type', async () => {
    const { router, reads } = await open('/en/profile/history', () => emptyHistory());
    await screen.findByText('You have no transactions yet.');
    const options = within(screen.getByLabelText('Type'))
      .getAllByRole('option')
      .map((o) => [(o as HTMLOptionElement).value, o.textContent]);
    expect(options).toEqual(
      expect.arrayContaining([
        ['bonus_grant', 'Bonus credited'],
        ['bonus_convert', 'Bonus converted'],
        ['bonus_forfeit', 'Bonus forfeited'],
      ]),
    );
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'bonus_convert' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'bonus_convert' }));
    await waitFor(() => expect(reads().at(-1)).toEqual({ type: 'bonus_convert', page: '1', per_page: '20' }));
    cleanup();
    const again = await open('/en/profile/history?type=bonus_forfeit', () => emptyHistory());
    await screen.findByText('No transactions match these filters.');
    expect(again.reads()).toEqual([{ type: 'bonus_forfeit', page: '1', per_page: '20' }]);
  });

  it('shows a failed read in words and reads again on request', async () => {
    let fail = true;
    const { reads } = await open('/en/profile/history', () =>
      fail ? { status: 500, body: { message: 'boom' } } : emptyHistory(),
    );
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no transactions yet.')).toBeTruthy();
    expect(reads()).toHaveLength(2);
  });
});
