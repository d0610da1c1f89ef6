// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProvider, readAppState, selectUser, type AppRuntime } from '../../src/app';
import type { Analytics } from '../../src/app/create-app-actor';
import type { AvailableBonus, BonusesAnswer, PlayerBonus } from '../../src/contract/bonuses';
import type { FreeSpin } from '../../src/contract/free-spins';
import { activateLocale, i18n } from '../../src/i18n/i18n';
import { PROGRAMS } from '../../src/server/modules/bonuses/programs';
import { bonusName, BONUS_NAMES } from '../../src/views/bonuses/bonus-names';
import { wagerPercent } from '../../src/views/bonuses/bonus-progress';
import { BonusesDashboard } from '../../src/views/bonuses/bonuses-dashboard';
import { TimeLeftText } from '../../src/views/bonuses/time-left';
import { DepositBonus } from '../../src/views/cashier/deposit-bonus';
import { billingData, loggedInApp, type FakeAnswer, type SeenRequest } from './cashier-fake';

beforeAll(() => activateLocale('en', { remember: false }));
afterEach(cleanup);

const SECOND = 1_000;
const DAY = 86_400 * SECOND;

function activeBonus(overrides: Partial<PlayerBonus> = {}): PlayerBonus {
  return {
    id: 12,
    program_id: 'promo-deposit-100',
    name: 'bonus.promo.deposit_match',
    currency: 'RUB',
    amount: 1000,
    wager_required: 30000,
    wagered: 10000,
    status: 'active',
    expires_at: new Date(Date.now() + 7 * DAY).toISOString(),
    created_at: '2026-03-01T10:00:00.000Z',
    finished_at: null,
    converted_amount: null,
    forfeited_amount: null,
    ...overrides,
  };
}

function welcomeStep(overrides: Partial<AvailableBonus> = {}): AvailableBonus {
  return {
    program_id: 'welcome-pack',
    kind: 'welcome_pack',
    name: 'bonus.welcome.step2',
    public_title: 'Welcome pack',
    step: 2,
    promo_code: null,
    expires_in: 3 * 86_400,
    next_deposit: true,
    activated: false,
    match_percent: 100,
    max_amount: 15000,
    min_deposit: 500,
    wager_multiplier: 35,
    expiry_days: 7,
    free_spins: { count: 40, game_id: 'slots-classic' },
    currency: 'RUB',
    ...overrides,
  };
}

const SPIN: FreeSpin = {
  id: 5,
  game: { id: 'slots-classic' },
  count: 20,
  total_count: 30,
  bet_value: 10,
  currency: 'RUB',
  status: 'active',
  expiration_at: new Date(Date.now() + 2 * DAY).toISOString(),
  created_at: '2026-03-01T10:00:00.000Z',
};

const INVALID = 'promo_invalid: The promo code is invalid or has expired.';

/**
 * A fake bonus server: the lists as `state` holds them, a cancel that moves the bonus to the history, an activation
 * of the welcome pack (refused as done already when `refuseActivation`).
 */
function bonusServer(state: BonusesAnswer, spins: FreeSpin[] = [SPIN], refuseActivation = false) {
  return (request: SeenRequest): FakeAnswer | undefined => {
    if (request.path === '/api/v2/bonuses') return { status: 200, body: state };
    if (request.path === '/profile/freeSpins') return { status: 200, body: { data: spins } };
    if (request.path === '/api/v2/bonuses/12/cancel') {
      const cancelled = {
        ...state.active[0]!,
        status: 'cancelled' as const,
        finished_at: new Date().toISOString(),
      };
      state.active = [];
      state.history = [cancelled];
      return { status: 200, body: { success: true, data: cancelled } };
    }
    if (request.path === '/api/v2/bonuses/offers/welcome-pack/activate') {
      if (refuseActivation)
        return {
          status: 409,
          body: { message: 'Already activated.', code: 'bonus_already_activated' },
        };
      state.available = state.available.map((o) =>
        o.program_id === 'welcome-pack'
          ? { ...o, activated: true, next_deposit: true }
          : { ...o, next_deposit: false },
      );
      return { status: 200, body: { success: true, data: state.available[0] } };
    }
    if (request.path === '/api/v2/freeSpinsCampaigns/cancel/5') {
      spins.splice(0);
      return { status: 200, body: { success: true, data: { ...SPIN, status: 'cancelled' } } };
    }
    if (request.path === '/api/v2/promo-codes/redeem') {
      const { code } = request.body as { code: string };
      if (code === 'SPRING')
        return {
          status: 200,
          body: {
            success: true,
            data: {
              code: 'SPRING',
              program_id: 'promo-deposit-100',
              name: 'bonus.promo.deposit_match',
              status: 'waiting',
              expires_at: '2026-03-15T10:00:00.000Z',
              bonus_id: null,
            },
          },
        };
      return {
        status: 422,
        body: {
          message: 'The promo code is invalid or has expired.',
          code: 'promo_invalid',
          errors: { code: [INVALID] },
        },
      };
    }
    return undefined;
  };
}

