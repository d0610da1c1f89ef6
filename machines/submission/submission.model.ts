import { ApiError } from '../../src/contract/failure';
import { defineModel } from '../../tests/model/model-config';
import { submissionMachine } from './submission.machine';

/** Path-test model of one form submission. */
export const modelConfig = defineModel(submissionMachine, {
  events: {
    'form.submit': [{ values: { name: 'x' } }],
    'xstate.done.actor.submit': [{ output: { ok: true } }],
    'xstate.error.actor.submit': [
      { error: new ApiError({ status: 422, code: 'validation_failed', message: 'no', fields: {} }) },
    ],
  },
  maxDepth: 6,
});
