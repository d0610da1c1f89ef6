import { assign, setup } from 'xstate';
import { notProvided, notProvidedAction } from '../shared/not-provided';
import { hasPeriodToStart, nextTickIn, startPeriods } from './guest-bonus.periods';
import type {
  GuestBonusContext,
  GuestBonusEvent,
  GuestBonusInput,
  GuestBonusKind,
  RegAndDepOffer,
  WelcomePackOffer,
} from './guest-bonus.types';

/**
 * Guest bonus periods of SPEC §4: while the visitor is a guest, the registration-and-deposit bonus counts down
 * 3 days and the welcome pack 7 days from the first visit (kept in a cookie); a period that is over starts again
 * from now and the cookie is rewritten. The offers come from the server, whose failures are only logged (SPEC
 * §8). Signing in stops the countdown; signing out starts it again.
 */
export const guestBonusMachine = setup({
  types: {
    context: {} as GuestBonusContext,
    events: {} as GuestBonusEvent,
    input: {} as GuestBonusInput,
  },
  actors: {
    /** GET /bonus-system/bonus-activation/waiting-reg-and-dep: null when no such bonus waits for guests. */
    loadRegAndDepOffer: notProvided<RegAndDepOffer | null>('loadRegAndDepOffer'),
    /** GET /api/v3/welcome-pack/get-welcome-packs-guest: null where no welcome pack is offered. */
    loadWelcomePackOffer: notProvided<WelcomePackOffer | null>('loadWelcomePackOffer'),
  },
  delays: {
    nextTick: ({ context }) => nextTickIn(context.starts, context.now),
  },
  guards: {
    isGuestAtBoot: ({ context }) => context.guestAtBoot,
    hasPeriodToStart: ({ context }) => hasPeriodToStart(context.starts, context.now),
  },
  actions: {
    // Timers only say that time has passed; how much is the clock's to say (a background tab's timers lag).
    readClock: assign((): Pick<GuestBonusContext, 'now'> => notProvidedAction('readClock')),
    startPeriods: assign(({ context }) => ({ starts: startPeriods(context.starts, context.now) })),
    /** Writes the first-visit cookie with both period starts. */
    storeStarts: (_, _params: { starts: GuestBonusContext['starts'] }) => notProvidedAction('storeStarts'),
    assignRegAndDep: assign((_, params: { offer: RegAndDepOffer | null }) => ({ regAndDep: params.offer })),
    assignWelcomePack: assign((_, params: { offer: WelcomePackOffer | null }) => ({
      welcomePack: params.offer,
    })),
    forgetOffers: assign({ regAndDep: null, welcomePack: null }),
    // SPEC §8: bonus failures are logged only; the guest just sees no such bonus.
    logLoadFailure: (_, _params: { kind: GuestBonusKind; error: unknown }) =>
      notProvidedAction('logLoadFailure'),
  },
}).createMachine({
  id: 'guestBonus',
  description:
    'For guests: counts the registration-and-deposit bonus down 3 days and the welcome pack 7 days from the first visit (cookie), restarting a period that is over; loads the offers; stops on sign-in.',
  context: ({ input }) => ({
    guestAtBoot: input.isGuest,
    now: input.now,
    starts: input.starts,
    regAndDep: null,
    welcomePack: null,
  }),
  initial: 'booting',
  states: {
    booting: {
      description: 'A visitor with a stored token is taken as signed in until the session says otherwise.',
      always: [{ guard: 'isGuestAtBoot', target: 'guest' }, { target: 'signedIn' }],
    },
    guest: {
      description: 'Nobody is signed in: the periods count down and the offers are loaded.',
      type: 'parallel',
      exit: 'forgetOffers',
      on: {
        'session.authenticated': { target: 'signedIn' },
        'session.registered': { target: 'signedIn' },
      },
      states: {
        countdown: {
          initial: 'checkingPeriods',
          states: {
            checkingPeriods: {
              description:
                'A period without a start, with a start in the future, or at or past its end starts now; the cookie is rewritten.',
              always: [
                {
                  guard: 'hasPeriodToStart',
                  target: 'counting',
                  actions: [
                    'startPeriods',
                    { type: 'storeStarts', params: ({ context }) => ({ starts: context.starts }) },
                  ],
                },
                { target: 'counting' },
              ],
            },
            counting: {
              description:
                'Both periods run; the next tick comes when a time left crosses a whole second (at most 1 s).',
              after: { nextTick: { target: 'checkingPeriods', actions: 'readClock' } },
            },
          },
        },
        regAndDepOffer: {
          initial: 'loading',
          states: {
            loading: {
              description: 'GET /bonus-system/bonus-activation/waiting-reg-and-dep.',
              invoke: {
                src: 'loadRegAndDepOffer',
                onDone: {
                  target: 'loaded',
                  actions: { type: 'assignRegAndDep', params: ({ event }) => ({ offer: event.output }) },
                },
                onError: {
                  target: 'loaded',
                  actions: {
                    type: 'logLoadFailure',
                    params: ({ event }) => ({ kind: 'regAndDep', error: event.error }),
                  },
                },
              },
            },
            loaded: { description: 'The offer is known; none after a failure.' },
          },
        },
        welcomePackOffer: {
          initial: 'loading',
          states: {
            loading: {
              description: 'GET /api/v3/welcome-pack/get-welcome-packs-guest.',
              invoke: {
                src: 'loadWelcomePackOffer',
                onDone: {
                  target: 'loaded',
                  actions: { type: 'assignWelcomePack', params: ({ event }) => ({ offer: event.output }) },
                },
                onError: {
                  target: 'loaded',
                  actions: {
                    type: 'logLoadFailure',
                    params: ({ event }) => ({ kind: 'welcomePack', error: event.error }),
                  },
                },
              },
            },
            loaded: { description: 'The offer is known; none after a failure.' },
          },
        },
      },
    },
    signedIn: {
      description: 'A player is signed in (or being restored): no guest bonus runs.',
      on: { 'session.signedOut': { target: 'guest', actions: 'readClock' } },
    },
  },
});
