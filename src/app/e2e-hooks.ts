import type { AppRuntime } from './create-app-actor';

declare global {
  interface Window {
    __casinoTest?: { profileCalls(n: number): Promise<Array<'ok' | 'error'>> };
  }
}

/**
 * Browser-test hooks, bundled only into the e2e build (VITE_E2E_HOOKS=1, dist/e2e): fires `n` concurrent
 * GET /profile/user calls through the app's own client, so a test can watch the refresh queue at work.
 */
export function installE2EHooks(runtime: AppRuntime) {
  window.__casinoTest = {
    profileCalls: (n) =>
      Promise.all(
        Array.from({ length: n }, () =>
          runtime.clients.api
            .get('profile/user')
            .json()
            .then(
              () => 'ok' as const,
              () => 'error' as const,
            ),
        ),
      ),
  };
}
