import { fromPromise } from 'xstate';
import { ssoMachine } from './sso.machine';
import type { SsoInput, SsoMirror } from './sso.types';

/** A guest's SSO input on mirror-b.test with nothing stored; tests override what they vary. */
export function ssoInput(overrides: Partial<SsoInput> = {}): SsoInput {
  return {
    isBot: false,
    isDevelopment: false,
    hasToken: false,
    noSso: false,
    returnedFromSso: false,
    ssoCode: null,
    storedSessionId: null,
    newSessionId: 'visit-0001',
    mirrorHost: 'mirror-b.test',
    ...overrides,
  };
}

/** The SSO flow on a mirror without SSO: it settles as soon as the configuration answers. */
export const ssoWithoutSso = ssoMachine.provide({
  actors: { loadMirror: fromPromise<SsoMirror, void>(async () => ({ sso: null, redirect: null })) },
});
