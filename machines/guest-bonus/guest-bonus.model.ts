import { assign } from 'xstate';
import { defineModel } from '../../tests/model/model-config';
import { guestBonusMachine } from './guest-bonus.machine';
import { nextTickIn } from './guest-bonus.periods';

const DAY = 86_400_000;
const T0 = Date.UTC(2025, 2, 1, 12, 0, 0);

/**
 * Path-test model of the guest bonus. The harness never moves its clock, so the fake clock reading moves `now`
 * by exactly the delay of the tick that fired. Inputs: a first visit (no cookie), a cookie one second before the
 * end of the promo period (the next tick restarts it), and a visitor with a stored token. Offers: one of each, none
 * of each, and failures.
 */
export const modelConfig = defineModel(guestBonusMachine, {
  provide: {
    actions: {
      readClock: assign(({ context }) => ({ now: context.now + nextTickIn(context.starts, context.now) })),
      storeStarts: () => {},
      logLoadFailure: () => {},
    },
  },
  inputs: [
    { isGuest: true, starts: { regAndDep: null, welcomePack: null }, now: T0 },
    { isGuest: true, starts: { regAndDep: T0 - 3 * DAY + 1_000, welcomePack: T0 - DAY }, now: T0 },
    { isGuest: false, starts: { regAndDep: T0 - DAY, welcomePack: T0 - DAY }, now: T0 },
  ],
  events: {
    'xstate.done.actor.loadRegAndDepOffer': [{ output: { name: 'bonus.reg_and_dep' } }, { output: null }],
    'xstate.error.actor.loadRegAndDepOffer': [{ error: new Error('bonus service down') }],
    'xstate.done.actor.loadWelcomePackOffer': [
      { output: { name: 'bonus.welcome', publicTitle: 'Welcome pack' } },
      { output: null },
    ],
    'xstate.error.actor.loadWelcomePackOffer': [{ error: new Error('bonus service down') }],
    'session.authenticated': [{ userId: 7, balance: 0, currency: 'RUB' }],
  },
  maxDepth: 3,
});
