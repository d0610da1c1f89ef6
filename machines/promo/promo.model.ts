import { defineModel } from '../../tests/model/model-config';
import { promoMachine } from './promo.machine';

/** Path-test model of the landing promo: from the address, from the cookie, none; fetched or not. */
export const modelConfig = defineModel(promoMachine, {
  provide: {
    actions: { storePromo: () => {}, clearPromo: () => {}, dropPromoQuery: () => {}, logFailure: () => {} },
  },
  inputs: [
    { queryPromo: 'SPRING', cookiePromo: null },
    { queryPromo: null, cookiePromo: 'SPRING' },
    { queryPromo: null, cookiePromo: null },
  ],
  events: {
    'xstate.done.actor.fetchPromo': [{ output: { code: 'SPRING', name: 'bonus.promo.spring' } }],
    'xstate.error.actor.fetchPromo': [{ error: new Error('404') }],
  },
});
