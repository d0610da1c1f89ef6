import { fromCallback, type EventObject } from 'xstate';
import { defineModel } from '../../tests/model/model-config';
import { domainProbeMachine } from './domain-probe.machine';
import type { PixelProbeInput } from './domain-probe.types';

/**
 * Path-test model of the domain check: lists with two mirrors and with none, each pixel measured or failed;
 * the pixel prober is silent, its measurements are path events.
 */
export const modelConfig = defineModel(domainProbeMachine, {
  provide: {
    actors: { probePixels: fromCallback<EventObject, PixelProbeInput>(() => {}) },
    actions: { logProbeFailure: () => {} },
  },
  inputs: [{ random: () => 0.5 }],
  events: {
    'xstate.done.actor.fetchMirrors': [
      {
        output: [
          { cleanUrl: 'mirror-b.test', pixel: 'https://mirror-b.test/pixel.png' },
          { cleanUrl: 'mirror-c.test', pixel: 'https://mirror-c.test/pixel.png' },
        ],
      },
      { output: [] },
    ],
    'pixel.measured': [
      { host: 'mirror-b.test', ms: 120 },
      { host: 'mirror-c.test', ms: null },
    ],
  },
  maxDepth: 8,
});
