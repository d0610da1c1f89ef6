import { defineModel } from '../../tests/model/model-config';
import { modalsMachine } from './modals.machine';

/** Path-test model of the modals: close by any name, by the open one's name and by another's. */
export const modelConfig = defineModel(modalsMachine, {
  inputs: [{ initial: null }, { initial: 'Login' }],
  events: {
    'modals.open': [{ name: 'Login' }, { name: 'PayIn' }],
    'modals.close': [{}, { names: ['Login'] }],
  },
});
