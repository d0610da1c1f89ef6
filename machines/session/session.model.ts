import { ApiError } from '../../src/contract/failure';
import { defineModel } from '../../tests/model/model-config';
import { makeProfile, makeUser } from './session.fixtures';
import { sessionMachine } from './session.machine';

const signedIn = (sso: string | null) => ({ output: { token: 'tok', sso } });
const rejected = new ApiError({ status: 401, code: 'invalid_credentials', message: 'no', fields: {} });

/** Path-test model of the session (docs/machines.md, "Model-based path tests"). */
export const modelConfig = defineModel(sessionMachine, {
  provide: {
    actions: {
      storeToken: () => {},
      clearToken: () => {},
      identifyAnalytics: () => {},
      clearAnalyticsIdentity: () => {},
      redirectToSso: () => {},
      reportAuthFailure: () => {},
    },
  },
  inputs: [
    { hasToken: false, isDevelopment: false },
    { hasToken: true, isDevelopment: false },
  ],
  events: {
    'session.login': [{ credentials: { kind: 'emailPassword', email: 'a@b.test', password: 'secret1' } }],
    'session.register': [{ form: { kind: 'email', email: 'a@b.test', password: 'secret12' } }],
    'session.userUpdated': [{ user: { name: 'Renamed' } }, {}],
    'session.tokenIssued': [{ token: 'fresh' }],
    'session.ssoSignedIn': [{ token: 'from-sso' }],
    // the fixture user is player 7 in RUB
    'balance.changed': [{ userId: 7, currency: 'RUB', balance: 150, bonus_balance: 20, total_balance: 170 }],
    'xstate.done.actor.login': [signedIn(null), signedIn('https://sso.test')],
    'xstate.done.actor.register': [signedIn(null)],
    'xstate.error.actor.login': [{ error: rejected }],
    'xstate.done.actor.fetchUser': [
      { output: makeProfile() },
      { output: makeProfile({ user: makeUser({ balance: 5 }), fresh_token: 'fresh' }) },
    ],
    'xstate.error.actor.fetchUser': [{ error: new ApiError({ ...rejected, code: 'unauthenticated' }) }],
  },
});
