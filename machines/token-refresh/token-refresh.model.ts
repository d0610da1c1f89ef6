import { ApiError } from '../../src/contract/failure';
import { defineModel } from '../../tests/model/model-config';
import { tokenRefreshMachine } from './token-refresh.machine';

const failure = (status: number) =>
  new ApiError({ status, code: 'refresh_failed', message: 'no', fields: {} });

/** Path-test model of token refresh; the queue grows with every 401, so depth is bounded. */
export const modelConfig = defineModel(tokenRefreshMachine, {
  provide: { actions: { storeToken: () => {}, redirectToSso: () => {} } },
  events: {
    'request.unauthorized': [{ id: 'r1' }],
    'token.ssoLinkKnown': [{ link: 'https://sso.test' }],
    'xstate.done.actor.refreshToken': [{ output: 'new-token' }],
    'xstate.error.actor.refreshToken': [{ error: failure(401) }, { error: failure(500) }],
  },
  maxDepth: 4,
});
