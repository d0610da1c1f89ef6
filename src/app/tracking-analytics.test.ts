import { describe, expect, it, vi } from 'vitest';
import { waitForAppState } from '../../machines/app/app.subscribe';
import { selectAuthError, selectIsReady } from '../../machines/app/app.select';
import type { TrackingEvent } from '../contract/mirrors';
import { createAppActor } from './create-app-actor';
import { sessionIntents } from './intents';
import { trackingAnalytics } from './tracking-analytics';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Tracking analytics over a fake tracking call that records (or refuses) every event. */
function analytics(options: { session?: string; fail?: boolean } = {}) {
  const sent: TrackingEvent[] = [];
  const logged: string[] = [];
  const storage = memoryStorage(options.session ? { session_id: options.session } : {});
  const tracker = trackingAnalytics({
    tracker: {
      trackEvent: async (event) => {
        sent.push(event);
        if (options.fail) throw new Error('offline');
      },
    },
    storage,
    newSessionId: () => 'new-session-0001',
    mirror: 'casino.test',
    log: (message) => logged.push(message),
  });
  return { tracker, sent, logged, storage };
}

describe('trackingAnalytics', () => {
  it('records the named events with the stored session id and the mirror', () => {
    const { tracker, sent } = analytics({ session: 'stored-session-01' });
    tracker.track('promo_code_error', { error: 'promo_invalid: nope' });
    tracker.track('auth_error', { error: 'error 500' });
    expect(sent).toEqual([
      { name: 'promo_code_error', data: { session_id: 'stored-session-01', mirror: 'casino.test' } },
      { name: 'auth_error', data: { session_id: 'stored-session-01', mirror: 'casino.test' } },
    ]);
  });

  it('starts a session id when none is kept, and keeps it for the SSO flow', () => {
    const { tracker, sent, storage } = analytics();
    tracker.track('auth_error');
    tracker.track('auth_error');
    expect(sent.map((e) => e.data.session_id)).toEqual(['new-session-0001', 'new-session-0001']);
    expect(storage.items.get('session_id')).toBe('new-session-0001');
  });

  it('sends no event the tracking call does not know, and only logs a failed call', async () => {
    const { tracker, sent, logged } = analytics({ fail: true });
    tracker.track('pageView');
    expect(sent).toEqual([]);
    tracker.track('auth_error');
    await flush();
    expect(logged).toEqual(['tracking auth_error failed']);
  });
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The app over a fake server whose registration answers `refusal`; returns the tracked event names. */
async function registerRefused(refusal: { code: string; errors: Record<string, string[]> }) {
  const tracked: string[] = [];
  const runtime = createAppActor({
    location: {
      href: 'https://casino.test/',
      hostname: 'casino.test',
      protocol: 'https:',
      port: '',
      search: '',
      assign: () => {},
      replace: () => {},
    },
    isProduction: true,
    isDevelopment: false,
    isBot: false,
    locale: 'en',
    clearAuthQuery: () => {},
    dropQuery: () => {},
    navigate: () => {},
    tokenStore: { get: () => null, set: () => {}, clear: () => {} },
    log: () => {},
    analytics: (tracker) =>
      trackingAnalytics({
        tracker,
        storage: memoryStorage({ session_id: 'session-of-test' }),
        newSessionId: () => 'unused-session',
        mirror: 'casino.test',
        log: () => {},
      }),
    fetch: (async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/geo_ip') return json({ data: { ip: '1.1.1.1', country_code: 'RU' } });
      if (path === '/mirror')
        return json({
          redirect: null,
          sso: null,
          meta: null,
          settings: { revshare_service_frontend_url: null, telegram_channel_url: null },
        });
      if (path === '/api/v2/auth/register/email')
        return json({ message: 'The form has errors', ...refusal }, 422);
      if (path === '/api/v2/tracking/events') {
        tracked.push(((await request.json()) as TrackingEvent).name);
        return new Response(null, { status: 204 });
      }
      return json({ message: 'not found' }, 404);
    }) as typeof fetch,
  });
  await waitForAppState(runtime.actor, selectIsReady);
  sessionIntents(runtime.actor).registerByEmail({
    email: 'new@b.test',
    password: 'secret12',
    currency: 'RUB',
    locale: 'en',
    promo: 'NOPE',
  });
  await waitForAppState(runtime.actor, (s) => selectAuthError(s) !== null);
  // the tracking call's code loads with its first use; both events go out in the same turn once it has
  await vi.waitFor(() => expect(tracked).toContain('auth_error'));
  await flush();
  runtime.dispose();
  return tracked;
}

describe('analytics events of a refused registration (SPEC §8)', () => {
  it('sends the promo-code-error event besides auth_error when the promo code is refused', async () => {
    const tracked = await registerRefused({
      code: 'promo_invalid',
      errors: { promo: ['promo_invalid: The promo code is invalid or has expired.'] },
    });
    expect(tracked).toEqual(['auth_error', 'promo_code_error']);
  });

  it('sends only auth_error when the promo code is not the problem', async () => {
    const tracked = await registerRefused({
      code: 'email_taken',
      errors: { email: ['email_taken: This email is already registered.'] },
    });
    expect(tracked).toEqual(['auth_error']);
  });
});
