import { assign, emit, enqueueActions, setup, type AnyActorRef } from 'xstate';
import { asApiFailure } from '../../src/contract/failure';
import type { TokenChangedEvent } from '../realtime/realtime.types';
import { notProvided, notProvidedAction } from '../shared/not-provided';
import {
  REFRESH_FAILED_MESSAGE,
  type TokenRefreshContext,
  type TokenRefreshEmitted,
  type TokenRefreshEvent,
} from './token-refresh.types';

/** One token refresh at a time for every request that got a 401 (SPEC §4 Token refresh). */
export const tokenRefreshMachine = setup({
  types: {
    context: {} as TokenRefreshContext,
    events: {} as TokenRefreshEvent,
    emitted: {} as TokenRefreshEmitted,
  },
  actors: {
    /** POST /auth/refresh-token; resolves the new access token. */
    refreshToken: notProvided<string>('refreshToken'),
  },
  guards: {
    // SPEC §4: only a 401 on the refresh call itself, with a known SSO link, sends the browser to SSO.
    isRejectedWithSsoLink: ({ context }, params: { error: unknown }) =>
      asApiFailure(params.error).status === 401 && context.ssoLink !== null,
  },
  actions: {
    storeToken: (_, _params: { token: string }) => notProvidedAction('storeToken'),
    redirectToSso: (_, _params: { link: string }) => notProvidedAction('redirectToSso'),
    enqueueRequest: assign(({ context }, params: { id: string }) => ({
      queue: [...context.queue, params.id],
    })),
    clearQueue: assign({ queue: [] }),
    assignSsoLink: assign((_, params: { link: string }) => ({ ssoLink: params.link })),
    answerRefreshed: emit(({ context }, params: { token: string }) => ({
      type: 'token.refreshed' as const,
      ids: context.queue,
      token: params.token,
    })),
    answerFailed: emit(({ context }) => ({
      type: 'token.refreshFailed' as const,
      ids: context.queue,
      message: REFRESH_FAILED_MESSAGE,
    })),
    // Under the app the realtime connection re-authenticates with the new token.
    notifyTokenChanged: ({ self }, params: { token: string }) => {
      self._parent?.send({ type: 'token.changed', token: params.token } satisfies TokenChangedEvent);
    },
    // The session lives beside this machine under the app; standalone there is nothing to clear.
    clearSession: enqueueActions(({ enqueue, system }) => {
      const session = system.get('session') as AnyActorRef | undefined;
      if (session) enqueue.sendTo(session, { type: 'session.expired' });
    }),
  },
}).createMachine({
  id: 'tokenRefresh',
  description:
    'Queues requests that got a 401, runs one refresh, replays them with the new token or rejects them all and clears the session.',
  context: { queue: [], ssoLink: null },
  initial: 'idle',
  on: {
    'token.ssoLinkKnown': {
      actions: { type: 'assignSsoLink', params: ({ event }) => ({ link: event.link }) },
    },
  },
  states: {
    idle: {
      description: 'No refresh running.',
      on: {
        'request.unauthorized': {
          target: 'refreshing',
          actions: { type: 'enqueueRequest', params: ({ event }) => ({ id: event.id }) },
        },
      },
    },
    refreshing: {
      description: 'One refresh call in flight; other 401s join the queue.',
      tags: ['busy'],
      on: {
        'request.unauthorized': {
          actions: { type: 'enqueueRequest', params: ({ event }) => ({ id: event.id }) },
        },
      },
      invoke: {
        src: 'refreshToken',
        onDone: {
          target: 'idle',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.output }) },
            { type: 'notifyTokenChanged', params: ({ event }) => ({ token: event.output }) },
            { type: 'answerRefreshed', params: ({ event }) => ({ token: event.output }) },
            'clearQueue',
          ],
        },
        onError: [
          {
            guard: { type: 'isRejectedWithSsoLink', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: [
              'clearSession',
              'answerFailed',
              'clearQueue',
              { type: 'redirectToSso', params: ({ context }) => ({ link: context.ssoLink ?? '' }) },
            ],
          },
          { target: 'idle', actions: ['clearSession', 'answerFailed', 'clearQueue'] },
        ],
      },
    },
  },
});
