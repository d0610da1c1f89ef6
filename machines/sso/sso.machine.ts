import { assign, setup } from 'xstate';
import { notProvided, notProvidedAction } from '../shared/not-provided';
import type { SessionSsoSignedInEvent, SsoContext, SsoInput, SsoMirror, SsoTrackingInput } from './sso.types';

/**
 * SPEC §4 SSO flow, and the mirror configuration it starts from: a retired mirror sends the browser to its new
 * link; a guest with no token is sent once to the central SSO host, which brings them back with a one-time code
 * when they are signed in on another mirror. The interface shows once the flow has `settled`.
 */
export const ssoMachine = setup({
  types: {
    context: {} as SsoContext,
    input: {} as SsoInput,
  },
  actors: {
    loadMirror: notProvided<SsoMirror>('loadMirror'),
    exchangeCode: notProvided<{ token: string }, { code: string }>('exchangeCode'),
    track: notProvided<void, SsoTrackingInput>('track'),
  },
  actions: {
    /** Replaces the page by the same path and query on the new domain (a 301 for the browser). */
    followRetiredMirror: (_, _params: { newLink: string }) => notProvidedAction('followRetiredMirror'),
    /** Sets the `ssoRedirected` cookie. */
    markRedirected: () => notProvidedAction('markRedirected'),
    clearRedirected: () => notProvidedAction('clearRedirected'),
    storeSessionId: (_, _params: { sessionId: string }) => notProvidedAction('storeSessionId'),
    forgetSessionId: () => notProvidedAction('forgetSessionId'),
    /** Leaves for the SSO address with the current address in its `url` parameter. */
    goToSso: (_, _params: { link: string }) => notProvidedAction('goToSso'),
    /** Takes `sso_code` out of the address bar, so a reload or a shared link never carries it. */
    removeSsoCode: () => notProvidedAction('removeSsoCode'),
    /** SPEC §8: mirror configuration failures are logged only. */
    logFailure: (_, _params: { what: string; error: unknown }) => notProvidedAction('logFailure'),
    signIn: ({ system }, params: { token: string }) => {
      system
        .get('session')
        ?.send({ type: 'session.ssoSignedIn', token: params.token } satisfies SessionSsoSignedInEvent);
    },
    assignMirror: assign((_, params: { mirror: SsoMirror }) => ({ ssoLink: params.mirror.sso })),
    startRoundTrip: assign(({ context }) => ({ sessionId: context.newSessionId })),
    endRoundTrip: assign({ sessionId: null }),
  },
  guards: {
    isBot: ({ context }) => context.isBot,
    isRetired: (_, params: { mirror: SsoMirror }) => params.mirror.redirect !== null,
    isReturning: ({ context }) => context.returnedFromSso || context.ssoCode !== null,
    shouldGoToSso: ({ context }) =>
      context.ssoLink !== null && !context.hasToken && !context.noSso && !context.isDevelopment,
    hasCode: ({ context }) => context.ssoCode !== null && !context.hasToken,
    hasSessionId: ({ context }) => context.sessionId !== null,
  },
}).createMachine({
  id: 'sso',
  description:
    'Mirror configuration and SSO redirection: follows a retired mirror, sends a guest once to the SSO host, exchanges the code it brings back, and reports the round trip.',
  context: ({ input }) => ({
    isBot: input.isBot,
    isDevelopment: input.isDevelopment,
    hasToken: input.hasToken,
    noSso: input.noSso,
    returnedFromSso: input.returnedFromSso,
    ssoCode: input.ssoCode,
    newSessionId: input.newSessionId,
    mirrorHost: input.mirrorHost,
    sessionId: input.storedSessionId,
    ssoLink: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: { target: 'loadingMirror' },
    },
    loadingMirror: {
      description: 'GET /mirror: the redirect of a retired domain and the SSO address.',
      invoke: {
        src: 'loadMirror',
        onDone: [
          {
            guard: { type: 'isRetired', params: ({ event }) => ({ mirror: event.output }) },
            target: 'leaving',
            actions: {
              type: 'followRetiredMirror',
              params: ({ event }) => ({ newLink: event.output.redirect?.newLink ?? '' }),
            },
          },
          {
            target: 'deciding',
            actions: { type: 'assignMirror', params: ({ event }) => ({ mirror: event.output }) },
          },
        ],
        onError: {
          target: 'deciding',
          actions: { type: 'logFailure', params: ({ event }) => ({ what: 'mirror', error: event.error }) },
        },
      },
    },
    deciding: {
      always: [
        { guard: 'isBot', target: 'ready' },
        { guard: 'isReturning', target: 'returning', actions: 'clearRedirected' },
        { guard: 'shouldGoToSso', target: 'announcing' },
        { target: 'ready' },
      ],
    },
    announcing: {
      description:
        'Before leaving: the ssoRedirected cookie and a new session id are stored, and ssoAvailabilityCreate is sent.',
      entry: [
        'markRedirected',
        'startRoundTrip',
        { type: 'storeSessionId', params: ({ context }) => ({ sessionId: context.newSessionId }) },
      ],
      invoke: {
        src: 'track',
        input: ({ context }) => ({ name: 'ssoAvailabilityCreate', sessionId: context.newSessionId }),
        onDone: {
          target: 'leaving',
          actions: { type: 'goToSso', params: ({ context }) => ({ link: context.ssoLink ?? '' }) },
        },
        onError: {
          target: 'leaving',
          actions: { type: 'goToSso', params: ({ context }) => ({ link: context.ssoLink ?? '' }) },
        },
      },
    },
    leaving: {
      description: 'The browser is on its way to another address; this page shows nothing more.',
      type: 'final',
    },
    returning: {
      description:
        'Back from the SSO host: a code it brought leaves the address and is exchanged for a session on this mirror.',
      entry: { type: 'removeSsoCode' },
      always: [{ guard: 'hasCode', target: 'exchanging' }, { target: 'finishing' }],
    },
    exchanging: {
      description: 'POST /api/v2/auth/sso/exchange; a refused code leaves the visitor a guest.',
      invoke: {
        src: 'exchangeCode',
        input: ({ context }) => ({ code: context.ssoCode ?? '' }),
        onDone: {
          target: 'finishing',
          actions: { type: 'signIn', params: ({ event }) => ({ token: event.output.token }) },
        },
        onError: {
          target: 'finishing',
          actions: {
            type: 'logFailure',
            params: ({ event }) => ({ what: 'sso exchange', error: event.error }),
          },
        },
      },
    },
    finishing: {
      description: 'The interface shows; a round trip that stored a session id is reported.',
      tags: ['settled'],
      always: [{ guard: 'hasSessionId', target: 'reporting' }, { target: 'ready' }],
    },
    reporting: {
      description: 'ssoAvailabilityFinish with this mirror host, then the stored session id is removed.',
      tags: ['settled'],
      invoke: {
        src: 'track',
        input: ({ context }) => ({
          name: 'ssoAvailabilityFinish',
          sessionId: context.sessionId ?? '',
          mirror: context.mirrorHost,
        }),
        onDone: { target: 'ready', actions: ['forgetSessionId', 'endRoundTrip'] },
        onError: { target: 'ready', actions: ['forgetSessionId', 'endRoundTrip'] },
      },
    },
    ready: {
      description: 'The flow is over: the interface shows.',
      tags: ['settled'],
      type: 'final',
    },
  },
});
