import { test as base, expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { AuthModel } from './models/auth.model';
import { HeaderModel } from './models/header.model';
import { OutboxModel } from './models/outbox.model';

/**
 * Console errors every test tolerates: the browser's own line for an expected failed request
 * (401 before a token refresh, 451 from a blocked country).
 */
export const EXPECTED_NETWORK_NOISE =
  /Failed to load resource: the server responded with a status of (401|451)\b/;

type Fixtures = {
  /** Extra console-error patterns a test expects (e.g. the 4xx of a wrong password). */
  allowedConsoleErrors: RegExp[];
  /** Client for the API host that serves this test's site (`api.<host>` of baseURL). */
  api: APIRequestContext;
  /** The origin of the API host, e.g. http://api.localhost:8181. */
  apiOrigin: string;
  outbox: OutboxModel;
  auth: AuthModel;
  header: HeaderModel;
};

/** The site of the main test server, and of the one with a short-lived access token (playwright.config.ts). */
export const SITE = `http://localhost:${Number(process.env.E2E_PORT ?? 8181)}`;
export const SHORT_TTL_SITE = `http://localhost:${Number(process.env.E2E_PORT ?? 8181) + 1}`;
/** The port of the SSO suite's own server (tests/e2e/sso.e2e.ts), next to the two above. */
export const E2E_SSO_PORT = Number(process.env.E2E_PORT ?? 8181) + 2;
/** The port of the bonus suite's own server (tests/e2e/bonuses.e2e.ts), which it restarts around operator commands. */
export const E2E_BONUS_PORT = Number(process.env.E2E_PORT ?? 8181) + 3;

/** The port of the realtime suite's own server (tests/e2e/realtime.e2e.ts), which it restarts. */
export const E2E_REALTIME_PORT = Number(process.env.E2E_PORT ?? 8181) + 4;

/** The port of the installable app suite's own server (tests/e2e/pwa.e2e.ts), which serves a build it changes. */
export const E2E_PWA_PORT = Number(process.env.E2E_PORT ?? 8181) + 5;

/** The API origin for a site origin: `http://localhost:8181` → `http://api.localhost:8181`. */
export function apiOriginOf(baseURL: string): string {
  const url = new URL(baseURL);
  url.hostname = `api.${url.hostname}`;
  return url.origin;
}

/** Fails the test on any uncaught page error or unexpected console error. */
async function watchPage(page: Page, allowed: RegExp[], use: (page: Page) => Promise<void>) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if ([EXPECTED_NETWORK_NOISE, ...allowed].some((re) => re.test(text))) return;
    problems.push(`console.error at ${page.url()}: ${text}`);
  });
  await use(page);
  expect(problems, 'page errors and unexpected console errors').toEqual([]);
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    await watchPage(page, allowedConsoleErrors, use);
  },
  apiOrigin: async ({ baseURL }, use) => {
    await use(apiOriginOf(baseURL ?? SITE));
  },
  // Node does not resolve *.localhost everywhere: talk to loopback and name the API host in the Host header.
  api: async ({ playwright, apiOrigin }, use) => {
    const origin = new URL(apiOrigin);
    const context = await playwright.request.newContext({
      baseURL: `http://127.0.0.1:${origin.port}`,
      extraHTTPHeaders: { host: origin.host },
    });
    await use(context);
    await context.dispose();
  },
  outbox: async ({ api }, use) => {
    await use(new OutboxModel(api));
  },
  auth: async ({ page, outbox }, use) => {
    await use(new AuthModel(page, outbox));
  },
  header: async ({ page }, use) => {
    await use(new HeaderModel(page));
  },
});

export { expect };

/**
 * Keeps the page's realtime socket open but silent (no hub behind it), for tests of the HTTP token refresh: the hub
 * tells a tab when its access token expires, and the tab then refreshes at once; these tests need the token to stay
 * expired until their next API call. The page's socket gets no welcome and waits; nothing is logged.
 */
export async function silenceRealtime(page: Page): Promise<void> {
  await page.routeWebSocket(/\/api\/v2\/realtime$/, () => {});
}

/** A fresh address for each call, unique across workers and runs. */
export function uniqueEmail(tag = 'player'): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

let phoneCounter = 0;
/** A fresh Russian mobile number as typed into the mask: ten digits after +7. */
export function uniquePhoneDigits(): string {
  const n = (Date.now() * 1000 + process.pid * 10 + phoneCounter++) % 1e9;
  return `9${String(n).padStart(9, '0')}`;
}

/** A password that satisfies the rules (8+ characters, a letter and a digit). */
export const PASSWORD = 'Secret-pass-1';

/** Answers an intercepted API call with an error, with the CORS headers the page needs to read it. */
export function fulfilError(page: Page, route: Route, status: number, code: string) {
  return route.fulfill({
    status,
    contentType: 'application/json',
    headers: {
      'access-control-allow-origin': new URL(page.url()).origin,
      'access-control-allow-credentials': 'true',
    },
    body: JSON.stringify({ message: `browser test: ${code}`, code }),
  });
}

/**
 * Waits until the app has drawn the page in place of the server's drawing of it (a guest's public pages arrive
 * prerendered, marked `data-prerendered`): what a test does to the page after this reaches the app's elements.
 */
export async function appDrawn(page: Page): Promise<void> {
  await expect(page.locator('#root > :not([data-prerendered])').first()).toBeAttached();
}
