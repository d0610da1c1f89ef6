// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProvider, selectIsReady, waitForAppState, type AppRuntime } from '../../src/app';
import type { AvailableBonus, WelcomePackGuestAnswer, WelcomeStep } from '../../src/contract/bonuses';
import type { VipLevelsAnswer, VipStatusAnswer } from '../../src/contract/vip';
import { activateLocale, i18n } from '../../src/i18n/i18n';
import { createAppRouter } from '../../src/router';
import { WelcomePack } from '../../src/views/bonuses/welcome-pack';
import { PayInModal } from '../../src/views/cashier/pay-in-modal';
import { VipClub } from '../../src/views/vip/vip-club';
import { loggedInApp, type FakeAnswer, type SeenRequest } from './cashier-fake';
import { testRuntime } from './test-runtime';

beforeAll(() => activateLocale('en', { remember: false }));
afterEach(() => {
  cleanup();
  document.cookie = 'guestBonus=; max-age=0; path=/';
});

function step(n: number, overrides: Partial<WelcomeStep> = {}): WelcomeStep {
  return {
    step: n,
    name: `bonus.welcome.step${n}`,
    match_percent: 100,
    max_amount: 10_000 * n,
    min_deposit: 500,
    wager_multiplier: 35,
    expiry_days: 7,
    free_spins: null,
    currency: 'RUB',
    ...overrides,
  };
}

const PACK: WelcomePackGuestAnswer = {
  id: 'welcome-pack',
  name: 'bonus.welcome',
  publicTitle: 'Welcome pack: up to 325%',
  expires_in: 604_800,
  currency: 'RUB',
  steps: [step(1), step(2), step(3)],
};

const json = (answer: FakeAnswer) =>
  new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * A guest's app over a fake server: geo RU, no SSO, the welcome pack, the registration-and-deposit bonus given
 * (none by default), the VIP levels.
 */
async function guestApp(regAndDep: { name: string; expires_in: number } | null = null): Promise<AppRuntime> {
  const app = testRuntime({
    fetch: async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/geo_ip')
        return json({ status: 200, body: { data: { ip: '10.0.0.1', country_code: 'RU' } } });
      if (url.pathname === '/mirror')
        return json({
          status: 200,
          body: {
            redirect: null,
            sso: null,
            meta: null,
            settings: { revshare_service_frontend_url: null, telegram_channel_url: null },
          },
        });
      if (url.pathname === '/api/v3/welcome-pack/get-welcome-packs-guest')
        return json({ status: 200, body: PACK });
      if (url.pathname === '/api/v2/vip/levels') return json({ status: 200, body: LEVELS });
      if (url.pathname === '/bonus-system/bonus-activation/waiting-reg-and-dep')
        return json({ status: 200, body: { data: regAndDep } });
      return json({ status: 404, body: { message: 'Not found.', code: 'not_found' } });
    },
  });
  await waitForAppState(app.actor, selectIsReady);
  return app;
}

function renderIn(app: AppRuntime, children: ReactNode) {
  render(
    <I18nProvider i18n={i18n}>
      <AppProvider actor={app.actor} account={app.account} bonuses={app.bonuses}>
        {children}
      </AppProvider>
    </I18nProvider>,
  );
}

describe('HeaderGuestBonus', () => {
  /** The whole site at `path` for a guest, so the header is the one the layout mounts. */
  async function openSite(app: AppRuntime, path: string) {
    const router = createAppRouter({
      context: { app },
      history: createMemoryHistory({ initialEntries: [path] }),
    });
    await router.load();
    render(
      <I18nProvider i18n={i18n}>
        <AppProvider actor={app.actor} account={app.account} bonuses={app.bonuses}>
          <RouterProvider router={router} />
        </AppProvider>
      </I18nProvider>,
    );
  }

  it('shows a guest the registration-and-deposit bonus with the 3-day countdown, linking to /bonuses', async () => {
    const app = await guestApp({ name: 'bonus.reg_and_dep', expires_in: 259_200 });
    await openSite(app, '/en');
    const link = await screen.findByRole('link', { name: /\d{2}:\d{2}:\d{2}$/ });
    expect(link.getAttribute('href')).toBe('/en/bonuses');
    expect(within(link).getByRole('timer').textContent).toMatch(/^(3d 00:00:00|2d 23:59:5\d)$/);
    app.dispose();
  });

  it('falls back to the welcome pack when no registration-and-deposit bonus is offered', async () => {
    const app = await guestApp();
    await openSite(app, '/en');
    const link = await screen.findByRole('link', { name: /\d{2}:\d{2}:\d{2}$/ });
    expect(within(link).getByRole('timer').textContent).toMatch(/^(7d 00:00:00|6d 23:59:5\d)$/);
    app.dispose();
  });
});

