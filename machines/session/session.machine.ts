import { assertEvent, assign, setup, type AnyActorRef } from 'xstate';
import { asApiFailure, type ApiFailure } from '../../src/contract/failure';
import type { ProfileAnswer } from '../../src/contract/profile';
import { notProvided, notProvidedAction } from '../shared/not-provided';
import type { BalanceChangedEvent, TokenChangedEvent } from '../realtime/realtime.types';
import type { SsoLinkKnownEvent } from '../token-refresh/token-refresh.types';
import type {
  AuthAnswer,
  LoginCredentials,
  RegisterForm,
  SessionAuthenticatedEvent,
  SessionContext,
  SessionEvent,
  SessionInput,
  SessionRegisteredEvent,
  SessionSignedOutEvent,
} from './session.types';

const signedOut = { user: null, features: {}, region: null, pendingSso: null } as const;

/** What ends a session: the token goes (and the app hears of it), with the analytics identity and the user. */
const clearedSession = [
  'clearToken',
  { type: 'notifyTokenChanged', params: { token: null } },
  'clearAnalyticsIdentity',
  'forgetUser',
] as const;

/** The player's session (SPEC §4 Login): restore, login, registration, user fetch, logout, expiry. */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    login: notProvided<AuthAnswer, LoginCredentials>('login'),
    register: notProvided<AuthAnswer, RegisterForm>('register'),
    fetchUser: notProvided<ProfileAnswer>('fetchUser'),
    logout: notProvided<void>('logout'),
  },
  guards: {
    hasStoredToken: ({ context }) => context.hasStoredToken,
    hasUserPatch: (_, params: { patch: unknown }) => params.patch !== undefined,
    shouldRedirectToSso: ({ context }) => context.pendingSso !== null && !context.isDevelopment,
    isOwnBalance: ({ context }, params: { balances: BalanceChangedEvent }) =>
      context.user !== null &&
      context.user.id === params.balances.userId &&
      context.user.currency === params.balances.currency,
  },
  actions: {
    storeToken: (_, _params: { token: string }) => notProvidedAction('storeToken'),
    clearToken: () => notProvidedAction('clearToken'),
    identifyAnalytics: (_, _params: { userId: number }) => notProvidedAction('identifyAnalytics'),
    clearAnalyticsIdentity: () => notProvidedAction('clearAnalyticsIdentity'),
    redirectToSso: (_, _params: { link: string }) => notProvidedAction('redirectToSso'),
    reportAuthFailure: (_, _params: { failure: ApiFailure }) => notProvidedAction('reportAuthFailure'),
    assignProfile: assign((_, params: { answer: ProfileAnswer }) => ({
      user: params.answer.user,
      features: params.answer.features,
      region: params.answer.region,
    })),
    assignAuthError: assign((_, params: { failure: ApiFailure }) => ({
      error: { code: params.failure.code, fields: params.failure.fields },
    })),
    clearAuthError: assign({ error: null }),
    assignPendingSso: assign((_, params: { sso: string | null }) => ({ pendingSso: params.sso })),
    mergeUser: assign(({ context }, params: { patch: Partial<NonNullable<SessionContext['user']>> }) => ({
      user: context.user ? { ...context.user, ...params.patch } : null,
    })),
    forgetUser: assign({ ...signedOut }),
    // SPEC §7: the profile answer may carry a fresh token; it is stored through `session.tokenIssued`.
    announceFreshToken: ({ self }, params: { token: string | undefined }) => {
      if (params.token) self.send({ type: 'session.tokenIssued', token: params.token });
    },
    // The token-refresh flow needs the SSO link for a 401 on the refresh call (SPEC §4 Token refresh).
    shareSsoLink: ({ system }, params: { sso: string | null }) => {
      const tokenRefresh = system.get('tokenRefresh') as AnyActorRef | undefined;
      if (tokenRefresh && params.sso)
        tokenRefresh.send({ type: 'token.ssoLinkKnown', link: params.sso } satisfies SsoLinkKnownEvent);
    },
    // Standalone (in tests) the session has no parent; under the app it tells the app auth succeeded.
    notifyAuthenticated: ({ context, self }) => {
      if (self._parent && context.user) {
        self._parent.send({
          type: 'session.authenticated',
          userId: context.user.id,
          balance: context.user.balance,
          currency: context.user.currency,
        } satisfies SessionAuthenticatedEvent);
      }
    },
    notifyRegistered: ({ self }) => {
      self._parent?.send({ type: 'session.registered' } satisfies SessionRegisteredEvent);
    },
    notifySignedOut: ({ self }) => {
      self._parent?.send({ type: 'session.signedOut' } satisfies SessionSignedOutEvent);
    },
    // Under the app the realtime connection speaks for whoever holds the token.
    notifyTokenChanged: ({ self }, params: { token: string | null }) => {
      self._parent?.send({ type: 'token.changed', token: params.token } satisfies TokenChangedEvent);
    },
    assignBalances: assign(({ context }, params: { balances: BalanceChangedEvent }) => ({
      user: context.user && {
        ...context.user,
        balance: params.balances.balance,
        bonus_balance: params.balances.bonus_balance,
        total_balance: params.balances.total_balance,
      },
    })),
  },
}).createMachine({
  id: 'session',
  description:
    'Player session: restores from a stored token, logs in or registers, stores the token, fetches the user, redirects to SSO, logs out.',
  context: ({ input }) => ({
    isDevelopment: input.isDevelopment,
    hasStoredToken: input.hasToken,
    error: null,
    ...signedOut,
  }),
  initial: 'booting',
  on: {
    'session.tokenIssued': {
      actions: [
        { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
        { type: 'notifyTokenChanged', params: ({ event }) => ({ token: event.token }) },
      ],
    },
  },
  states: {
    booting: {
      description: 'Boot: a stored token means the session is restored, otherwise the player is a guest.',
      always: [{ guard: 'hasStoredToken', target: 'restoring' }, { target: 'anonymous' }],
    },
    restoring: {
      description: 'A token was stored: GET /profile/user. A failure clears the session.',
      tags: ['busy'],
      invoke: {
        src: 'fetchUser',
        onDone: {
          target: 'authenticated',
          actions: [
            { type: 'assignProfile', params: ({ event }) => ({ answer: event.output }) },
            { type: 'announceFreshToken', params: ({ event }) => ({ token: event.output.fresh_token }) },
            { type: 'identifyAnalytics', params: ({ event }) => ({ userId: event.output.user.id }) },
            'notifyAuthenticated',
          ],
        },
        onError: { target: 'anonymous', actions: clearedSession },
      },
    },
    anonymous: {
      description: 'Guest: no user loaded.',
      entry: 'notifySignedOut',
      on: {
        'session.login': { target: 'authenticating', actions: 'clearAuthError' },
        'session.register': { target: 'registering', actions: 'clearAuthError' },
        'session.errorDismissed': { actions: 'clearAuthError' },
        'session.ssoSignedIn': {
          target: 'restoring',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
            { type: 'notifyTokenChanged', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
    },
    authenticating: {
      description: 'Login call in flight with the credentials of one channel.',
      tags: ['busy'],
      invoke: {
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'session.login');
          return event.credentials;
        },
        onDone: {
          target: 'fetchingUser',
          actions: [
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'notifyTokenChanged', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'assignPendingSso', params: ({ event }) => ({ sso: event.output.sso }) },
            { type: 'shareSsoLink', params: ({ event }) => ({ sso: event.output.sso }) },
          ],
        },
        onError: {
          target: 'anonymous',
          actions: [
            { type: 'assignAuthError', params: ({ event }) => ({ failure: asApiFailure(event.error) }) },
            { type: 'reportAuthFailure', params: ({ event }) => ({ failure: asApiFailure(event.error) }) },
          ],
        },
      },
    },
    registering: {
      description: 'Registration call in flight.',
      tags: ['busy'],
      invoke: {
        src: 'register',
        input: ({ event }) => {
          assertEvent(event, 'session.register');
          return event.form;
        },
        onDone: {
          target: 'fetchingUser',
          actions: [
            'notifyRegistered',
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'notifyTokenChanged', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'assignPendingSso', params: ({ event }) => ({ sso: event.output.sso }) },
            { type: 'shareSsoLink', params: ({ event }) => ({ sso: event.output.sso }) },
          ],
        },
        onError: {
          target: 'anonymous',
          actions: [
            { type: 'assignAuthError', params: ({ event }) => ({ failure: asApiFailure(event.error) }) },
            { type: 'reportAuthFailure', params: ({ event }) => ({ failure: asApiFailure(event.error) }) },
          ],
        },
      },
    },
    fetchingUser: {
      description: 'Token stored; GET /profile/user. A failure clears the session (SPEC §4 Login).',
      tags: ['busy'],
      invoke: {
        src: 'fetchUser',
        onDone: [
          {
            guard: 'shouldRedirectToSso',
            target: 'redirectingToSso',
            actions: [
              { type: 'assignProfile', params: ({ event }) => ({ answer: event.output }) },
              { type: 'announceFreshToken', params: ({ event }) => ({ token: event.output.fresh_token }) },
              { type: 'identifyAnalytics', params: ({ event }) => ({ userId: event.output.user.id }) },
            ],
          },
          {
            target: 'authenticated',
            actions: [
              { type: 'assignProfile', params: ({ event }) => ({ answer: event.output }) },
              { type: 'announceFreshToken', params: ({ event }) => ({ token: event.output.fresh_token }) },
              { type: 'identifyAnalytics', params: ({ event }) => ({ userId: event.output.user.id }) },
              'notifyAuthenticated',
            ],
          },
        ],
        onError: { target: 'anonymous', actions: clearedSession },
      },
    },
    redirectingToSso: {
      description: 'Logged in outside development with an SSO link: the browser leaves for the SSO host.',
      tags: ['busy'],
      entry: { type: 'redirectToSso', params: ({ context }) => ({ link: context.pendingSso ?? '' }) },
    },
    authenticated: {
      description: 'A user is loaded.',
      initial: 'idle',
      on: {
        'session.logout': { target: 'loggingOut' },
        // pushed by the realtime hub after a deposit, a bet, a bonus conversion or a payout decision
        'balance.changed': {
          guard: { type: 'isOwnBalance', params: ({ event }) => ({ balances: event }) },
          actions: { type: 'assignBalances', params: ({ event }) => ({ balances: event }) },
        },
        'session.expired': {
          target: 'anonymous',
          actions: clearedSession,
        },
      },
      states: {
        idle: {
          on: {
            'session.userUpdated': [
              {
                guard: { type: 'hasUserPatch', params: ({ event }) => ({ patch: event.user }) },
                actions: { type: 'mergeUser', params: ({ event }) => ({ patch: event.user ?? {} }) },
              },
              { target: 'reloading' },
            ],
          },
        },
        reloading: {
          description:
            'Re-reads the user (a settings change, messages the hub could not resend); the loaded user stays ' +
            'visible meanwhile and after a failed read: an ended session is told by the token refresh.',
          invoke: {
            src: 'fetchUser',
            onDone: {
              target: 'idle',
              actions: [
                { type: 'assignProfile', params: ({ event }) => ({ answer: event.output }) },
                { type: 'announceFreshToken', params: ({ event }) => ({ token: event.output.fresh_token }) },
                { type: 'identifyAnalytics', params: ({ event }) => ({ userId: event.output.user.id }) },
              ],
            },
            onError: { target: 'idle' },
          },
        },
      },
    },
    loggingOut: {
      description: 'PUT auth/logout; token and analytics identity are cleared even when the call fails.',
      tags: ['busy'],
      invoke: {
        src: 'logout',
        onDone: { target: 'anonymous', actions: clearedSession },
        onError: { target: 'anonymous', actions: clearedSession },
      },
    },
  },
});
