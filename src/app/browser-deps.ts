import { LOCALES, DEFAULT_LOCALE, type Locale } from '../contract/constants';
import type { AppDeps } from './create-app-actor';
import { takeEarlyInstallOffer } from '../pwa/early-install-offer';
import { isBotAgent } from '../contract/bots';
import { pageSettled } from './pwa/page-settled';
import { randomId } from './random-id';
import { trackingAnalytics } from './tracking-analytics';

/** The locale the address starts with (`/en/...`), else the default. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return (LOCALES as readonly string[]).includes(first) ? (first as Locale) : DEFAULT_LOCALE;
}

/** AppDeps from the real browser; main.tsx adds what only the router knows (`clearAuthQuery`, `dropQuery`, `navigate`). */
export function browserAppDeps(
  extra: Pick<AppDeps, 'clearAuthQuery' | 'dropQuery' | 'navigate'> & Partial<AppDeps>,
): AppDeps {
  return {
    location: window.location,
    isProduction: import.meta.env.PROD,
    isDevelopment: import.meta.env.DEV,
    apiUrl: import.meta.env.VITE_API_URL as string | undefined,
    // Defined by the build-id plugin of vite.config.ts, the same id builds/latest.json carries.
    buildId: (import.meta.env.VITE_BUILD_ID as string | undefined) ?? null,
    isBot: isBotAgent(navigator.userAgent),
    storage: window.localStorage,
    WebSocket: window.WebSocket,
    locale: localeFromPath(window.location.pathname),
    // SPEC §8's analytics events (auth_error, promo_code_error) are recorded by our own tracking endpoint
    analytics: (tracker) =>
      trackingAnalytics({
        tracker,
        storage: window.localStorage,
        newSessionId: randomId,
        mirror: window.location.hostname,
        log: (message, error) => console.warn(message, error),
      }),
    // the worker only where the build made one (the dev server has no /sw.js)
    pwa: {
      serviceWorker:
        import.meta.env.PROD && 'serviceWorker' in navigator
          ? {
              container: navigator.serviceWorker,
              session: window.sessionStorage,
              location: window.location,
              now: Date.now,
              pageSettled,
            }
          : null,
      installPrompt: {
        window,
        storage: window.localStorage,
        takeEarlyOffer: () => takeEarlyInstallOffer(window),
      },
    },
    ...extra,
  };
}
