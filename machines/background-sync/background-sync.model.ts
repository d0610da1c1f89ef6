import { defineModel } from '../../tests/model/model-config';
import { backgroundSyncMachine } from './background-sync.machine';

/** Path-test model of the background sync: a browser with periodic sync and one without. */
export const modelConfig = defineModel(backgroundSyncMachine, {
  inputs: [{ periodicSync: true }, { periodicSync: false }],
  events: {},
});
