import { defineModel } from '../../tests/model/model-config';
import { buildCheckMachine } from './build-check.machine';

/**
 * Path-test model of the build check: a page with a build id and one without; the deployed build is ours or a
 * newer one; route changes to one address.
 */
export const modelConfig = defineModel(buildCheckMachine, {
  provide: { actions: { reloadTo: () => {} } },
  inputs: [{ buildId: 'build-1' }, { buildId: null }],
  events: {
    'xstate.done.actor.fetchLatestBuild': [{ output: 'build-1' }, { output: 'build-2' }],
    'route.changed': [{ href: '/games?tab=new' }],
  },
});