/** Renders `children` in the app with its bonus services; analytics events go to `tracked`. */
function renderWith(app: AppRuntime, children: ReactNode) {
  const tracked: Array<{ name: string; data?: Record<string, unknown> }> = [];
  const analytics: Analytics = {
    identify: () => {},
    reset: () => {},
    track: (name, data) => void tracked.push({ name, data }),
  };
  render(
    <I18nProvider i18n={i18n}>
      <AppProvider actor={app.actor} account={app.account} bonuses={{ ...app.bonuses, analytics }}>
        {children}
      </AppProvider>
    </I18nProvider>,
  );
  return { tracked };
}

/** An element's text with Intl's no-break spaces as plain ones. */
const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

/** The logged-in player of the fake app. */
const userOf = (app: AppRuntime) => selectUser(readAppState(app.actor.getSnapshot()))!;

const calls = (seen: SeenRequest[], method: string, path: string) =>
  seen.filter((r) => r.method === method && r.path === path);

describe('wagerPercent', () => {
  it('is the share of the wager met in whole percent, rounded down, on exact amounts', () => {
    expect(wagerPercent({ wagered: 10000, wager_required: 30000, currency: 'RUB' })).toBe(33);
    // 0.29 × 100 is 28.999… in floats
    expect(wagerPercent({ wagered: 0.29, wager_required: 1, currency: 'RUB' })).toBe(29);
    expect(wagerPercent({ wagered: 29999.99, wager_required: 30000, currency: 'RUB' })).toBe(99);
    expect(wagerPercent({ wagered: 30000, wager_required: 30000, currency: 'RUB' })).toBe(100);
    expect(wagerPercent({ wagered: 45000, wager_required: 30000, currency: 'RUB' })).toBe(100);
    expect(wagerPercent({ wagered: 0, wager_required: 0, currency: 'RUB' })).toBe(100);
  });
});

describe('bonus names', () => {
  it('has an English text for every program and welcome-pack step the server configures', () => {
    const keys = PROGRAMS.flatMap((p) => [p.name, ...('steps' in p ? p.steps.map((s) => s.name) : [])]);
    expect(keys.filter((key) => !BONUS_NAMES[key])).toEqual([]);
  });

  it('translates a known key and falls back to the public title, then to the key', () => {
    expect(bonusName(i18n, 'bonus.welcome.step1', 'ignored')).toBe('Welcome pack: 1st deposit');
    expect(bonusName(i18n, 'bonus.summer', 'Summer bonus')).toBe('Summer bonus');
    expect(bonusName(i18n, 'bonus.summer')).toBe('bonus.summer');
  });
});

describe('TimeLeftText', () => {
  it('writes the time left as the guest-bonus countdown does', () => {
    render(
      <I18nProvider i18n={i18n}>
        <p data-testid="a">
          <TimeLeftText msLeft={6 * DAY + 23 * 3_600 * SECOND + 59 * 60 * SECOND + 59 * SECOND} />
        </p>
        <p data-testid="b">
          <TimeLeftText msLeft={90 * SECOND} />
        </p>
      </I18nProvider>,
    );
    expect(screen.getByTestId('a').textContent).toBe('6 days 23:59:59');
    expect(screen.getByTestId('b').textContent).toBe('00:01:30');
  });
});

