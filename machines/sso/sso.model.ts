import { ApiError } from '../../src/contract/failure';
import { defineModel } from '../../tests/model/model-config';
import { ssoMachine } from './sso.machine';
import { ssoInput } from './sso.fixtures';

const guest = ssoInput();
const mirror = (sso: string | null, retired = false) => ({
  output: {
    sso,
    redirect: retired ? { newLink: 'https://mirror-c.test', oldDomain: 'mirror-b.test' } : null,
  },
});
const refused = new ApiError({ status: 422, code: 'sso_code_invalid', message: 'no', fields: {} });

/**
 * Path-test model of the SSO flow: a guest, a bot, a player with a token, `no_sso`, development, and the return from
 * the SSO host with and without a code; the mirror configuration with and without SSO, retired, or failing.
 */
export const modelConfig = defineModel(ssoMachine, {
  provide: {
    actions: {
      followRetiredMirror: () => {},
      markRedirected: () => {},
      clearRedirected: () => {},
      storeSessionId: () => {},
      forgetSessionId: () => {},
      goToSso: () => {},
      removeSsoCode: () => {},
      logFailure: () => {},
    },
  },
  inputs: [
    guest,
    { ...guest, isBot: true },
    { ...guest, hasToken: true },
    { ...guest, noSso: true },
    { ...guest, isDevelopment: true },
    { ...guest, returnedFromSso: true, ssoCode: 'code-1', storedSessionId: 'visit-0000' },
    { ...guest, returnedFromSso: true },
  ],
  events: {
    'xstate.done.actor.loadMirror': [
      mirror('https://sso.test/sso/authorize'),
      mirror(null),
      mirror(null, true),
    ],
    'xstate.error.actor.loadMirror': [{ error: new Error('offline') }],
    'xstate.done.actor.exchangeCode': [{ output: { token: 'tok' } }],
    'xstate.error.actor.exchangeCode': [{ error: refused }],
    'xstate.done.actor.track': [{ output: undefined }],
    'xstate.error.actor.track': [{ error: new Error('offline') }],
  },
});
