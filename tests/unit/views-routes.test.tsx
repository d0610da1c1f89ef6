// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProvider, type AppRuntime } from '../../src/app';
import { activateLocale, i18n } from '../../src/i18n/i18n';
import { createAppRouter } from '../../src/router';
import { testRuntime } from './test-runtime';

beforeAll(async () => {
  window.scrollTo = () => {};
  await activateLocale('en', { remember: false });
});
afterEach(() => {
  cleanup();
  Cookies.remove('language', { path: '/' });
});

async function open(
  path: string,
  geoStatus: 200 | 451 = 200,
  patch: (app: AppRuntime) => AppRuntime = (a) => a,
) {
  const app = patch(testRuntime({ geoStatus }));
  const router = createAppRouter({
    context: { app },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <AppProvider actor={app.actor} account={app.account} bonuses={app.bonuses} games={app.games}>
        <RouterProvider router={router} />
      </AppProvider>
    </I18nProvider>,
  );
  return router;
}

describe('routes', () => {
  it('shows the home page in the default layout', async () => {
    Cookies.set('language', 'en');
    await open('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Play, bet and win with RoyalSpin' }),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open support chat' })).toBeTruthy();
  });

  it('takes the language from the prefix and remembers it', async () => {
    await open('/kz/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Жиі қойылатын сұрақтар' })).toBeTruthy();
    expect(Cookies.get('language')).toBe('kz');
  });

  it('answers 404 for an unknown language prefix', async () => {
    Cookies.set('language', 'en');
    await open('/de/faq');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Page not found: /de/faq')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('answers 404 with the path for an unknown page', async () => {
    Cookies.set('language', 'en');
    await open('/en/games/nope');
    expect(await screen.findByText('Page not found: /en/games/nope')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('answers 404 for a bad tournament status', async () => {
    await open('/en/tournaments/bogus');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('flags game pages and not the other pages', async () => {
    const router = await open('/ru/games/slots/book-of-ra/demo');
    expect(router.state.matches.some((m) => m.staticData.isGame)).toBe(true);
    cleanup();
    const home = await open('/games/slots');
    expect(home.state.matches.some((m) => m.staticData.isGame)).toBe(false);
  });

  it('sends a region-blocked visitor to /no-access, shown in the minimal layout', async () => {
    Cookies.set('language', 'en');
    const router = await open('/games/crash', 451);
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no-access');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('sends an allowed visitor from /no-access to the home page', async () => {
    Cookies.set('language', 'en');
    const router = await open('/no-access');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Play, bet and win with RoyalSpin' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends the player to /error when a page fails to load', async () => {
    Cookies.set('language', 'en');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = (app: AppRuntime): AppRuntime => ({
      ...app,
      account: { ...app.account, checkResetToken: () => Promise.reject(new Error('network down')) },
    });
    const router = await open(
      '/en/reset-password/abcdefghijklmnopqrstuvwxyz?phone=%2B79991234567',
      200,
      failing,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/error');
    logged.mockRestore();
  });

  it('sends a phone reset with an invalid restore token to /error', async () => {
    Cookies.set('language', 'en');
    const rejecting = (app: AppRuntime): AppRuntime => ({
      ...app,
      account: { ...app.account, checkResetToken: async () => false },
    });
    const router = await open(
      '/en/reset-password/abcdefghijklmnopqrstuvwxyz?phone=%2B79991234567',
      200,
      rejecting,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/error');
  });
});