describe('BonusesDashboard', () => {
  it('shows the balances, the active bonus with its wagering and time left, the next deposit and free spins', async () => {
    const state: BonusesAnswer = { available: [welcomeStep()], active: [activeBonus()], history: [] };
    const { app } = await loggedInApp(bonusServer(state), { bonus_balance: 1000, balance: 250 });
    renderWith(app, <BonusesDashboard user={userOf(app)} />);
    const active = await screen.findByRole('article', { name: 'Promo code deposit bonus' });
    expect(within(active).getByRole('progressbar', { name: 'Wagering' }).getAttribute('aria-valuenow')).toBe(
      '33',
    );
    expect(within(active).getByText(/Wagered ₽10,000 of ₽30,000 \(33%\)/)).toBeTruthy();
    expect(within(active).getByRole('timer').textContent).toMatch(/^(7 days 00:00:00|6 days 23:59:5\d)$/);
    const next = screen.getByRole('listitem', { name: 'Welcome pack: 2nd deposit' });
    expect(within(next).getByText('Your next deposit')).toBeTruthy();
    expect(within(next).getByText('100% of the deposit, up to ₽15,000')).toBeTruthy();
    expect(within(next).getByText('40 free spins in Classic slots')).toBeTruthy();
    expect(textOf(screen.getByLabelText('Bonus balance'))).toBe('₽1,000');
    expect(textOf(screen.getByLabelText('Main balance'))).toBe('₽250');
    expect(await screen.findByText('20 of 30 free spins in Classic slots')).toBeTruthy();
  });

  it('cancels the active bonus only after the confirmation, then reads the lists again', async () => {
    const state: BonusesAnswer = { available: [], active: [activeBonus()], history: [] };
    const { app, seen } = await loggedInApp(bonusServer(state));
    renderWith(app, <BonusesDashboard user={userOf(app)} />);
    const active = await screen.findByRole('article', { name: 'Promo code deposit bonus' });
    fireEvent.click(within(active).getByRole('button', { name: 'Cancel bonus' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the bonus?' });
    expect(calls(seen, 'POST', '/api/v2/bonuses/12/cancel')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Promo code deposit bonus is cancelled.')).toBeTruthy();
    expect(calls(seen, 'POST', '/api/v2/bonuses/12/cancel')).toHaveLength(1);
    expect(await screen.findByText('You have no active bonus.')).toBeTruthy();
    expect(screen.getByText('Cancelled')).toBeTruthy();
    // the bonus balance changed: the user is read again
    await waitFor(() => expect(calls(seen, 'GET', '/profile/user').length).toBeGreaterThan(1));
  });

  it('activates an available bonus for the next deposit after the confirmation, and says when it already is', async () => {
    const state: BonusesAnswer = {
      available: [welcomeStep({ next_deposit: false })],
      active: [],
      history: [],
    };
    const { app, seen } = await loggedInApp(bonusServer(state));
    renderWith(app, <BonusesDashboard user={userOf(app)} />);
    const offer = await screen.findByRole('listitem', { name: 'Welcome pack: 2nd deposit' });
    expect(within(offer).queryByText('Your next deposit')).toBeNull();
    fireEvent.click(within(offer).getByRole('button', { name: 'Activate' }));
    const dialog = screen.getByRole('dialog', { name: 'Activate the bonus?' });
    expect(calls(seen, 'POST', '/api/v2/bonuses/offers/welcome-pack/activate')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(
      await screen.findByText('Welcome pack: 2nd deposit is activated: your next deposit earns it.'),
    ).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByText('Close', { selector: 'button' }));
    const activated = await screen.findByText('Activated for your next deposit');
    expect(within(activated.closest('li')!).queryByRole('button', { name: 'Activate' })).toBeNull();
  });

  it('says in words that a bonus activated twice (from another tab) is refused', async () => {
    const state: BonusesAnswer = { available: [welcomeStep()], active: [], history: [] };
    const { app } = await loggedInApp(bonusServer(state, [SPIN], true));
    renderWith(app, <BonusesDashboard user={userOf(app)} />);
    const offer = await screen.findByRole('listitem', { name: 'Welcome pack: 2nd deposit' });
    fireEvent.click(within(offer).getByRole('button', { name: 'Activate' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('This bonus is already activated for your next deposit.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('keeps the free spins when the player changes their mind, and cancels them when confirmed', async () => {
    const { app, seen } = await loggedInApp(bonusServer({ available: [], active: [], history: [] }, [SPIN]));
    renderWith(app, <BonusesDashboard user={userOf(app)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel spins' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel spins' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('The free spins in Classic slots are cancelled.')).toBeTruthy();
    expect(calls(seen, 'PUT', '/api/v2/freeSpinsCampaigns/cancel/5')).toHaveLength(1);
    expect(await screen.findByText('You have no free spins.')).toBeTruthy();
  });

  it('shows a refused promo code in words and reports it; a valid one says what it gives', async () => {
    const { app, seen } = await loggedInApp(bonusServer({ available: [], active: [], history: [] }));
    const { tracked } = renderWith(app, <BonusesDashboard user={userOf(app)} />);
    const form = await screen.findByRole('form', { name: 'Promo code' });
    fireEvent.change(within(form).getByLabelText('Promo code'), { target: { value: 'nope' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Activate' }));
    expect(await within(form).findByText('The promo code is invalid or has expired.')).toBeTruthy();
    expect(tracked).toEqual([{ name: 'promo_code_error', data: { code: 'nope', error: INVALID } }]);
    fireEvent.change(within(form).getByLabelText('Promo code'), { target: { value: 'SPRING' } });
    expect(within(form).queryByText('The promo code is invalid or has expired.')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Activate' }));
    expect((await within(form).findByRole('status')).textContent).toBe(
      'Promo code SPRING is activated: your next deposit earns Promo code deposit bonus.',
    );
    expect(calls(seen, 'POST', '/api/v2/promo-codes/redeem').map((r) => r.body)).toEqual([
      { code: 'nope' },
      { code: 'SPRING' },
    ]);
    expect(tracked).toHaveLength(1);
  });
});

describe('DepositBonus', () => {
  it('names the bonus the next deposit earns, from the billing data', async () => {
    const data = billingData();
    data.payments.bonus.name = 'bonus.welcome.step1';
    const { app } = await loggedInApp((request) =>
      request.path === '/api/v2/billing/data' ? { status: 200, body: data } : undefined,
    );
    renderWith(app, <DepositBonus />);
    expect(await screen.findByText('This deposit earns Welcome pack: 1st deposit')).toBeTruthy();
  });

  it('says how much the bonus gives: the match and its cap, or the fixed amount', async () => {
    const terms = {
      match_percent: 150,
      max_amount: 15_000,
      min_deposit: 100,
      wager_multiplier: 40,
      expiry_days: 7,
      free_spins: null,
      currency: 'RUB' as const,
    };
    const data = billingData();
    data.payments.bonus = { name: 'bonus.reg_and_dep', terms };
    const { app } = await loggedInApp((request) =>
      request.path === '/api/v2/billing/data' ? { status: 200, body: data } : undefined,
    );
    renderWith(app, <DepositBonus />);
    expect(await screen.findByText('150% of the deposit, up to ₽15,000')).toBeTruthy();
    cleanup();
    app.dispose();
    const fixed = billingData();
    fixed.payments.bonus = {
      name: 'bonus.reg_and_dep',
      terms: { ...terms, match_percent: null, max_amount: 500 },
    };
    const next = await loggedInApp((request) =>
      request.path === '/api/v2/billing/data' ? { status: 200, body: fixed } : undefined,
    );
    renderWith(next.app, <DepositBonus />);
    expect(await screen.findByText('₽500 bonus')).toBeTruthy();
  });

  it('shows nothing when the deposit earns no bonus', async () => {
    const { app, seen } = await loggedInApp((request) =>
      request.path === '/api/v2/billing/data' ? { status: 200, body: billingData() } : undefined,
    );
    renderWith(app, <DepositBonus />);
    await waitFor(() => expect(calls(seen, 'GET', '/api/v2/billing/data')).toHaveLength(1));
    expect(screen.queryByText(/This deposit earns/)).toBeNull();
  });
});