describe('WelcomePack', () => {
  it('counts the welcome-pack period down for a guest, beside the steps', async () => {
    const app = await guestApp();
    renderIn(app, <WelcomePack />);
    expect(await screen.findByRole('listitem', { name: 'Welcome pack: 1st deposit' })).toBeTruthy();
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^(7 days 00:00:00|6 days 23:59:5\d)$/);
    expect(screen.getByRole('button', { name: 'Register and get the pack' })).toBeTruthy();
    app.dispose();
  });

  it('marks the step the player’s next deposit earns, in the player’s currency', async () => {
    const next: AvailableBonus = {
      ...step(2),
      program_id: 'welcome-pack',
      kind: 'welcome_pack',
      name: 'bonus.welcome.step2',
      public_title: 'Welcome pack',
      promo_code: null,
      expires_in: 86_400,
      activated: false,
      next_deposit: true,
    };
    const { app, seen } = await loggedInApp((request: SeenRequest) => {
      if (request.path === '/api/v3/welcome-pack/get-welcome-packs-guest') return { status: 200, body: PACK };
      if (request.path === '/api/v2/bonuses')
        return { status: 200, body: { available: [next], active: [], history: [] } };
      return undefined;
    });
    renderIn(app, <WelcomePack />);
    const marked = await screen.findByRole('listitem', { name: 'Welcome pack: 2nd deposit' });
    expect(marked.getAttribute('aria-current')).toBe('step');
    expect(within(marked).getByText('Your next deposit')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Your next deposit earns Welcome pack: 2nd deposit' }),
    ).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    // the guest bonus asked for the pack before the login; the page asks in the player's currency
    const packCalls = seen.filter((r) => r.path === '/api/v3/welcome-pack/get-welcome-packs-guest');
    expect(packCalls.at(-1)?.search.get('currency')).toBe('RUB');
  });
});

const LEVELS: VipLevelsAnswer = {
  levels: [
    {
      key: 'bronze',
      rank: 1,
      min_turnover: { RUB: 100, USD: 100, KZT: 100, INR: 100, EUR: 100 },
      rakeback_bps: 10,
      cashback_bps: 300,
    },
    {
      key: 'silver',
      rank: 2,
      min_turnover: { RUB: 50_000, USD: 500, KZT: 250_000, INR: 40_000, EUR: 500 },
      rakeback_bps: 25,
      cashback_bps: 500,
    },
  ],
  period: 'week',
};

function vipStatus(overrides: Partial<VipStatusAnswer> = {}): VipStatusAnswer {
  return {
    currency: 'RUB',
    level: { key: 'bronze', rank: 1, min_turnover: 100, rakeback_bps: 10, cashback_bps: 300 },
    next_level: { key: 'silver', rank: 2, min_turnover: 50_000, rakeback_bps: 25, cashback_bps: 500 },
    turnover: { period: 2_000, total: 5_000 },
    period: { id: '2026-W10', starts_at: '2026-03-02T00:00:00.000Z', ends_at: '2026-03-09T00:00:00.000Z' },
    progress: { percent: 9, remaining: 45_000 },
    rakeback_estimate: 2,
    premium: false,
    open_requests: [],
    ...overrides,
  };
}

describe('VipClub', () => {
  it('shows the level, the progress and the table, and sends a join request once', async () => {
    const status = vipStatus();
    const { app, seen } = await loggedInApp((request: SeenRequest) => {
      if (request.path === '/api/v2/vip/levels') return { status: 200, body: LEVELS };
      if (request.path === '/api/v2/vip/status') return { status: 200, body: status };
      if (request.path === '/api/v2/vip/join') {
        const request_ = {
          id: 1,
          request_type: 'join',
          status: 'open',
          created_at: '2026-03-03T10:00:00.000Z',
          decided_at: null,
        };
        status.open_requests = [request_ as VipStatusAnswer['open_requests'][number]];
        return { status: 201, body: { request: request_ } };
      }
      return undefined;
    });
    renderIn(app, <VipClub />);
    expect(await screen.findByRole('heading', { name: 'Your level: Bronze' })).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Progress to the next level' }).getAttribute('aria-valuenow'),
    ).toBe('9');
    const bronze = await screen.findByRole('row', { name: /Bronze/ });
    expect(bronze.getAttribute('aria-current')).toBe('true');
    expect(within(bronze).getByText('0.1%')).toBeTruthy();
    // the level's weekly cashback of the net loss
    expect(within(bronze).getByText('3%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join the VIP club' }));
    expect(
      await screen.findByText('Your request to join the VIP club is waiting for a manager.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the VIP club' })).toBeNull();
    expect(seen.filter((r) => r.path === '/api/v2/vip/join').map((r) => r.body)).toEqual([
      { request_type: 'join' },
    ]);
  });

  it('shows a guest the level table in roubles and the way to log in', async () => {
    const app = await guestApp();
    renderIn(app, <VipClub />);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    const silver = await screen.findByRole('row', { name: /Silver/ });
    expect(silver.textContent?.replace(/\u00a0/g, ' ')).toBe('Silver₽50,0000.25%5%');
    expect(screen.queryByRole('progressbar')).toBeNull();
    app.dispose();
  });
});

describe('PayInModal for a guest', () => {
  it('counts the registration-and-deposit bonus down above the way in', async () => {
    const app = await guestApp({ name: 'bonus.reg_and_dep', expires_in: 259_200 });
    renderIn(app, <PayInModal onClose={() => {}} />);
    const timer = await screen.findByRole('timer', { name: 'Registration and deposit bonus' });
    expect(timer.textContent).toMatch(/^(3 days 00:00:00|2 days 23:59:5\d)$/);
    expect(screen.getByText('Log in to deposit.')).toBeTruthy();
    app.dispose();
  });
});
