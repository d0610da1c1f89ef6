// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeWelcome } from '../../machines/realtime/realtime.fixtures';
import { fakeWebSockets } from '../../src/api/realtime.fake';
import { activateLocale } from '../../src/i18n/i18n';
import { loggedInApp } from './cashier-fake';
import { openPage } from './fairness-fake';

beforeAll(async () => {
  window.scrollTo = () => {};
  await activateLocale('en', { remember: false });
});
afterEach(() => {
  cleanup();
  Cookies.remove('language', { path: '/' });
});

/** A page of the site on an app whose realtime connection runs over fake sockets, welcomed at once. */
async function openWithHub() {
  const { WebSocket, sockets } = fakeWebSockets();
  const { app } = await loggedInApp(() => undefined, {}, { WebSocket });
  sockets[0]!.open();
  sockets[0]!.frame(makeWelcome({ user_id: 7 }));
  await openPage(app, '/en/fairness');
  await screen.findByRole('main');
  return { sockets };
}

const noticeText = () =>
  screen
    .queryAllByRole('status')
    .map((el) => el.textContent)
    .filter((text) => text === 'You are offline' || text === 'Reconnecting…');

describe('ConnectionNotice', { timeout: 20_000 }, () => {
  it('says so while the browser is offline, and nothing once it is back', async () => {
    await openWithHub();
    expect(noticeText()).toEqual([]);
    act(() => void window.dispatchEvent(new Event('offline')));
    await waitFor(() => expect(noticeText()).toEqual(['You are offline']));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(noticeText()).toEqual([]));
  });

  it('stays quiet through one dropped connection and says it is reconnecting after the second', async () => {
    const { sockets } = await openWithHub();
    act(() => sockets[0]!.drop(1006));
    expect(noticeText()).toEqual([]);
    await waitFor(() => expect(sockets).toHaveLength(2), { timeout: 2_000 });
    act(() => sockets[1]!.drop(1006));
    await waitFor(() => expect(noticeText()).toEqual(['Reconnecting…']));
    await waitFor(() => expect(sockets).toHaveLength(3), { timeout: 3_000 });
    act(() => {
      sockets[2]!.open();
      sockets[2]!.frame(makeWelcome({ user_id: 7 }));
    });
    await waitFor(() => expect(noticeText()).toEqual([]));
  });
});
