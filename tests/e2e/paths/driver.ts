import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { expect, PASSWORD, SHORT_TTL_SITE, silenceRealtime, test as base, uniqueEmail } from '../fixtures';
import type { AuthModel } from '../models/auth.model';
import type { HeaderModel } from '../models/header.model';
import type { BrowserPath, BrowserStep, Selection, Unsupported } from './browser-paths';

/** What a step map drives: the page, the page models, the API, and requests held for a later step. */
export interface Driver {
  page: Page;
  context: BrowserContext;
  baseURL: string;
  api: APIRequestContext;
  auth: AuthModel;
  header: HeaderModel;
  gates: Gates;
  /**
   * An account that exists on the server before the path starts: one per worker and server, made on first
   * use (the server allows 20 registrations per IP in 15 minutes, and the whole e2e suite shares them).
   */
  account(): Promise<Account>;
  /** Console errors this test expects (a step adds the browser's line for a failure it provokes). */
  noise: RegExp[];
}

/** Per machine: the start, one action per step key, one visible assertion per state. */
export interface StepMap {
  start(d: Driver, path: BrowserPath): Promise<void>;
  steps: Record<string, (d: Driver, step: BrowserStep, path: BrowserPath) => Promise<void>>;
  /** The visible assertion of a state; `null` for a transient state (documented in the map). */
  assert(d: Driver, state: AnyMachineSnapshot): Promise<void>;
  unsupported: readonly Unsupported[];
}

type Handler = (route: Route) => Promise<void>;

/**
 * Requests held in flight until a later step says how the server answers: the step that starts a call
 * holds it (the machine sits in its busy state), the settling step releases it with a handler.
 */
export class Gates {
  private readonly held = new Map<string, (handler: Handler) => void>();

  constructor(private readonly page: Page) {}

  /** Holds the next request matching `url` under `name`. */
  async hold(name: string, url: string | RegExp): Promise<void> {
    if (this.held.has(name)) throw new Error(`a ${name} request is already held`);
    let release!: (handler: Handler) => void;
    const decided = new Promise<Handler>((resolve) => (release = resolve));
    this.held.set(name, release);
    await this.page.route(url, async (route) => (await decided)(route), { times: 1 });
  }

  /** Answers the held `name` request with `handler` (when it arrives). */
  release(name: string, handler: Handler): void {
    const release = this.held.get(name);
    if (!release) throw new Error(`no ${name} request is held: the path reached this step another way`);
    this.held.delete(name);
    release(handler);
  }
}

/** Fulfils a cross-origin API call (the API is on api.<host>) with a JSON error. */
export interface Account {
  email: string;
  password: string;
}

/** Accounts of this worker process, by server origin. */
const accounts = new Map<string, Promise<Account>>();

function accountOn(api: APIRequestContext, origin: string): Promise<Account> {
  let account = accounts.get(origin);
  if (!account) {
    account = (async () => {
      const email = uniqueEmail('path');
      const created = await api.post('/api/v2/auth/register/email', { data: { email, password: PASSWORD } });
      expect(created.ok(), await created.text()).toBe(true);
      return { email, password: PASSWORD };
    })();
    account.catch(() => accounts.delete(origin));
    accounts.set(origin, account);
  }
  return account;
}

/** The e2e fixtures with a fresh list of expected console errors per test (steps add to it). */
export const test = base.extend<{ driver: Driver }>({
  // eslint-disable-next-line no-empty-pattern
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  driver: async ({ page, context, baseURL, api, auth, header, allowedConsoleErrors }, use) => {
    // the session's token steps are the HTTP refresh's; the hub's early refresh has its own tests (realtime.e2e.ts)
    await silenceRealtime(page);
    await use({
      page,
      context,
      baseURL: baseURL!,
      api,
      auth,
      header,
      gates: new Gates(page),
      account: () => accountOn(api, baseURL!),
      noise: allowedConsoleErrors,
    });
  },
});

/** Drives one path: the start, then each step's action followed by the visible assertion of its state. */
export async function drive(d: Driver, map: StepMap, path: BrowserPath): Promise<void> {
  const [start, ...rest] = path.steps;
  await test.step(`start → ${start!.state.value as string}`, async () => {
    await map.start(d, path);
    await map.assert(d, start!.state);
  });
  for (const step of rest) {
    const action = map.steps[step.key];
    if (!action) throw new Error(`step ${step.key} (${step.words}) has no browser action`);
    await test.step(`${step.words} → ${JSON.stringify(step.state.value)}`, async () => {
      await action(d, step, path);
      await map.assert(d, step.state);
    });
  }
}

/** One Playwright test per selected path; skipped paths say why; an unmapped step fails its test. */
export function declarePaths(
  title: string,
  selection: Selection,
  map: StepMap,
  needsShortTtl?: (p: BrowserPath) => boolean,
) {
  test.describe(title, () => declareAll(selection, map, needsShortTtl));
}

function declareAll(selection: Selection, map: StepMap, needsShortTtl?: (p: BrowserPath) => boolean) {
  const declare = (paths: BrowserPath[]) => {
    for (const path of paths) test(path.name, async ({ driver }) => drive(driver, map, path));
  };
  const short = selection.run.filter((p) => needsShortTtl?.(p));
  declare(selection.run.filter((p) => !short.includes(p)));
  if (short.length) {
    test.describe('on the server with a short-lived access token', () => {
      test.use({ baseURL: SHORT_TTL_SITE });
      declare(short);
    });
  }
  for (const { path, reason } of selection.skipped) {
    test(path.name, () => {
      test.skip(true, `unsupported: ${reason}`);
    });
  }
  for (const { path, keys } of selection.unmapped) {
    test(path.name, () => {
      throw new Error(`no browser action and no reviewed 'unsupported' entry for: ${keys.join(', ')}`);
    });
  }
  test('every unsupported entry still excuses a generated step', () => {
    expect(selection.staleUnsupported).toEqual([]);
  });
}
