import type { Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { expect, fulfilError, PASSWORD, uniqueEmail } from '../fixtures';
import { PAST_SHORT_ACCESS_TTL_MS as PAST_ACCESS_TTL_MS } from '../short-ttl';
import { top, type BrowserPath } from './browser-paths';
import type { Driver, StepMap } from './driver';

/**
 * Session model steps (machines/session/session.model.ts) as browser actions and server conditions.
 *
 * A step that starts a call (login, register, the profile read, logout) holds that request (`Gates`), so the
 * machine's busy state can be seen; the step that settles the call answers it:
 * - login succeeded (case 1) → the server's own answer to the right password;
 *   (case 2) → the server's answer with an SSO link added (the e2e bundle is a production build, so the app
 *   redirects; the SSO host is answered by the test);
 * - login failed → the request goes on with a wrong password: the server's own 401;
 * - register succeeded → the server's answer; register failed → the request goes on with the address of an
 *   existing account: the server refuses it;
 * - fetch user succeeded (case 1) → the server's profile; (case 2) → the server's profile with balance 5 and
 *   a `fresh_token` (the current one, so the session stays valid);
 * - fetch user failed → restoring: the stored token is invalid (set at start) and the browser has no refresh
 *   cookie, so the server's 401 is final; fetching user: the profile read answers 500;
 * - logout succeeded → the server's answer; logout failed → PUT auth/logout answers 500;
 * - session expired → short-TTL server: wait past the TTL, the refresh is refused (401), an API call;
 * - session token issued → short-TTL server: wait past the TTL, an API call refreshes the token;
 * - session user updated (case 1) → a settings change (Settings → "Hide my avatar");
 * - session error dismissed → the auth dialog's Close button.
 *
 * Visible assertions per state: anonymous → "Log in" and "Sign up" in the header, no account menu;
 * authenticated → account menu and balance; authenticating / registering / fetching user → the auth dialog's
 * submit button is busy (aria-busy); restoring → no account menu yet; redirecting to sso → the browser is on the
 * SSO host; logging out → transient, not asserted (the header keeps the account until the call settles).
 */

const SSO_LINK = 'https://sso.test/login';
const LOGIN_URL = '**/api/v2/auth/login/email/password';
const REGISTER_URL = '**/api/v2/auth/register/email';
const PROFILE_URL = '**/profile/user';
const LOGOUT_URL = '**/auth/logout';
const REFRESH_URL = '**/auth/refresh-token';
const HTTP_4XX_OR_500 = /Failed to load resource: the server responded with a status of (4\d\d|500)\b/;

const nextKey = (path: BrowserPath, after = 0) => path.steps[after + 1]?.key;

/** The Login dialog, reached from the header or from an open Register dialog. */
async function loginDialog(d: Driver) {
  if (await d.auth.registerDialog.isVisible()) {
    await d.auth.registerDialog.getByRole('button', { name: 'Already have an account? Log in' }).click();
  }
  return (await d.auth.loginDialog.isVisible()) ? d.auth.loginDialog : d.auth.openLogin();
}

async function registerDialog(d: Driver) {
  if (await d.auth.loginDialog.isVisible()) {
    await d.auth.loginDialog.getByRole('button', { name: 'Create account', exact: true }).click();
  }
  return (await d.auth.registerDialog.isVisible()) ? d.auth.registerDialog : d.auth.openRegister();
}

/**
 * The server's own answer to a held request, fetched by the test runner: Node does not resolve api.localhost,
 * so it talks to loopback and names the API host in the Host header (as the `api` fixture does).
 */
function fetchAnswer(route: Route) {
  const url = new URL(route.request().url());
  const host = url.host;
  url.hostname = '127.0.0.1';
  return route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
}

/** A call of the e2e bundle's API client (window.__casinoTest): a request a logged-in page would make. */
async function apiCall(d: Driver) {
  return d.page.evaluate(() => window.__casinoTest!.profileCalls(1));
}

async function pastTtl(d: Driver) {
  expect(d.baseURL, 'token steps run on the short-TTL server').toMatch(/:\d+$/);
  await d.page.waitForTimeout(PAST_ACCESS_TTL_MS);
}

export const sessionSteps: StepMap = {
  async start(d, path) {
    const { hasToken } = path.input as { hasToken: boolean };
    await d.page.route(`${SSO_LINK}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>SSO</title><h1>SSO host</h1>' }),
    );
    if (!hasToken) {
      await d.page.goto('/en');
      return;
    }
    if (nextKey(path) === 'xstate.error.actor.fetchUser') {
      // a stored token the server does not know, and no refresh cookie to heal it
      await d.context.addCookies([{ name: 'token', value: 'not-a-valid-token', url: d.baseURL }]);
    } else {
      // a real session (token cookie and refresh cookie) from an earlier visit
      await d.page.goto('/en');
      const { email, password } = await d.account();
      await d.auth.loginByEmailPassword(email, password);
    }
    await d.gates.hold('profile', PROFILE_URL);
    await d.page.goto('/en');
  },

  steps: {
    async 'session.login'(d) {
      const { email, password } = await d.account();
      const dialog = await loginDialog(d);
      await d.gates.hold('login', LOGIN_URL);
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill(password);
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    },
    async 'xstate.done.actor.login#0'(d) {
      await d.gates.hold('profile', PROFILE_URL);
      d.gates.release('login', (route) => route.continue());
    },
    async 'xstate.done.actor.login#1'(d) {
      await d.gates.hold('profile', PROFILE_URL);
      d.gates.release('login', async (route) => {
        const response = await fetchAnswer(route);
        const answer = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...answer, sso: SSO_LINK } });
      });
    },
    async 'xstate.error.actor.login'(d) {
      d.gates.release('login', (route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        return route.continue({ postData: JSON.stringify({ ...body, password: 'Not-the-password-9' }) });
      });
      await expect(
        d.page.locator('[data-sonner-toast]').filter({ hasText: 'Wrong login or password.' }),
      ).toBeVisible();
    },
    async 'session.register'(d) {
      const dialog = await registerDialog(d);
      await d.gates.hold('register', REGISTER_URL);
      await dialog.getByLabel('Email').fill(uniqueEmail('path-reg'));
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    },
    async 'xstate.done.actor.register'(d) {
      await d.gates.hold('profile', PROFILE_URL);
      d.gates.release('register', (route) => route.continue());
    },
    async 'xstate.error.actor.register'(d) {
      d.noise.push(HTTP_4XX_OR_500);
      const { email } = await d.account();
      d.gates.release('register', (route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        return route.continue({ postData: JSON.stringify({ ...body, email }) });
      });
      await expect(
        d.page.locator('[data-sonner-toast]').or(d.auth.registerDialog.getByRole('alert')).first(),
      ).toBeVisible();
    },
    async 'xstate.done.actor.fetchUser#0'(d) {
      d.gates.release('profile', (route) => route.continue());
    },
    async 'xstate.done.actor.fetchUser#1'(d) {
      d.gates.release('profile', async (route) => {
        const response = await fetchAnswer(route);
        const answer = (await response.json()) as { user: Record<string, unknown> };
        const token = route
          .request()
          .headers()
          .authorization?.replace(/^Bearer /, '');
        expect(token, 'the profile read carries the bearer token').toBeTruthy();
        await route.fulfill({
          response,
          json: { ...answer, user: { ...answer.user, balance: 5 }, fresh_token: token },
        });
      });
    },
    async 'xstate.error.actor.fetchUser'(d, step) {
      if (top(step.from!.value) === 'restoring') {
        // the invalid stored token (start) meets the real server: 401, and the refresh fails too
        d.gates.release('profile', (route) => route.continue());
      } else {
        d.noise.push(HTTP_4XX_OR_500);
        d.gates.release('profile', (route) => fulfilError(d.page, route, 500, 'server_error'));
      }
    },
    async 'session.logout'(d) {
      await d.gates.hold('logout', LOGOUT_URL);
      await d.auth.accountMenuButton.click();
      await d.page.getByRole('menuitem', { name: 'Log out' }).click();
    },
    async 'xstate.done.actor.logout'(d) {
      d.gates.release('logout', (route) => route.continue());
    },
    async 'xstate.error.actor.logout'(d) {
      d.noise.push(HTTP_4XX_OR_500);
      d.gates.release('logout', (route) => fulfilError(d.page, route, 500, 'server_error'));
    },
    async 'session.errorDismissed'(d) {
      const open = d.page.getByRole('dialog');
      if (!(await open.isVisible())) await d.auth.openLogin();
      await open.getByRole('button', { name: 'Close' }).first().click();
      await expect(open).toHaveCount(0);
    },
    async 'session.expired'(d) {
      await pastTtl(d);
      await d.page.route(REFRESH_URL, (route) => fulfilError(d.page, route, 401, 'unauthenticated'));
      expect(await apiCall(d)).toEqual(['error']);
    },
    async 'session.tokenIssued'(d) {
      await pastTtl(d);
      const before = (await d.context.cookies()).find((c) => c.name === 'token')?.value;
      const refresh = d.page.waitForResponse(
        (r) => r.url().includes('/auth/refresh-token') && r.request().method() === 'POST',
      );
      expect(await apiCall(d)).toEqual(['ok']);
      expect((await refresh).status()).toBe(200);
      await expect
        .poll(async () => (await d.context.cookies()).find((c) => c.name === 'token')?.value)
        .not.toBe(before);
    },
    async 'session.userUpdated#0'(d) {
      await d.auth.accountMenuButton.click();
      await d.page.getByRole('menuitem', { name: 'Settings' }).click();
      const toggle = d.page.getByRole('switch', { name: 'Hide my avatar' });
      const was = await toggle.getAttribute('aria-checked');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', was === 'true' ? 'false' : 'true');
    },
  },

  async assert(d, state: AnyMachineSnapshot) {
    switch (top(state.value)) {
      case 'anonymous': {
        // CSS, not roles: an open dialog (aria-modal) hides the header from the accessibility tree
        const header = d.page.locator('header');
        await expect(header.locator('button', { hasText: /^\s*Log in\s*$/ })).toBeVisible({
          timeout: 10_000,
        });
        await expect(header.locator('button', { hasText: /^\s*Sign up\s*$/ })).toBeVisible();
        return expect(header.locator('button[aria-label="Account menu"]')).toHaveCount(0);
      }
      case 'authenticated':
        await expect(d.auth.accountMenuButton).toBeVisible({ timeout: 10_000 });
        await expect(d.header.balance).toBeVisible();
        await expect(d.auth.header.getByRole('button', { name: 'Log in', exact: true })).toBeHidden();
        return;
      case 'authenticating':
      case 'registering':
      case 'fetchingUser':
        return expect(d.page.getByRole('dialog').locator('button[type="submit"]')).toHaveAttribute(
          'aria-busy',
          'true',
        );
      case 'restoring':
        return expect(d.auth.accountMenuButton).toBeHidden();
      case 'redirectingToSso':
        return expect(d.page).toHaveURL(/^https:\/\/sso\.test\/login\?url=/);
      case 'loggingOut':
        return; // transient: nothing on screen tells it apart from authenticated until the call settles
      default:
        throw new Error(`no visible assertion for session state ${JSON.stringify(state.value)}`);
    }
  },

  unsupported: [
    {
      key: 'session.tokenIssued',
      in: ['anonymous', 'authenticating', 'registering', 'fetchingUser', 'loggingOut'],
      reason:
        'a token is issued by refreshing an expired token of a logged-in player; here no refresh can run ' +
        '(no token yet, or the session is being ended) — the fresh_token of a profile answer is covered by ' +
        '"fetch user succeeded (case 2)"',
    },
    {
      key: 'session.tokenIssued',
      in: ['restoring'],
      reason:
        'in the browser a refresh while restoring happens inside the held profile read (401 → refresh → ' +
        'retry); it cannot be a step of its own before the read settles',
    },
    {
      key: 'session.tokenIssued',
      in: ['redirectingToSso'],
      reason: 'the browser has left the app for the SSO host',
    },
    {
      key: 'session.ssoSignedIn',
      reason:
        'the SSO flow signs the session in after exchanging a code from the central domain, which needs a ' +
        'server with SSO_URL and mirror host names; tests/e2e/sso.e2e.ts drives it on its own server',
    },
    {
      key: 'balance.changed',
      reason:
        'a balance the realtime hub pushes after a movement; tests/e2e/realtime.e2e.ts drives it for real (a second ' +
        "tab's header follows a deposit made in the first), which each session path need not repeat",
    },
    {
      key: 'session.userUpdated#1',
      reason:
        'no view sends session.userUpdated without a patch (src/app/forms.ts always passes what changed), ' +
        'so authenticated / reloading cannot be reached from the UI',
    },
  ],
};
