import { defineModel } from '../../tests/model/model-config';
import { geoMachine } from './geo.machine';

const lookup = (blocked: boolean) => ({ output: { blocked, ip: '1.2.3.4', countryCode: 'KZ' } });

/** Path-test model of the geo check. */
export const modelConfig = defineModel(geoMachine, {
  provide: { actions: { logGeoFailure: () => {} } },
  inputs: [{ isBot: false }, { isBot: true }],
  events: {
    'xstate.done.actor.lookupGeo': [lookup(false), lookup(true)],
    'xstate.error.actor.lookupGeo': [{ error: new Error('offline') }],
  },
});
