import { sessionMachine } from '../../../machines/session/session.machine';
import { modelConfig } from '../../../machines/session/session.model';
import { browserPaths } from './browser-paths';
import { declarePaths } from './driver';
import { sessionSteps } from './session.steps';

// The session model's paths (tests/model harness: shortest + one per transition), driven in Chromium.
const selection = browserPaths(
  sessionMachine,
  modelConfig,
  new Set(Object.keys(sessionSteps.steps)),
  sessionSteps.unsupported,
);
const TOKEN_STEPS = ['session.expired', 'session.tokenIssued'];

declarePaths('session paths in the browser', selection, sessionSteps, (path) =>
  path.steps.some((s) => TOKEN_STEPS.includes(s.key)),
);
