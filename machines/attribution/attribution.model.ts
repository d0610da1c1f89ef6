import { defineModel } from '../../tests/model/model-config';
import { attributionMachine } from './attribution.machine';

const utm = { utm_source: 'g', utm_medium: 'cpc', utm_campaign: 'spring', utm_term: 'slots' };

/**
 * Path-test model of attribution: a full utm landing without and with the advertiser cookie, and one with a
 * parameter missing; answers with an advertiser and a promo, an advertiser only, neither; a failure.
 */
export const modelConfig = defineModel(attributionMachine, {
  provide: {
    actions: { storeAdvertiser: () => {}, storeAdBonus: () => {}, logAttributionFailure: () => {} },
  },
  inputs: [
    { landingQuery: utm, hasAdvertiserCookie: false },
    { landingQuery: utm, hasAdvertiserCookie: true },
    {
      landingQuery: { utm_source: 'g', utm_medium: 'cpc', utm_campaign: 'spring' },
      hasAdvertiserCookie: false,
    },
  ],
  events: {
    'xstate.done.actor.fetchAttribution': [
      { output: { advId: 'adv-9', promo: { type: 'freespins', value: '50' } } },
      { output: { advId: 'adv-9', promo: null } },
      { output: { advId: '', promo: null } },
    ],
  },
});
