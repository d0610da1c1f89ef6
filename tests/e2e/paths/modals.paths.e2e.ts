import { modalsMachine } from '../../../machines/modals/modals.machine';
import { modelConfig } from '../../../machines/modals/modals.model';
import { browserPaths } from './browser-paths';
import { declarePaths } from './driver';
import { modalsSteps } from './modals.steps';

// The modals model's paths (tests/model harness: shortest + one per transition), driven in Chromium.
const selection = browserPaths(
  modalsMachine,
  modelConfig,
  new Set(Object.keys(modalsSteps.steps)),
  modalsSteps.unsupported,
);

declarePaths('modals paths in the browser', selection, modalsSteps);
